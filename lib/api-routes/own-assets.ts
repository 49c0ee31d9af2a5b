import { declareRoute } from "@/lib/api/define";
import type { slugQuerySchema } from "@/lib/bff/common-schemas";
import type { OwnAsset, OwnAssetAddResult, OwnAssetChange, OwnAssetPage, OwnAssetRemoval } from "@/lib/contract/own-asset";
import type {
  consoleOwnAssetRemoveBodySchema,
  consoleOwnAssetUpdateBodySchema,
  ownAssetAddBodySchema,
  ownAssetListQuerySchema,
  ownAssetParamsSchema,
} from "@/lib/contract/own-asset-request";

const path = "/api/organization/assets";
const key = ["own-assets", "list"];

export const ownAssetListApi = declareRoute<{ query: typeof ownAssetListQuerySchema }, OwnAssetPage>()({ method: "GET", path, key });
export const ownAssetAddApi = declareRoute<{ body: typeof ownAssetAddBodySchema }, OwnAssetAddResult>()({ method: "POST", path, key });
export const ownAssetUpdateApi = declareRoute<{ params: typeof ownAssetParamsSchema; body: typeof consoleOwnAssetUpdateBodySchema }, OwnAssetChange>()({
  method: "PATCH",
  path: `${path}/[assetId]`,
  key,
});
export const ownAssetRemoveApi = declareRoute<{ params: typeof ownAssetParamsSchema; body: typeof consoleOwnAssetRemoveBodySchema }, OwnAssetRemoval>()({
  method: "DELETE",
  path: `${path}/[assetId]`,
  key,
});
/** GET /api/own-assets: every own asset (all pages), for the match at decision time in /triage. */
export const ownAssetIndexApi = declareRoute<{ query: typeof slugQuerySchema }, { assets: OwnAsset[] }>()({
  method: "GET",
  path: "/api/own-assets",
  key: ["own-assets", "index"],
});
