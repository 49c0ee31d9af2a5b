import { z } from "zod";

/**
 * An id as v2 sends it: a positive integer or a numeric string without leading zeros
 * (some dialects send ids as strings). Kept as received so the console can send it back unchanged.
 */
export const idSchema = z.union([
  z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  z
    .string()
    .regex(/^[1-9][0-9]{0,15}$/, "Expected a positive integer id")
    .refine((s) => Number.isSafeInteger(Number(s)), "Id is too large"),
]);

export type Id = z.infer<typeof idSchema>;

/** Same acceptance as idSchema, normalized to a number (what the service stores). */
export const numericIdSchema = idSchema.transform((v) => Number(v));

export { pathIdSchema } from "./path-id";
