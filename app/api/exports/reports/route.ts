// GET /api/exports/reports — every report of the given filters as a CSV file, streamed page by page

import { route } from "@/lib/bff/handler";
import { exportReportsCsv, reportExportQuerySchema } from "@/lib/reports/export-reports";

export const GET = route({
  permission: "read",
  org: "query",
  query: reportExportQuerySchema,
  call: ({ query }, ctx) => exportReportsCsv(ctx.upstream(), query, { signal: ctx.request.signal, requestId: ctx.requestId }),
});
