import { z } from "zod";

/**
 * An id in a v2 response: a number or a string of digits (dialects differ). Kept exactly as
 * received — never converted — so the console sends back what the service gave it.
 * Wider than the request-side `idSchema` of ids.ts on purpose: a response is shown, not refused.
 */
export const responseIdSchema = z.union([z.number().int().nonnegative(), z.string().regex(/^[0-9]+$/, "Expected a numeric id")]);

export type ResponseId = z.output<typeof responseIdSchema>;

/** An ISO-ish timestamp string. Not parsed: an odd format is shown as is rather than refused. */
export const timestampSchema = z.string();
