// GET /api/organization/reports — one page of the organization's reports, newest first

import { route } from "@/lib/bff/handler";
import { listReportsIndexed } from "@/lib/bff/report-list";
import { reportListQuerySchema } from "@/lib/contract/report-list-request";

export const GET = route({
  permission: "read",
  org: "query",
  query: reportListQuerySchema,
  call: ({ query }, ctx) => listReportsIndexed(ctx.upstream(), query, ctx.requestId),
});
