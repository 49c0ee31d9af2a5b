import * as z from "zod/mini";
import { isOpaqueIdText, OPAQUE_ID_MESSAGE } from "./opaque-id-text";

const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const ID_MESSAGE = "Expected a positive integer id";

/**
 * A numeric path segment or query id, normalized to a number: what the embedded service's own
 * routes and the report filters' brand and user ids take. Written with zod/mini so the report
 * filters can check ids in the browser without shipping all of zod. The console's routes take the
 * service's ids as `opaquePathIdSchema`.
 */
export const pathIdSchema = z.pipe(
  z.pipe(z.string(ID_MESSAGE).check(z.regex(ID_PATTERN, ID_MESSAGE)), z.transform(Number)),
  z.number().check(z.refine((n) => Number.isSafeInteger(n), "Id is too large")),
);

/**
 * An id in a console path segment or URL (`/reports?report=rpt_…`): any printable text, kept as
 * text exactly as received. A path segment cannot tell 5132 from "5132"; the service's own value
 * is found by comparing `String(id)` (see `idKey` in ids.ts).
 */
export const opaquePathIdSchema = z
  .string(OPAQUE_ID_MESSAGE)
  // "." and ".." would move up a path even percent-encoded (the URL standard reads %2e as a dot).
  .check(z.refine((text) => isOpaqueIdText(text) && text !== "." && text !== "..", OPAQUE_ID_MESSAGE));

export { isOpaqueIdText, parseOpaqueIdParam } from "./opaque-id-text";
