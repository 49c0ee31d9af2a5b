// GET /api/history/queues — the recorded trend of a queue scope over 24 h, 7 d or 30 d
import { queueTrendApi } from "@/lib/api-routes/history";
import { queueTrendQuerySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { trendFor } from "@/lib/history/snapshot-history";

export const GET = serve(queueTrendApi, {
  permission: "read",
  wall: true,
  query: queueTrendQuerySchema,
  call: ({ query }) => trendFor(query.scope, query.window),
});
