// GET /api/notices — what waits for the signed-in user, from every organization: their reviews the service did not take
import { noticesApi } from "@/lib/api-routes/notices";
import { serve } from "@/lib/bff/serve";
import { reviewAuthor, userNotices } from "@/lib/triage/notices";

export const GET = serve(noticesApi, {
  permission: "read",
  call: (_input, ctx) => userNotices(reviewAuthor(ctx.principal)),
});
