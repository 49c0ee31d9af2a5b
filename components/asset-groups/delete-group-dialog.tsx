"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { groupName, NOT_SENT } from "@/lib/format/not-sent";

export function unassignedSentence(count: number | null): string {
  if (count === null) return `How many assets are assigned to it was ${NOT_SENT}; any that are will be unassigned, the assets themselves are kept.`;
  if (count === 0) return "No assets are assigned to it.";
  return `${count} ${count === 1 ? "asset" : "assets"} will be unassigned; the assets themselves are kept.`;
}

/** Confirms a delete; says how many assets lose their group. */
export function DeleteGroupDialog({
  group,
  pending,
  onConfirm,
  onClose,
}: {
  group: { name: string | null; assetCount: number | null } | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={group !== null}
      title={group ? `Delete the group “${groupName(group.name)}”?` : ""}
      confirmLabel="Delete group"
      pendingLabel="Deleting…"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {group ? <p>{unassignedSentence(group.assetCount)} This cannot be undone.</p> : null}
    </ConfirmDialog>
  );
}
