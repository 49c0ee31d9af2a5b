"use client";

import { useForm } from "react-hook-form";
import { bodyResolver, type SchemaIssue } from "@/components/ui/body-resolver";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { newWallLinkBodySchema } from "@/lib/bff/route-schemas";

type Draft = { name: string };

/** The route's refusals of a name (lib/bff/route-schemas.ts) in the form's words. */
function nameWords(issue: SchemaIssue): string {
  if (issue.code === "too_small") return "Give the link a name, e.g. the room of the screen.";
  if (issue.code === "too_big") return "The name is at most 100 characters.";
  return issue.message;
}

// POST /api/wall-links's own body schema, on the trimmed name.
const resolver = bodyResolver<Draft, Draft>({ schema: newWallLinkBodySchema, toBody: ({ name }) => ({ name: name.trim() }), words: nameWords });

/** Names a new wall link; `onCreate` resolves once it is created (the field then empties). */
export function WallLinkForm({ pending, onCreate }: { pending: boolean; onCreate: (name: string) => Promise<unknown> }) {
  const form = useForm<Draft, unknown, Draft>({ resolver, defaultValues: { name: "" }, reValidateMode: "onSubmit" });
  const submit = form.handleSubmit(async ({ name }) => {
    try {
      await onCreate(name);
      form.reset({ name: "" });
    } catch {
      // Reported by the mutation; the name stays for a retry.
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-wrap items-start gap-2" aria-label="Create a wall link">
      <Field label="Name" error={form.formState.errors.name?.message} className="w-72">
        {(control) => <Input {...control} {...form.register("name")} maxLength={100} placeholder="Ops room screen" className="w-full" />}
      </Field>
      <Button type="submit" disabled={pending} className="mt-6">
        {pending ? "Creating…" : "Create link"}
      </Button>
    </form>
  );
}
