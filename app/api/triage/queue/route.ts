// GET /api/triage/queue — the whole triage queue of the organization, most urgent first, filtered and paged
import { triageQueueApi } from "@/lib/api-routes/triage";
import { serve } from "@/lib/bff/serve";
import { triageQueueQuerySchema } from "@/lib/triage/triage-schemas";
import { triageQueueView } from "@/lib/triage/triage-service";

export const GET = serve(triageQueueApi, {
  permission: "read",
  org: "query",
  query: triageQueueQuerySchema,
  call: ({ query }, ctx) =>
    triageQueueView(
      ctx.organization,
      {
        sla: query.sla,
        age: query.age,
        assetType: query.assetType,
        brand: query.brand,
        report: query.report,
        proposal: query.proposal,
        tag: query.tag,
        assignee: query.assignee,
        snoozed: query.snoozed === "true",
      },
      { offset: query.offset, limit: query.limit },
      ctx.principal?.kind === "user" ? ctx.principal.username : "",
    ),
});
