// GET /api/organization/reports/:reportId — one report by id (the v2 list, narrowed by the console's report index)
import { reportByIdApi } from "@/lib/api-routes/reports";
import { reportByIdQuerySchema, reportIdParamsSchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getReportById } from "@/lib/reports/report-by-id";

export const GET = serve(reportByIdApi, {
  permission: "read",
  org: "query",
  params: reportIdParamsSchema,
  query: reportByIdQuerySchema,
  call: ({ params, query }, ctx) => getReportById(ctx.upstream(), params.reportId, ctx.organization, { createdAt: query.created }),
});
