// GET /api/organization/reports — one page of the organization's reports, newest first
import { reportListQuerySchema } from "@/lib/contract/report-list-request";
import { route } from "@/lib/bff/handler";
import { listReports } from "@/lib/upstream/reports";

export const GET = route({
  permission: "read",
  org: "query",
  query: reportListQuerySchema,
  call: ({ query }, ctx) => listReports(ctx.upstream(), query),
});
