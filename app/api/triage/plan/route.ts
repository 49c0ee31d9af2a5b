// GET /api/triage/plan — today's plan: the stored queue ranked by likely harm, one per asset, as many as the remaining review budget covers
import { triagePlanApi } from "@/lib/api-routes/triage";
import { serve } from "@/lib/bff/serve";
import { todaysPlanView } from "@/lib/triage/plan-view";
import { triageOrgQuerySchema } from "@/lib/triage/triage-schemas";

export const GET = serve(triagePlanApi, {
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: (_input, ctx) => todaysPlanView(ctx.organization),
});
