// POST /api/organization/proposals/:proposalId/review — approve, reject or watchlist a proposal
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { opaquePathIdSchema } from "@/lib/contract/ids";
import { consoleReviewRequestBodySchema } from "@/lib/contract/review-request";
import { reviewAndRemember } from "@/lib/triage/triage-service";

export const POST = route({
  permission: "review",
  write: true,
  org: "body",
  params: z.strictObject({ proposalId: opaquePathIdSchema }),
  // Ids stay as received (a numeric string stays a string): the service gets back what it sent.
  body: consoleReviewRequestBodySchema,
  audit: { action: "proposal.review", target: ({ params }) => `proposal:${params.proposalId}` },
  // A 403 is remembered as the held-review sender remembers it: the proposal leaves every queue.
  call: ({ params, body }, ctx) => reviewAndRemember(ctx.upstream(), ctx.organization, String(params.proposalId), body),
});
