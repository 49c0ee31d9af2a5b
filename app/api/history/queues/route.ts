// GET /api/history/queues — the recorded trend of a queue scope over 24 h, 7 d or 30 d
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { trendFor } from "@/lib/bff/queue-history";

export const GET = route({
  permission: "read",
  wall: true,
  query: z.strictObject({
    scope: z.string().regex(/^(all|org:[a-z0-9][a-z0-9-]{0,99})$/, "scope is `all` or `org:<slug>`"),
    window: z.enum(["24h", "7d", "30d"]).default("24h"),
  }),
  call: ({ query }) => trendFor(query.scope, query.window),
});
