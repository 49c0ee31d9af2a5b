// POST /api/triage/reviews/confirm — planned reviews (Today's ten) confirmed together: each is held for the undo window, then sent

import { confirmReviewsApi } from "@/lib/api-routes/triage";
import { ApiError } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { confirmTriageReviews } from "@/lib/triage/bulk-decide";
import { confirmReviewsBodySchema } from "@/lib/triage/triage-schemas";

export const POST = serve(confirmReviewsApi, {
  permission: "review",
  write: true,
  org: "body",
  body: confirmReviewsBodySchema,
  audit: { action: "triage.review.confirm" },
  call: async ({ body }, ctx) => {
    const user = ctx.principal?.kind === "user" ? ctx.principal : null;
    if (!user) throw new ApiError(403, "FORBIDDEN", "Only a signed-in user can confirm reviews");
    const outcome = await confirmTriageReviews(ctx.organization, body.ids, user);
    ctx.auditTarget(`confirmed ${outcome.confirmed.length}: ${outcome.confirmed.join(", ") || "none"}; not planned ${outcome.notPlanned.length}`.slice(0, 500));
    return outcome;
  },
});
