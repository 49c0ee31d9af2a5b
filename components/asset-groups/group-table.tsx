"use client";

import { Pencil, Trash2 } from "lucide-react";
import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Table, TableHead, Td } from "@/components/ui/table";
import type { AssetGroupWithCount } from "@/lib/contract/asset-group";
import { groupName, NOT_SENT } from "@/lib/format/not-sent";
import { RenameGroupField } from "./rename-group-field";

type Props = {
  groups: AssetGroupWithCount[];
  canEdit: boolean;
  refreshing: boolean;
  /** Resolves when the service took the name; rejects when it refused it. */
  onRename: (group: AssetGroupWithCount, name: string) => Promise<unknown>;
  onDelete: (group: AssetGroupWithCount) => void;
};

export function GroupTable({ groups, canEdit, refreshing, onRename, onDelete }: Props) {
  const [editing, setEditing] = useState<string | null>(null);
  const [refused, setRefused] = useState<{ key: string; name: string } | null>(null);
  // When the editor closes, focus goes back to the Rename button that opened it.
  const returnFocusTo = useRef<string | null>(null);
  const closeEditor = () => {
    returnFocusTo.current = editing;
    setEditing(null);
  };

  return (
    <Table caption="Asset groups of the organization, with the number of assets in each" aria-busy={refreshing}>
      <TableHead columns={["Name", { label: "Assets", numeric: true }]} actions={canEdit} />
      <tbody>
        {groups.map((group) => {
          const key = String(group.id);
          const isEditing = editing === key;
          return (
            <tr key={key} data-testid="group-row" data-group-id={key}>
              <Td>
                {isEditing ? (
                  <RenameGroupField
                    currentName={group.name ?? ""}
                    onCancel={closeEditor}
                    typed={refused?.key === key ? refused.name : undefined}
                    onSave={(name) => {
                      closeEditor();
                      setRefused(null);
                      // A refused rename reopens the editor with what was typed, to fix and retry.
                      onRename(group, name).catch(() => {
                        setRefused({ key, name });
                        setEditing(key);
                      });
                    }}
                  />
                ) : (
                  <span data-testid="group-name" className={`[overflow-wrap:anywhere] ${group.name === null ? "text-muted" : ""}`}>
                    {groupName(group.name)}
                  </span>
                )}
              </Td>
              <Td className={`text-right tabular-nums ${group.assetCount === null ? "text-xs text-muted" : ""}`} data-testid="group-count">
                {group.assetCount ?? NOT_SENT}
              </Td>
              {canEdit ? (
                <Td className="text-right whitespace-nowrap">
                  {isEditing ? null : (
                    <span className="inline-flex gap-2">
                      <Button
                        ref={(button) => {
                          if (button && returnFocusTo.current === key) {
                            returnFocusTo.current = null;
                            button.focus();
                          }
                        }}
                        onClick={() => setEditing(key)}
                        aria-label={`Rename ${groupName(group.name)}`}
                      >
                        <Pencil aria-hidden size={14} />
                        Rename
                      </Button>
                      <Button onClick={() => onDelete(group)} aria-label={`Delete ${groupName(group.name)}`}>
                        <Trash2 aria-hidden size={14} />
                        Delete
                      </Button>
                    </span>
                  )}
                </Td>
              ) : null}
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
