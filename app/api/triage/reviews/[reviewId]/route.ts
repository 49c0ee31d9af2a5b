// DELETE /api/triage/reviews/:reviewId — undo a review still held in its undo window; PATCH — its author has seen that it failed

import { markReviewSeenApi, undoReviewApi } from "@/lib/api-routes/triage";
import { ApiError, refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { reviewIdParamsSchema, reviewSeenBodySchema, triageOrgQuerySchema } from "@/lib/triage/triage-schemas";
import { HoldRefusedError, markFailuresSeen, undoTriageReview } from "@/lib/triage/triage-service";

export const DELETE = serve(undoReviewApi, {
  permission: "review",
  org: "query",
  params: reviewIdParamsSchema,
  query: triageOrgQuerySchema,
  audit: { action: "triage.review.undo", target: ({ params }) => `held-review:${params.reviewId}` },
  call: async ({ params }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can undo a review");
    const undone = await undoTriageReview(ctx.organization, params.reviewId, user).catch((error: unknown) => {
      throw error instanceof HoldRefusedError ? refusal(error.status, error.message) : error;
    });
    if (!undone) {
      throw new ApiError(409, "CONFLICT", "Too late to undo: the review has already been sent (or undone)");
    }
    return { undone: true as const };
  },
});

export const PATCH = serve(markReviewSeenApi, {
  permission: "read",
  params: reviewIdParamsSchema,
  body: reviewSeenBodySchema,
  call: async ({ params }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user has reviews to see");
    return markFailuresSeen(user.userId, params.reviewId);
  },
});
