// GET /api/assets/watchlist — the watchlist as the threats sync last read it

import { watchlistApi } from "@/lib/api-routes/assets";
import { serve } from "@/lib/bff/serve";
import { watchlistView } from "@/lib/threats/asset-routes";
import { watchlistViewQuerySchema } from "@/lib/threats/asset-schemas";

export const GET = serve(watchlistApi, {
  permission: "read",
  query: watchlistViewQuerySchema,
  call: ({ query }, ctx) => watchlistView(ctx.organization, query.liveness),
});
