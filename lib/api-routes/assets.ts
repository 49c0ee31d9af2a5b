import { declareRoute } from "@/lib/api/define";
import type { AssetPage, ThreatSyncView, WatchlistView } from "@/lib/threats/asset-list.types";
import type {
  assetListQuerySchema,
  emptyQuerySchema,
  followBodySchema,
  followSeenBodySchema,
  funnelQuerySchema,
  watchlistViewQuerySchema,
} from "@/lib/threats/asset-schemas";
import type { FollowingView } from "@/lib/threats/follows.types";
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

/** GET /api/assets/following: the assets the signed-in user follows, with what changed since they last looked. */
export const followingApi = declareRoute<{ query: typeof emptyQuerySchema }, FollowingView>()({
  method: "GET",
  path: "/api/assets/following",
  key: ["assets", "following"],
});

/** POST /api/assets/following: follow an asset. */
export const followApi = declareRoute<{ body: typeof followBodySchema }, FollowingView>()({
  method: "POST",
  path: "/api/assets/following",
  key: ["assets", "following"],
});

/** DELETE /api/assets/following: unfollow an asset. */
export const unfollowApi = declareRoute<{ body: typeof followBodySchema }, FollowingView>()({
  method: "DELETE",
  path: "/api/assets/following",
  key: ["assets", "following"],
});

/** PATCH /api/assets/following: mark what changed as seen. */
export const followSeenApi = declareRoute<{ body: typeof followSeenBodySchema }, FollowingView>()({
  method: "PATCH",
  path: "/api/assets/following",
  key: ["assets", "following"],
});
