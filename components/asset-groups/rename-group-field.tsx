"use client";

import { type FormEvent, type KeyboardEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { groupNameCount, groupNameProblem } from "./group-name";

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
  const id = useId();
  const [name, setName] = useState(typed ?? currentName);
  const [problem, setProblem] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed === currentName) return onCancel();
    const invalid = groupNameProblem(trimmed);
    setProblem(invalid);
    if (!invalid) onSave(trimmed);
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2">
      <div className="flex flex-col">
        <label htmlFor={`${id}-name`} className="sr-only">
          New name for {currentName}
        </label>
        <Input
          id={`${id}-name`}
          value={name}
          // The editor opens on the user's request; focus belongs in it.
          autoFocus
          onKeyDown={onKeyDown}
          onChange={(e) => {
            setName(e.target.value);
            if (problem) setProblem(null);
          }}
          aria-invalid={problem ? true : undefined}
          aria-describedby={`${id}-count${problem ? ` ${id}-problem` : ""}`}
          className="w-72 max-w-full"
        />
        <span id={`${id}-count`} className="text-xs text-muted">
          {groupNameCount(name)}
        </span>
        {problem ? (
          <span id={`${id}-problem`} role="alert" className="text-sm text-fail">
            {problem}
          </span>
        ) : null}
      </div>
      <Button type="submit" variant="primary">
        Save
      </Button>
      <Button onClick={onCancel}>Cancel</Button>
    </form>
  );
}
