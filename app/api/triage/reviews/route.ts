// GET /api/triage/reviews — held and recent reviews of the organization, and the review budget; POST — hold a review for the undo window

import { holdReviewApi, triageReviewsApi } from "@/lib/api-routes/triage";
import { ApiError, refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { reviewAuthor } from "@/lib/triage/notices";
import { holdReviewRouteBodySchema, triageOrgQuerySchema } from "@/lib/triage/triage-schemas";
import { HoldRefusedError, holdTriageReview, triageReviews } from "@/lib/triage/triage-service";

export const GET = serve(triageReviewsApi, {
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: (_input, ctx) => triageReviews(ctx.organization, reviewAuthor(ctx.principal)),
});

export const POST = serve(holdReviewApi, {
  permission: "review",
  write: true,
  org: "body",
  body: holdReviewRouteBodySchema,
  audit: { action: "triage.review.hold", target: ({ body }) => `proposal:${body.proposalId}` },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can review");
    try {
      return await holdTriageReview(
        ctx.organization,
        { proposalId: body.proposalId, body: body.review },
        { username: user.username, userId: user.userId, role: user.role },
      );
    } catch (error) {
      if (error instanceof HoldRefusedError) throw refusal(error.status, error.message);
      throw error;
    }
  },
});
