import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { ApiClientError } from "@/lib/api/errors";
import { assetSearchApi } from "@/lib/api-routes/asset";
import type { AssetSearchResult } from "@/lib/contract/asset-search";
import { apiPrefix } from "./api-key";
import { orgKey } from "./org-key";

export type AssetLookup = { content: string } | { assetId: string | number };

export const assetKeys = {
  all: (org: string) => [...orgKey(org), "assets"] as const,
  searches: (org: string) => apiPrefix(org, assetSearchApi),
  search: (org: string, lookup: AssetLookup, slug?: string | null) => [...assetKeys.searches(org), lookup, slug ?? null] as const,
};

/** The asset, or null when the service does not know it (404); other failures are thrown. */
export async function searchAsset(lookup: AssetLookup, slug?: string | null, signal?: AbortSignal): Promise<AssetSearchResult | null> {
  try {
    return await callApi(assetSearchApi, { body: { ...lookup, ...(slug ? { slug } : {}) } }, { signal });
  } catch (error) {
    if (error instanceof ApiClientError && error.status === 404) return null;
    throw error;
  }
}

/** POST /api/asset/search for one asset by content or id; `null` data means "not known to the service". */
export function assetSearchQueryOptions(org: string, lookup: AssetLookup, slug?: string | null) {
  return queryOptions({
    queryKey: assetKeys.search(org, lookup, slug),
    queryFn: ({ signal }) => searchAsset(lookup, slug, signal),
    staleTime: 30_000,
    retry: (count, error) => !(error instanceof ApiClientError && error.status < 500) && count < 1,
  });
}
