// POST /api/organization/proposals/:proposalId/review — approve, reject or watchlist a proposal
import { z } from "zod";
import { pathIdSchema } from "@/lib/contract/ids";
import { reviewRequestBodySchema } from "@/lib/contract/review-request";
import { route } from "@/lib/bff/handler";
import { reviewProposal } from "@/lib/upstream/proposals";

export const POST = route({
  permission: "review",
  params: z.strictObject({ proposalId: pathIdSchema }),
  body: reviewRequestBodySchema,
  audit: { action: "proposal.review", target: ({ params }) => `proposal:${params.proposalId}` },
  call: ({ params, body }, ctx) => reviewProposal(ctx.upstream(), params.proposalId, body),
});
