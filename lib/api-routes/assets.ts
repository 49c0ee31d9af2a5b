import { declareRoute } from "@/lib/api/define";
import type { AssetPage, ThreatSyncView, WatchlistView } from "@/lib/threats/asset-list.types";
import type { assetListQuerySchema, emptyQuerySchema, funnelQuerySchema, watchlistViewQuerySchema } from "@/lib/threats/asset-schemas";
import type { FunnelView } from "@/lib/threats/funnel.types";

/** GET /api/assets: the organization's reported assets as the threats sync stored them, filtered, keyset-paged. */
export const assetListApi = declareRoute<{ query: typeof assetListQuerySchema }, AssetPage>()({
  method: "GET",
  path: "/api/assets",
  key: ["assets", "list"],
});

/** GET /api/assets/watchlist: the watchlist as last read. */
export const watchlistApi = declareRoute<{ query: typeof watchlistViewQuerySchema }, WatchlistView>()({
  method: "GET",
  path: "/api/assets/watchlist",
  key: ["assets", "watchlist"],
});

/** GET /api/assets/sync: the threats sync's progress and freshness. */
export const threatSyncApi = declareRoute<{ query: typeof emptyQuerySchema }, ThreatSyncView>()({
  method: "GET",
  path: "/api/assets/sync",
  key: ["assets", "sync"],
});

/** GET /api/assets/funnel: reported → escalated → blocked → takedown submitted → completed for a period. */
export const assetFunnelApi = declareRoute<{ query: typeof funnelQuerySchema }, FunnelView>()({
  method: "GET",
  path: "/api/assets/funnel",
  key: ["assets", "funnel"],
});
