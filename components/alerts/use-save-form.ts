import { useEffect, useState } from "react";
import { type DefaultValues, type FieldValues, type Path, type RegisterOptions, type Resolver, useForm } from "react-hook-form";
import { useDraftWarning } from "@/components/ui/use-unsaved-changes-warning";
import { splitErrors } from "./field-errors";

/** A refused save as the form's summary says it: how many fields say why, and what has no field. */
export type Refusal = { fieldCount: number; summary: string[] };

/**
 * The alert forms' state on react-hook-form: `resolver` checks the body with the route's own
 * schema before sending (components/ui/body-resolver.ts); the server's refusal (`error`, the last
 * save's) lands on the same fields. A field's message goes when that field is edited; the summary
 * stays until the next save.
 */
export function useSaveForm<V extends FieldValues, B>({
  defaultValues,
  resolver,
  fieldOf,
  error,
  onSave,
}: {
  defaultValues: V;
  resolver: Resolver<V, unknown, B>;
  fieldOf: (path: string) => Path<V> | null;
  error: unknown;
  onSave: (body: B) => void;
}) {
  const form = useForm<V, unknown, B>({ resolver, defaultValues: defaultValues as DefaultValues<V>, reValidateMode: "onSubmit" });
  const [refused, setRefused] = useState<Refusal | null>(null);
  const values = form.watch();
  useDraftWarning(values);

  useEffect(() => {
    const split = splitErrors(error, fieldOf);
    setRefused(split ? { fieldCount: Object.keys(split.fields).length, summary: split.summary } : null);
    for (const [field, message] of Object.entries(split?.fields ?? {})) form.setError(field as Path<V>, { type: "server", message: String(message) });
  }, [error, fieldOf, form]);

  const submit = form.handleSubmit(
    (body) => {
      setRefused(null);
      onSave(body);
    },
    (errors) => {
      const { root, ...fields } = errors;
      setRefused({ fieldCount: Object.keys(fields).length, summary: root?.message ? [root.message] : [] });
    },
  );

  return {
    form,
    values,
    submit,
    refused,
    messageOf: (field: Path<V>): string | undefined => form.getFieldState(field, form.formState).error?.message,
    /** `register` whose change takes the field's message away. */
    register: (field: Path<V>, options?: RegisterOptions<V, Path<V>>) =>
      form.register(field, { ...options, onChange: () => form.clearErrors(field) } as RegisterOptions<V, Path<V>>),
  };
}
