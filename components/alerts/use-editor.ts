"use client";

import { useState } from "react";

/** The part of a save mutation (use-alert-mutations.ts) an editor drives: `id` undefined creates. */
type SaveMutation<Body> = {
  isPending: boolean;
  error: unknown;
  reset: () => void;
  mutate: (variables: { body: Body; id?: number }, options: { onSuccess: () => void }) => void;
};

/**
 * One form at a time for a list's items, new or existing: what the "New …" and "Edit" buttons
 * open and the props of the open form (its key, the item, the save's state, save and cancel). A
 * save that succeeds closes the form; one refused keeps it open with the refusal in `error`.
 */
export function useEditor<Item extends { id: number }, Body>(save: SaveMutation<Body>) {
  const [editing, setEditing] = useState<Item | "new" | null>(null);
  const open = (target: Item | "new" | null) => {
    save.reset();
    setEditing(target);
  };
  const id = editing === null || editing === "new" ? undefined : editing.id;
  return {
    isOpen: editing !== null,
    startNew: () => open("new"),
    edit: (item: Item) => open(item),
    form:
      editing === null
        ? null
        : {
            key: id ?? "new",
            item: editing === "new" ? null : editing,
            pending: save.isPending,
            error: save.error,
            onCancel: () => open(null),
            onSave: (body: Body) => save.mutate({ body, id }, { onSuccess: () => setEditing(null) }),
          },
  };
}

/** The part of a delete mutation a confirmation drives. */
type DeleteMutation = { isPending: boolean; mutate: (id: number, options: { onSettled: () => void }) => void };

/** An item waiting for its deletion to be confirmed, and the ConfirmDialog props that settle it. */
export function useDeletion<Item extends { id: number }>(remove: DeleteMutation) {
  const [doomed, setDoomed] = useState<Item | null>(null);
  return {
    doomed,
    ask: (item: Item) => setDoomed(item),
    dialog: {
      open: doomed !== null,
      pending: remove.isPending,
      onCancel: () => setDoomed(null),
      onConfirm: () => doomed && remove.mutate(doomed.id, { onSettled: () => setDoomed(null) }),
    },
  };
}
