import { declareRoute } from "@/lib/api/define";
import type {
  bulkReviewRouteBodySchema,
  claimRouteBodySchema,
  confirmReviewsBodySchema,
  holdReviewRouteBodySchema,
  reviewIdParamsSchema,
  reviewSeenBodySchema,
  triageOrgQuerySchema,
  triageQueueQuerySchema,
  undoReviewsBodySchema,
} from "@/lib/triage/triage-schemas";
import type {
  BulkDecisionView,
  HeldReviewView,
  TodaysPlanView,
  TriageClaimsView,
  TriageClaimView,
  TriageCountsView,
  TriageQueueView,
  TriageReviewsView,
} from "@/lib/triage/view-types";

// Keys sit under the organization's 'reports' prefix (lib/queries/triage.ts), so a review's
// invalidation of the reports refreshes the queue too.

/** GET /api/triage/queue: the whole queue, most urgent first, filtered (comma lists) and paged. */
export const triageQueueApi = declareRoute<{ query: typeof triageQueueQuerySchema }, TriageQueueView>()({
  method: "GET",
  path: "/api/triage/queue",
  key: ["reports", "triage", "queue"],
});

/** GET /api/triage/counts: how many proposals the list holds, in all and by bucket (null until walked). */
export const triageCountsApi = declareRoute<{ query: typeof triageOrgQuerySchema }, TriageCountsView>()({
  method: "GET",
  path: "/api/triage/counts",
  key: ["reports", "triage", "counts"],
});

/** GET /api/triage/plan: today's plan, the queue ranked by likely harm within the remaining budget. */
export const triagePlanApi = declareRoute<{ query: typeof triageOrgQuerySchema }, TodaysPlanView>()({
  method: "GET",
  path: "/api/triage/plan",
  key: ["reports", "triage", "plan"],
});

/** GET /api/triage/claims: who holds which proposal now. */
export const triageClaimsApi = declareRoute<{ query: typeof triageOrgQuerySchema }, TriageClaimsView>()({
  method: "GET",
  path: "/api/triage/claims",
  key: ["reports", "triage", "claims"],
});

/** POST /api/triage/claims: claim (or renew, or take over) the proposal being looked at. */
export const claimProposalApi = declareRoute<{ body: typeof claimRouteBodySchema }, TriageClaimView & { proposalId: string }>()({
  method: "POST",
  path: "/api/triage/claims",
  key: ["reports", "triage", "claims"],
});

/** DELETE /api/triage/claims: let the proposal go. */
export const releaseClaimApi = declareRoute<{ body: typeof claimRouteBodySchema }, { released: true }>()({
  method: "DELETE",
  path: "/api/triage/claims",
  key: ["reports", "triage", "claims"],
});

/** GET /api/triage/reviews: held and recent reviews, and the review budget. */
export const triageReviewsApi = declareRoute<{ query: typeof triageOrgQuerySchema }, TriageReviewsView>()({
  method: "GET",
  path: "/api/triage/reviews",
  key: ["reports", "triage", "reviews"],
});

/** POST /api/triage/reviews: hold a review for the undo window (201). */
export const holdReviewApi = declareRoute<{ body: typeof holdReviewRouteBodySchema }, HeldReviewView>()({
  method: "POST",
  path: "/api/triage/reviews",
  key: ["reports", "triage", "reviews"],
});

/** POST /api/triage/reviews/bulk: one decision on many proposals, held within the budget, the rest handed over. */
export const bulkHoldReviewsApi = declareRoute<{ body: typeof bulkReviewRouteBodySchema }, BulkDecisionView>()({
  method: "POST",
  path: "/api/triage/reviews/bulk",
  key: ["reports", "triage", "reviews", "bulk"],
});

/** POST /api/triage/reviews/confirm: planned reviews confirmed together; each is then held for the undo window. */
export const confirmReviewsApi = declareRoute<{ body: typeof confirmReviewsBodySchema }, { confirmed: number[]; notPlanned: number[] }>()({
  method: "POST",
  path: "/api/triage/reviews/confirm",
  key: ["reports", "triage", "reviews", "confirm"],
});

/** DELETE /api/triage/reviews/[reviewId]: undo a review still held. */
/** DELETE /api/triage/reviews/bulk: a bulk decision's held reviews undone together; those already on their way are said. */
export const undoReviewsApi = declareRoute<{ body: typeof undoReviewsBodySchema }, { undone: number[]; tooLate: number[] }>()({
  method: "DELETE",
  path: "/api/triage/reviews/bulk",
  key: ["reports", "triage", "reviews", "bulk"],
});

export const undoReviewApi = declareRoute<{ params: typeof reviewIdParamsSchema; query: typeof triageOrgQuerySchema }, { undone: true }>()({
  method: "DELETE",
  path: "/api/triage/reviews/[reviewId]",
  key: ["reports", "triage", "reviews"],
});

/** PATCH /api/triage/reviews/[reviewId]: its author has seen that the review failed (it stops being shown to them). */
export const markReviewSeenApi = declareRoute<{ params: typeof reviewIdParamsSchema; body: typeof reviewSeenBodySchema }, { seen: number }>()({
  method: "PATCH",
  path: "/api/triage/reviews/[reviewId]",
  key: ["reports", "triage", "reviews"],
});
