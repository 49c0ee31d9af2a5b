// GET /api/alerts/history — state transitions, newest first, with each notification's delivery attempts
import { alertHistory } from "@/lib/alerts/views";
import { alertHistoryApi } from "@/lib/api-routes/alerts";
import { alertHistoryQuerySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const GET = serve(alertHistoryApi, {
  permission: "read",
  query: alertHistoryQuerySchema,
  call: async ({ query }, ctx) => ({
    entries: await alertHistory(
      await getDb(),
      { ruleId: query.ruleId, limit: query.limit },
      { userId: ctx.principal?.kind === "user" ? ctx.principal.userId : null },
    ),
  }),
});
