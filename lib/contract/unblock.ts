import { z } from "zod";
import { FieldReader, isObject, noteTolerated, withNotSent } from "./tolerated";

/**
 * Section 2.12: POST /asset/unblock. `disputeCreated` is true when the asset was not the caller's.
 * Read field by field: a field missing or of another type is null and named in `notSent` (the
 * result says so in words); a 2xx is never turned into a failure for what its answer lacks.
 */
export type UnblockResult = {
  success: boolean | null;
  message: string | null;
  content: string | null;
  disputeCreated: boolean | null;
  notSent?: string[];
} & { [extra: string]: unknown };

export function readUnblockResult(value: unknown): UnblockResult {
  if (!isObject(value)) {
    noteTolerated({ kind: "field-wrong-type", path: "(answer)", value });
    return { success: null, message: null, content: null, disputeCreated: null, notSent: ["success", "message", "content", "disputeCreated"] };
  }
  const r = new FieldReader(value, "answer");
  return withNotSent(r, {
    success: r.boolean("success"),
    message: r.string("message"),
    content: r.string("content"),
    disputeCreated: r.boolean("disputeCreated"),
  });
}

export const unblockResultSchema = z.unknown().transform(readUnblockResult);
