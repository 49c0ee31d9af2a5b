// GET /api/exports/reports — every report of the given filters as a CSV file, streamed page by page,
// within the export caps (lib/reports/export-limits.ts)

import { route } from "@/lib/bff/handler";
import { cappedReportExport } from "@/lib/reports/export-limits";
import { reportExportQuerySchema } from "@/lib/reports/export-reports";

export const GET = route({
  permission: "read",
  org: "query",
  query: reportExportQuerySchema,
  call: ({ query }, ctx) => cappedReportExport(ctx.principal, ctx.upstream(), query, { signal: ctx.request.signal, requestId: ctx.requestId }),
});
