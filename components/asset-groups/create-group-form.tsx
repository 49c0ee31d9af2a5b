"use client";

import { Button } from "@/components/ui/button";
import { GroupNameField, useGroupNameForm } from "./group-name-field";

export function CreateGroupForm({ onCreate, pending }: { onCreate: (name: string) => Promise<unknown>; pending: boolean }) {
  const form = useGroupNameForm("");

  const submit = form.handleSubmit(async ({ name }) => {
    if (pending) return;
    try {
      await onCreate(name);
      form.reset({ name: "" });
    } catch {
      // The outcome is reported by the mutation's notice; keep the text for a retry.
    }
  });

  return (
    <form onSubmit={submit} noValidate className="mb-4 flex flex-wrap items-start gap-2" aria-label="Create a group">
      <GroupNameField form={form} label="New group name" />
      <Button type="submit" variant="primary" disabled={pending} className="mt-6">
        {pending ? "Creating…" : "Create group"}
      </Button>
    </form>
  );
}
