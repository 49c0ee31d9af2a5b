import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { ownAssetAddApi, ownAssetIndexApi, ownAssetListApi, ownAssetRemoveApi, ownAssetUpdateApi } from "@/lib/api-routes/own-assets";
import type { OwnAssetAddResult, OwnAssetChange, OwnAssetRemoval } from "@/lib/contract/own-asset";
import type { OwnAssetListQuery } from "@/lib/contract/own-asset-request";
import { apiKey, apiPrefix } from "./api-key";
import { orgKey } from "./org-key";

export const ownAssetKeys = {
  all: (org: string) => [...orgKey(org), "own-assets"] as const,
  list: (org: string, query: OwnAssetListQuery) => apiKey(org, ownAssetListApi, query),
  lists: (org: string) => apiPrefix(org, ownAssetListApi),
  index: (org: string, slug?: string) => apiKey(org, ownAssetIndexApi, slug ? { slug } : {}),
};

/** Every own asset, for the match at decision time: read once a minute at most (it changes when an admin changes it). */
export const ownAssetIndexQuery = (org: string, slug?: string) =>
  queryOptions({
    queryKey: ownAssetKeys.index(org, slug),
    queryFn: ({ signal }) => callApi(ownAssetIndexApi, { query: slug ? { slug } : {} }, { signal }),
    staleTime: 60_000,
  });

export function addOwnAssets(assets: { content: string }[]): Promise<OwnAssetAddResult> {
  return callApi(ownAssetAddApi, { body: { assets } });
}

export function updateOwnAsset(assetId: string | number, changes: { name?: string; description?: string | null }): Promise<OwnAssetChange> {
  return callApi(ownAssetUpdateApi, { params: { assetId: String(assetId) }, body: { assetId, ...changes } });
}

export function removeOwnAsset(assetId: string | number): Promise<OwnAssetRemoval> {
  return callApi(ownAssetRemoveApi, { params: { assetId: String(assetId) }, body: { assetId } });
}
