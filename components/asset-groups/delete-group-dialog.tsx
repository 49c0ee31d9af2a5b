"use client";

import { useEffect, useId, useRef } from "react";
import { dangerButton, secondaryButton } from "./styles";

export function unassignedSentence(count: number): string {
  if (count === 0) return "No assets are assigned to it.";
  return `${count} ${count === 1 ? "asset" : "assets"} will be unassigned; the assets themselves are kept.`;
}

/** Confirms a delete; says how many assets lose their group. A native modal dialog: focus stays inside, Escape cancels. */
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
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (group && !dialog.open) dialog.showModal();
    if (!group && dialog.open) dialog.close();
  }, [group]);

  return (
    <dialog
      ref={ref}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={onClose}
      className="m-auto max-w-md rounded-lg border border-slate-300 bg-white p-5 text-slate-900 backdrop:bg-black/40 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-100"
    >
      {group ? (
        <>
          <h2 id={`${id}-title`} className="text-lg font-semibold">
            Delete the group “{group.name}”?
          </h2>
          <p id={`${id}-body`} className="mt-2 text-sm">
            {unassignedSentence(group.assetCount)} This cannot be undone.
          </p>
          <div className="mt-4 flex justify-end gap-2">
            <button type="button" onClick={onClose} className={secondaryButton} disabled={pending}>
              Cancel
            </button>
            <button type="button" onClick={onConfirm} className={dangerButton} disabled={pending}>
              {pending ? "Deleting…" : "Delete group"}
            </button>
          </div>
        </>
      ) : null}
    </dialog>
  );
}
