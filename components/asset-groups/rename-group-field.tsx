"use client";

import type { FormEvent, KeyboardEvent } from "react";
import { Button } from "@/components/ui/button";
import { GroupNameField, useGroupNameForm } from "./group-name-field";

/** The in-place editor of a group's name: checked before anything is sent. */
export function RenameGroupField({
  currentName,
  typed,
  onSave,
  onCancel,
}: {
  currentName: string;
  /** What was typed before the service refused it; the editor starts from it. */
  typed?: string;
  onSave: (name: string) => void;
  onCancel: () => void;
}) {
  const form = useGroupNameForm(typed ?? currentName);

  const submit = form.handleSubmit(({ name }) => onSave(name));
  // An unchanged name closes the editor without a check.
  const save = (event: FormEvent) => {
    if (form.getValues("name").trim() !== currentName) return submit(event);
    event.preventDefault();
    onCancel();
  };

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form onSubmit={save} noValidate className="flex flex-wrap items-start gap-2">
      <GroupNameField form={form} label={<span className="sr-only">New name for {currentName}</span>} autoFocus onKeyDown={onKeyDown} />
      <Button type="submit" variant="primary">
        Save
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
