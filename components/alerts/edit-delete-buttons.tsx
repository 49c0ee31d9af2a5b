"use client";

import { buttonVariants } from "@/components/ui/button";

/** An admin's Edit and Delete for one row of an alerts table, named by the row for assistive technology. */
export function EditDeleteButtons({ name, onEdit, onDelete }: { name: string; onEdit: () => void; onDelete: () => void }) {
  return (
    <>
      <button type="button" className={buttonVariants({ variant: "link", size: "inline" })} onClick={onEdit} aria-label={`Edit ${name}`}>
        Edit
      </button>
      <button type="button" className={buttonVariants({ variant: "link", size: "inline" })} onClick={onDelete} aria-label={`Delete ${name}`}>
        Delete
      </button>
    </>
  );
}
