// GET /api/triage/counts — how many proposals the triage list holds, in all and by the /queues buckets (the cached walk only)
import { route } from "@/lib/bff/handler";
import { triageOrgQuerySchema } from "@/lib/bff/triage-schemas";
import { triageCountsView } from "@/lib/triage/triage-service";

export const GET = route({
  permission: "read",
  org: "query",
  query: triageOrgQuerySchema,
  call: ({ query }) => triageCountsView(query.slug),
});
