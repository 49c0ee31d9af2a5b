// POST /api/organization/proposals/:proposalId/review — approve, reject or watchlist a proposal
import { z } from "zod";
import { pathIdSchema } from "@/lib/contract/ids";
import { consoleReviewRequestBodySchema } from "@/lib/contract/review-request";
import { route } from "@/lib/bff/handler";
import { reviewProposal } from "@/lib/upstream/proposals";

export const POST = route({
  permission: "review",
  org: "body",
  params: z.strictObject({ proposalId: pathIdSchema }),
  // Ids stay as received (a numeric string stays a string): the service gets back what it sent.
  body: consoleReviewRequestBodySchema,
  audit: { action: "proposal.review", target: ({ params }) => `proposal:${params.proposalId}` },
  call: ({ params, body }, ctx) => reviewProposal(ctx.upstream(), params.proposalId, body),
});
