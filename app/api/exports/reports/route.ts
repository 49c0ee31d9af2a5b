// GET /api/exports/reports — every report of the given filters as a CSV file, streamed page by page,
// within the export caps (lib/reports/export-limits.ts)

import { route } from "@/lib/bff/handler";
import { reportMarksReader } from "@/lib/marks/service";
import { cappedReportExport } from "@/lib/reports/export-limits";
import { reportExportQuerySchema } from "@/lib/reports/export-reports";

export const GET = route({
  permission: "read",
  org: "query",
  query: reportExportQuerySchema,
  call: async ({ query }, ctx) =>
    cappedReportExport(ctx.principal, ctx.upstream(), query, {
      signal: ctx.request.signal,
      requestId: ctx.requestId,
      marks: await reportMarksReader(ctx.organization),
    }),
});
