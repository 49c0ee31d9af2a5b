import { z } from "zod";

/** Body of POST /asset/unblock: both fields required and non-blank; content is trimmed. */
export const unblockRequestBodySchema = z.strictObject({
  content: z.string({ error: "content is required" }).trim().min(1, "content is required").max(2048, "content must be at most 2048 characters"),
  reason: z.string({ error: "reason is required" }).trim().min(1, "reason is required").max(2000, "reason must be at most 2000 characters"),
  slug: z.string().min(1).max(100).optional(),
});

export type UnblockRequestBody = z.output<typeof unblockRequestBodySchema>;
