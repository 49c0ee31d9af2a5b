// GET /api/organization/reports — one page of the organization's reports, newest first

import { reportListApi } from "@/lib/api-routes/reports";
import { listReportsIndexed } from "@/lib/bff/report-list";
import { serve } from "@/lib/bff/serve";
import { reportListQuerySchema } from "@/lib/contract/report-list-request";

export const GET = serve(reportListApi, {
  permission: "read",
  org: "query",
  query: reportListQuerySchema,
  call: ({ query }, ctx) => listReportsIndexed(ctx.upstream(), query, ctx.organization, ctx.requestId),
});
