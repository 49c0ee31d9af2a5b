"use client";

import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { groupNameCount, groupNameProblem } from "./group-name";

export function CreateGroupForm({ onCreate, pending }: { onCreate: (name: string) => Promise<unknown>; pending: boolean }) {
  const id = useId();
  const [name, setName] = useState("");
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const trimmed = name.trim();
    const invalid = groupNameProblem(trimmed);
    setProblem(invalid);
    if (invalid) return;
    try {
      await onCreate(trimmed);
      setName("");
    } catch {
      // The outcome is reported by the mutation's notice; keep the text for a retry.
    }
  }

  return (
    <form onSubmit={submit} noValidate className="mb-4 flex flex-wrap items-start gap-2" aria-label="Create a group">
      <div className="flex flex-col">
        <label htmlFor={`${id}-name`} className="text-sm font-medium">
          New group name
        </label>
        <Input
          id={`${id}-name`}
          value={name}
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
          <span id={`${id}-problem`} className="text-sm text-fail">
            {problem}
          </span>
        ) : null}
      </div>
      <Button type="submit" variant="primary" disabled={pending} className="mt-5">
        {pending ? "Creating…" : "Create group"}
      </Button>
    </form>
  );
}
