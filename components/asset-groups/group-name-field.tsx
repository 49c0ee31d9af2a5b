"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { type KeyboardEvent, type ReactNode, useId } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { groupNameCount, groupNameFormSchema } from "./group-name";

export type GroupNameDraft = { name: string };

/** The state of a group name form: checked on submit (trimmed, lib/contract's schema), a problem gone once the name is edited. */
export function useGroupNameForm(name: string): UseFormReturn<GroupNameDraft> {
  return useForm<GroupNameDraft>({ resolver: zodResolver(groupNameFormSchema), defaultValues: { name }, reValidateMode: "onSubmit" });
}

/** The name field of the create and rename forms: the control, the count under it as the service counts, and the problem. */
export function GroupNameField({
  form,
  label,
  autoFocus,
  onKeyDown,
}: {
  form: UseFormReturn<GroupNameDraft>;
  label: ReactNode;
  autoFocus?: boolean;
  onKeyDown?: (event: KeyboardEvent) => void;
}) {
  const countId = useId();
  return (
    <Field label={label} error={form.formState.errors.name?.message}>
      {(control) => (
        <>
          <Input
            {...control}
            {...form.register("name", { onChange: () => form.clearErrors("name") })}
            aria-describedby={[countId, control["aria-describedby"]].filter(Boolean).join(" ")}
            // Only the rename editor: it opens on the user's request, so focus belongs in it.
            autoFocus={autoFocus}
            onKeyDown={onKeyDown}
            className="w-72 max-w-full"
          />
          <span id={countId} className="block text-xs text-muted">
            {groupNameCount(form.watch("name"))}
          </span>
        </>
      )}
    </Field>
  );
}
