// DELETE /api/triage/reviews/:reviewId — undo a review still held in its undo window
import { ApiError } from "@/lib/bff/errors";
import { route } from "@/lib/bff/handler";
import { reviewIdParamsSchema, triageOrgQuerySchema } from "@/lib/bff/triage-schemas";
import { undoTriageReview } from "@/lib/triage/triage-service";

export const DELETE = route({
  permission: "review",
  org: "query",
  params: reviewIdParamsSchema,
  query: triageOrgQuerySchema,
  audit: { action: "triage.review.undo", target: ({ params }) => `held-review:${params.reviewId}` },
  call: async ({ params, query }) => {
    if (!(await undoTriageReview(query.slug, params.reviewId))) {
      throw new ApiError(409, "CONFLICT", "Too late to undo: the review has already been sent (or undone)");
    }
    return { undone: true };
  },
});
