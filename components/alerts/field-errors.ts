import { ApiClientError } from "@/lib/api/errors";

/** A save's refusal split for a form: each issue on its field, and what has no field for the summary. */
export type FormErrors<K extends string> = { fields: Partial<Record<K, string>>; summary: string[] };

/**
 * Splits an error of the one API shape (`issues` with paths, lib/bff/errors.ts) by field:
 * `fieldOf` maps a body path ("secrets.url", "condition.threshold") to a form field, or null. The
 * first issue of a field is kept; issues without a field, and an error without issues, go to the
 * summary in their own words.
 */
export function splitErrors<K extends string>(error: unknown, fieldOf: (path: string) => K | null): FormErrors<K> | null {
  if (!error) return null;
  if (!(error instanceof ApiClientError)) return { fields: {}, summary: [error instanceof Error ? error.message : "Something went wrong"] };
  const fields: Partial<Record<K, string>> = {};
  const summary: string[] = [];
  for (const issue of error.issues) {
    const path = (issue.path ?? []).map(String);
    if (path[0] === "body") path.shift();
    const key = fieldOf(path.join("."));
    if (key === null) summary.push(issue.message);
    else fields[key] ??= issue.message;
  }
  if (error.issues.length === 0) summary.push(error.message);
  return { fields, summary };
}
