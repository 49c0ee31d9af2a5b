// GET /api/history/queues — the recorded trend of a queue scope over 24 h, 7 d or 30 d
import { queueTrendApi } from "@/lib/api-routes/history";
import { trendFor } from "@/lib/bff/queue-history";
import { queueTrendQuerySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";

export const GET = serve(queueTrendApi, {
  permission: "read",
  wall: true,
  query: queueTrendQuerySchema,
  call: ({ query }) => trendFor(query.scope, query.window),
});
