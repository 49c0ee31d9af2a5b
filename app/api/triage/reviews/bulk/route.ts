// POST /api/triage/reviews/bulk — one decision on many proposals: held within the remaining budget, the rest handed over to the service's Review page · DELETE — undo its held reviews together
import { bulkHoldReviewsApi, undoReviewsApi } from "@/lib/api-routes/triage";
import { ApiError } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { holdTriageReviews } from "@/lib/triage/bulk-decide";
import { bulkReviewRouteBodySchema, undoReviewsBodySchema } from "@/lib/triage/triage-schemas";
import { undoTriageReviews } from "@/lib/triage/triage-service";

export const POST = serve(bulkHoldReviewsApi, {
  permission: "review",
  write: true,
  org: "body",
  body: bulkReviewRouteBodySchema,
  // The target names what was held and what was handed over, once decided (below).
  audit: { action: "triage.review.hold-bulk" },
  call: async ({ body }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can review");
    const outcome = await holdTriageReviews(ctx.organization, { proposalIds: body.proposalIds, review: body.review, planned: body.planned }, user);
    const held = outcome.held.map((r) => r.proposalId);
    const over = outcome.handedOver.map((h) => h.proposalId);
    ctx.auditTarget(
      `${body.planned ? "planned" : "held"} ${held.length}: ${held.join(", ") || "none"}; handed over ${over.length}: ${over.join(", ") || "none"}`.slice(
        0,
        500,
      ),
    );
    return outcome;
  },
});

export const DELETE = serve(undoReviewsApi, {
  permission: "review",
  org: "body",
  body: undoReviewsBodySchema,
  audit: { action: "triage.review.undo-bulk" },
  call: async ({ body }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can undo reviews");
    const outcome = await undoTriageReviews(ctx.organization, body.ids, user);
    ctx.auditTarget(`undone ${outcome.undone.length}: ${outcome.undone.join(", ") || "none"}; too late ${outcome.tooLate.length}`.slice(0, 500));
    return outcome;
  },
});
