import { declareRoute } from "@/lib/api/define";
import type { AssetSearchResult, assetSearchBodySchema } from "@/lib/contract/asset-search";
import type { UnblockResult } from "@/lib/contract/unblock";
import type { unblockRequestBodySchema } from "@/lib/contract/unblock-request";

/** POST /api/asset/search: one asset by content or id, its reports, its takedown, who blocks it. */
export const assetSearchApi = declareRoute<{ body: typeof assetSearchBodySchema }, AssetSearchResult>()({
  method: "POST",
  path: "/api/asset/search",
  key: ["assets", "search"],
});

/** POST /api/asset/unblock: unblock an own asset, or open a dispute for anyone else's. */
export const unblockApi = declareRoute<{ body: typeof unblockRequestBodySchema }, UnblockResult>()({
  method: "POST",
  path: "/api/asset/unblock",
  key: ["assets", "unblock"],
});
