import { z } from "zod";

/** Section 2.12: POST /asset/unblock. `disputeCreated` is true when the asset was not the caller's. */
export const unblockResultSchema = z.looseObject({
  success: z.boolean(),
  message: z.string(),
  content: z.string(),
  disputeCreated: z.boolean(),
});

export type UnblockResult = z.output<typeof unblockResultSchema>;
