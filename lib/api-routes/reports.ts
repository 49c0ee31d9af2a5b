import { declareRoute } from "@/lib/api/define";
import type { reportByIdQuerySchema, reportIdParamsSchema } from "@/lib/bff/route-schemas";
import type { ReportById, ReportList } from "@/lib/contract/report";
import type { reportListQuerySchema } from "@/lib/contract/report-list-request";

/** GET /api/organization/reports: one page of the organization's reports, newest first (filters as comma lists). */
export const reportListApi = declareRoute<{ query: typeof reportListQuerySchema }, ReportList>()({
  method: "GET",
  path: "/api/organization/reports",
  key: ["reports", "list"],
});

/** GET /api/organization/reports/[reportId]: one report by id, found through the console's report index. */
export const reportByIdApi = declareRoute<{ params: typeof reportIdParamsSchema; query: typeof reportByIdQuerySchema }, ReportById>()({
  method: "GET",
  path: "/api/organization/reports/[reportId]",
  key: ["reports", "detail"],
});
