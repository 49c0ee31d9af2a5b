// GET /api/triage/counts — how many proposals the triage list holds, in all and by the /queues buckets (the cached walk only)
import { triageCountsApi } from "@/lib/api-routes/triage";
import { serve } from "@/lib/bff/serve";
import { triageOrgQuerySchema } from "@/lib/triage/triage-schemas";
import { triageCountsView } from "@/lib/triage/triage-service";

export const GET = serve(triageCountsApi, {
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: (_input, ctx) => triageCountsView(ctx.organization),
});
