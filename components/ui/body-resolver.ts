import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

export type SchemaIssue = z.ZodError["issues"][number];

/**
 * A react-hook-form resolver that checks what a form would send with the schema its API route
 * parses that body with, so the browser and the server hold one rule (docs/architecture.md, "Look").
 * `toBody` turns the form's text into the request body; that body, as built (not the schema's
 * output), is what `handleSubmit` hands on, so the request is the one the form always sent.
 * `fieldOf` puts an issue (its path joined with ".") on a form field, or null for the form's `root`
 * error; by default the path's first key when the form has a field of that name. `words` says an
 * issue in the form's own words where they differ from the route's.
 */
export function bodyResolver<V extends FieldValues, B>({
  schema,
  toBody,
  fieldOf,
  words,
}: {
  schema: z.ZodType;
  toBody: (values: V) => B;
  fieldOf?: (path: string) => (keyof V & string) | null;
  words?: (issue: SchemaIssue, field: (keyof V & string) | null) => string;
}): Resolver<V, unknown, B> {
  return (values) => {
    const body = toBody(values);
    const parsed = schema.safeParse(body);
    if (parsed.success) return { values: body, errors: {} };
    const errors: Record<string, FieldError> = {};
    const rest: string[] = [];
    for (const issue of parsed.error.issues) {
      const path = issue.path.map(String).join(".");
      const head = path.split(".")[0] ?? "";
      const field = fieldOf ? fieldOf(path) : head in values ? (head as keyof V & string) : null;
      const message = words?.(issue, field) ?? issue.message;
      if (field === null) rest.push(message);
      else errors[field] ??= { type: issue.code, message };
    }
    if (rest.length > 0) errors.root = { type: "schema", message: [...new Set(rest)].join("; ") };
    return { values: {}, errors: errors as FieldErrors<V> };
  };
}
