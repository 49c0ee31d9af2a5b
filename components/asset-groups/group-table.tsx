"use client";

import { useState } from "react";
import type { AssetGroupWithCount } from "@/lib/contract/asset-group";
import { Table, Td, Th } from "@/components/ui/table";
import { RenameGroupField } from "./rename-group-field";
import { secondaryButton } from "./styles";

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

  return (
    <Table caption="Asset groups of the organization, with the number of assets in each" aria-busy={refreshing}>
      <thead>
        <tr>
          <Th>Name</Th>
          <Th numeric>Assets</Th>
          {canEdit ? (
            <Th>
              <span className="sr-only">Actions</span>
            </Th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {groups.map((group) => {
          const key = String(group.id);
          const isEditing = editing === key;
          return (
            <tr key={key} data-testid="group-row" data-group-id={key}>
              <Td>
                {isEditing ? (
                  <RenameGroupField
                    currentName={group.name}
                    onCancel={() => setEditing(null)}
                    typed={refused?.key === key ? refused.name : undefined}
                    onSave={(name) => {
                      setEditing(null);
                      setRefused(null);
                      // A refused rename reopens the editor with what was typed, to fix and retry.
                      onRename(group, name).catch(() => {
                        setRefused({ key, name });
                        setEditing(key);
                      });
                    }}
                  />
                ) : (
                  <span data-testid="group-name" className="break-all">
                    {group.name}
                  </span>
                )}
              </Td>
              <Td className="text-right tabular-nums" data-testid="group-count">
                {group.assetCount}
              </Td>
              {canEdit ? (
                <Td className="text-right whitespace-nowrap">
                  {isEditing ? null : (
                    <span className="inline-flex gap-2">
                      <button type="button" className={secondaryButton} onClick={() => setEditing(key)} aria-label={`Rename ${group.name}`}>
                        Rename
                      </button>
                      <button type="button" className={secondaryButton} onClick={() => onDelete(group)} aria-label={`Delete ${group.name}`}>
                        Delete
                      </button>
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
