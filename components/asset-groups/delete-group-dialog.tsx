"use client";

import { ConfirmDialog } from "@/components/ui/confirm-dialog";

export function unassignedSentence(count: number): string {
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
  group: { name: string; assetCount: number } | null;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <ConfirmDialog
      open={group !== null}
      title={group ? `Delete the group “${group.name}”?` : ""}
      confirmLabel="Delete group"
      pendingLabel="Deleting…"
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onClose}
    >
      {group ? `${unassignedSentence(group.assetCount)} This cannot be undone.` : null}
    </ConfirmDialog>
  );
}
