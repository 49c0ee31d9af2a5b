import { z } from "zod";
import { opaqueIdSchema } from "./ids";

/**
 * An id in a v2 response: any integer or printable string (dialects and versions differ: 5132,
 * "5132", "rpt_1234567890abcdef"). Kept exactly as received, never converted, so the console
 * sends back what the service gave it.
 */
export const responseIdSchema = opaqueIdSchema;

export type ResponseId = z.output<typeof responseIdSchema>;

/** An ISO-ish timestamp string. Not parsed: an odd format is shown as is rather than refused. */
export const timestampSchema = z.string();
