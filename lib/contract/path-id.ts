import * as z from "zod/mini";

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const ID_MESSAGE = "Expected a positive integer id";

/**
 * A path segment or query id: only the numeric-string form, normalized to a number. Written with
 * zod/mini so the report filters can check ids in the browser without shipping all of zod.
 */
export const pathIdSchema = z.pipe(
  z.pipe(z.string(ID_MESSAGE).check(z.regex(ID_PATTERN, ID_MESSAGE)), z.transform(Number)),
  z.number().check(z.refine((n) => Number.isSafeInteger(n), "Id is too large")),
);
