// GET /api/marks/reports — a page of the reports with a tag, an assignee or a snooze, from the console's store
import { markedReportsApi } from "@/lib/api-routes/marks";
import { serve } from "@/lib/bff/serve";
import { markedReportsQuerySchema } from "@/lib/marks/schemas";
import { markedReports } from "@/lib/marks/service";

export const GET = serve(markedReportsApi, {
  permission: "read",
  org: "query",
  query: markedReportsQuerySchema,
  call: ({ query }, ctx) => markedReports(query, ctx),
});
