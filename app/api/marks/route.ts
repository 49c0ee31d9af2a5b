// GET /api/marks — the console's tags, assignee, snooze and newest notes of the given reports or proposals
import { marksApi } from "@/lib/api-routes/marks";
import { serve } from "@/lib/bff/serve";
import { marksQuerySchema } from "@/lib/marks/schemas";
import { marksOf } from "@/lib/marks/service";

export const GET = serve(marksApi, {
  permission: "read",
  org: "query",
  query: marksQuerySchema,
  call: ({ query }, ctx) => marksOf(query, ctx),
});
