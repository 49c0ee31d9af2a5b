"use client";

import type { UseFormReturn } from "react-hook-form";
import { bodyResolver } from "@/components/ui/body-resolver";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { Input, Textarea } from "@/components/ui/input";
import { WriteRefused } from "@/components/ui/write-refused";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";
import { normalizeAssetContent } from "./asset-preview";
import { type UnblockInput, unblockBodyOf, unblockProblemWords } from "./unblock-input";

/** The service's request schema (the one POST /api/asset/unblock parses with) on the tidied, trimmed input, in the form's words. */
export const unblockResolver = bodyResolver<UnblockInput, UnblockInput>({
  schema: unblockRequestBodySchema,
  toBody: (draft) => unblockBodyOf({ ...draft, content: normalizeAssetContent(draft.content) }),
  words: unblockProblemWords,
});

/** The first step: what to unblock and why, checked before the confirmation. */
export function UnblockForm({
  form,
  onReview,
  writeRefusal = null,
}: {
  form: UseFormReturn<UnblockInput, unknown, UnblockInput>;
  onReview: (input: UnblockInput) => void;
  /** Why the service refuses every change (a read-only key), or null. */
  writeRefusal?: string | null;
}) {
  const { errors } = form.formState;
  return (
    <form onSubmit={form.handleSubmit((input) => onReview(input))} noValidate className="max-w-2xl space-y-4" aria-label="Unblock an asset">
      <Field
        label="Asset content"
        hint="The URL, domain or handle, e.g. https://www.example.com (spaces, a trailing slash and the case of the scheme and host are tidied)"
        error={errors.content?.message}
      >
        {(control) => <Input {...control} {...form.register("content")} className="w-full font-mono" autoComplete="off" spellCheck={false} />}
      </Field>
      <Field label="Reason" error={errors.reason?.message}>
        {(control) => <Textarea {...control} {...form.register("reason")} rows={3} className="w-full" />}
      </Field>
      <Button type="submit" variant="primary" disabled={writeRefusal !== null} aria-describedby={writeRefusal ? "unblock-write-refused" : undefined}>
        Continue
      </Button>
      {writeRefusal ? <WriteRefused id="unblock-write-refused" reason={writeRefusal} /> : null}
    </form>
  );
}
