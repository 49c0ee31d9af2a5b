import { declareRoute } from "@/lib/api/define";
import type { queueTrendQuerySchema } from "@/lib/bff/route-schemas";
import type { Trend } from "@/lib/history/queue-history.types";

/** GET /api/history/queues: one scope's recorded queue figures over a window. */
export const queueTrendApi = declareRoute<{ query: typeof queueTrendQuerySchema }, Trend>()({
  method: "GET",
  path: "/api/history/queues",
  key: ["history", "queues"],
});
