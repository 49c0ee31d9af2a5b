import "server-only";
import { type ReviewResult, reviewResultSchema } from "@/lib/contract/review";
import type { ConsoleReviewRequestBody, ReviewRequestBody } from "@/lib/contract/review-request";
import type { CallOptions, PathId } from "./call-options";
import type { UpstreamClient } from "./client";
import { idSegment } from "./url";

/** POST /organization/proposals/{proposalId}/review. A mutation: never retried (APPROVE cannot be undone). */
export async function reviewProposal(
  client: UpstreamClient,
  proposalId: PathId,
  /** Ids as the console received them (kept), or as the service stores them. */
  body: ConsoleReviewRequestBody | ReviewRequestBody,
  opts: CallOptions = {},
): Promise<ReviewResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["organization", "proposals", idSegment(proposalId), "review"],
    body,
    idempotent: false,
    schema: reviewResultSchema,
    ...opts,
  });
  return data;
}
