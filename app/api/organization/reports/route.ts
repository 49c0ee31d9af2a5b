// GET /api/organization/reports — one page of the organization's reports, newest first

import { reportListApi } from "@/lib/api-routes/reports";
import { serve } from "@/lib/bff/serve";
import { reportListQuerySchema } from "@/lib/contract/report-list-request";
import { listReportsIndexed } from "@/lib/reports/report-list";

export const GET = serve(reportListApi, {
  permission: "read",
  org: "query",
  query: reportListQuerySchema,
  call: ({ query }, ctx) => listReportsIndexed(ctx.upstream(), query, ctx.organization, ctx.requestId),
});
