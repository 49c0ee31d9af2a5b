import { z } from "zod";
import { isOpaqueIdText, OPAQUE_ID_MESSAGE } from "./opaque-id-text";

/**
 * A numeric id as the embedded service's standard dialect reads it: a positive integer or a
 * numeric string without leading zeros. Kept as received. The console itself takes the service's
 * ids as `opaqueIdSchema`.
 */
export const idSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, "Expected a positive integer id")
    .refine((s) => Number.isSafeInteger(Number(s)), "Id is too large"),
]);

/** Same acceptance as idSchema, normalized to a number (what the embedded service stores). */
export const numericIdSchema = idSchema.transform((v) => Number(v));

/**
 * An id of the service (report, proposal, asset, group, takedown, attachment, finding): any
 * integer, or a non-empty printable string of at most 200 characters. Kept exactly as received
 * (an integer stays a number, "5132" stays a string) so it is sent back exactly as the service
 * gave it; never parsed as a number (docs/architecture.md, "Ids are opaque").
 */
export const opaqueIdSchema = z.union(
  [z.number().int().refine(Number.isSafeInteger, "Id is too large"), z.string().refine(isOpaqueIdText, OPAQUE_ID_MESSAGE)],
  { error: OPAQUE_ID_MESSAGE },
);

export type OpaqueId = number | string;

/** Whether a value is an id the console can key a record by. */
export const isOpaqueId = (value: unknown): value is OpaqueId =>
  (typeof value === "number" && Number.isSafeInteger(value)) || (typeof value === "string" && isOpaqueIdText(value));

export { isOpaqueIdText, opaquePathIdSchema, parseOpaqueIdParam, pathIdSchema } from "./path-id";

/** A console store row id in a path (alert rules, channels, silences): a positive 32-bit integer. */
export const idParam = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, "must be a positive integer")
  .transform(Number)
  .refine((n) => n <= 2 ** 31 - 1, "is too large");
