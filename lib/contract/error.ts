import { z } from "zod";

const issuePathSchema = z.array(z.union([z.string(), z.number()]));

/** One validation problem. Only message and path are kept; anything else the upstream adds is dropped. */
export const upstreamIssueSchema = z
  .looseObject({ message: z.string(), path: issuePathSchema.optional().catch(undefined) })
  .transform(({ message, path }) => (path === undefined ? { message } : { message, path }));

const issuesSchema = z.array(upstreamIssueSchema).optional().catch(undefined);

type Normalized = { code: string; message: string; issues?: { message: string; path?: (string | number)[] }[] };

const normalize = ({ code, message, issues }: Normalized): Normalized => (issues === undefined ? { code, message } : { code, message, issues });

const errorFieldsSchema = z.looseObject({ code: z.string(), message: z.string(), issues: issuesSchema });
const flatErrorSchema = errorFieldsSchema.transform(normalize);
const nestedErrorSchema = z.looseObject({ error: errorFieldsSchema }).transform((raw) => normalize(raw.error));

/** The upload operation's form, a single string: `{ error: "…" }` (its code is the status's). */
const stringErrorSchema = z.looseObject({ error: z.string().min(1) }).transform((raw): Normalized => ({ code: "", message: raw.error }));

/**
 * An upstream error body in any of its forms — flat `{ code, message, issues? }`, nested
 * `{ error: { code, message } }` or `{ error: "…" }` — normalized to `{ code, message, issues? }`
 * (an empty code when the body names none).
 */
export const upstreamErrorBodySchema = z.union([flatErrorSchema, nestedErrorSchema, stringErrorSchema]);
