import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { assetFunnelApi, assetListApi, followApi, followingApi, followSeenApi, threatSyncApi, unfollowApi, watchlistApi } from "@/lib/api-routes/assets";
import type { AssetPage } from "@/lib/threats/asset-list.types";
import { apiKey } from "./api-key";

/** The /assets filters as the address holds them; absent is null, so the same filters make the same key. */
export type AssetFilterValues = {
  state: string[] | null;
  liveness: string[] | null;
  brand: string | null;
  takedown: string | null;
  from: Date | null;
  to: Date | null;
  q: string | null;
  liveAgain: boolean | null;
  reached: "escalated" | "blocked" | "submitted" | "completed" | null;
  tag: string | null;
  assignee: string | null;
  snoozed: boolean | null;
};

export type AssetQuery = {
  state?: string;
  liveness?: string;
  brand?: string;
  takedown?: string;
  from?: string;
  to?: string;
  q?: string;
  liveAgain?: "true";
  reached?: "escalated" | "blocked" | "submitted" | "completed";
  tag?: string;
  assignee?: string;
  snoozed?: "true";
};

/** The filters as the route's query (lists comma-separated, times ISO). */
export function toAssetQuery(v: AssetFilterValues): AssetQuery {
  const query: AssetQuery = {};
  if (v.state?.length) query.state = v.state.join(",");
  if (v.liveness?.length) query.liveness = v.liveness.join(",");
  if (v.brand) query.brand = v.brand;
  if (v.takedown) query.takedown = v.takedown;
  if (v.from) query.from = v.from.toISOString();
  if (v.to) query.to = v.to.toISOString();
  if (v.q) query.q = v.q;
  if (v.liveAgain) query.liveAgain = "true";
  if (v.reached) query.reached = v.reached;
  if (v.tag) query.tag = v.tag;
  if (v.assignee) query.assignee = v.assignee;
  if (v.snoozed) query.snoozed = "true";
  return query;
}

export const ASSET_PAGE_SIZE = 50;

export const assetListQuery = (org: string, query: AssetQuery) =>
  infiniteQueryOptions({
    queryKey: apiKey(org, assetListApi, query),
    queryFn: ({ pageParam, signal }): Promise<AssetPage> =>
      callApi(assetListApi, { query: { ...query, limit: ASSET_PAGE_SIZE, ...(pageParam ? { cursor: pageParam } : {}) } }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** What the sync stored of these assets (a report's, in its panel); one page: at most 50 ids. */
export const assetsByIdQuery = (org: string, ids: readonly string[]) =>
  queryOptions({
    queryKey: apiKey(org, assetListApi, { ids: ids.join(",") }),
    queryFn: ({ signal }): Promise<AssetPage> => callApi(assetListApi, { query: { ids: ids.join(","), limit: 50 } }, { signal }),
  });

/** The CSV of everything the filters match (not only the pages loaded). */
export function assetExportHref(query: AssetQuery): string {
  const text = new URLSearchParams(query as Record<string, string>).toString();
  return `/api/assets/export${text ? `?${text}` : ""}`;
}

export const watchlistQuery = (org: string, liveness: string[] | null) =>
  queryOptions({
    queryKey: apiKey(org, watchlistApi, { liveness: liveness?.join(",") ?? null }),
    queryFn: ({ signal }) => callApi(watchlistApi, { query: liveness?.length ? { liveness: liveness.join(",") } : {} }, { signal }),
  });

/** The sync's progress, read again every 30 s while shown. */
export const threatSyncQuery = (org: string) =>
  queryOptions({
    queryKey: apiKey(org, threatSyncApi, {}),
    queryFn: ({ signal }) => callApi(threatSyncApi, { query: {} }, { signal }),
    refetchInterval: 30_000,
  });

export const assetFunnelQuery = (org: string, from: string, to: string) =>
  queryOptions({
    queryKey: apiKey(org, assetFunnelApi, { from, to }),
    queryFn: ({ signal }) => callApi(assetFunnelApi, { query: { from, to } }, { signal }),
  });

/** The user's follows; every change answers the whole list, written into this one key. */
export const followingQuery = (org: string) =>
  queryOptions({
    queryKey: apiKey(org, followingApi, {}),
    queryFn: ({ signal }) => callApi(followingApi, { query: {} }, { signal }),
    refetchInterval: 60_000,
  });

export type FollowChangeInput = { kind: "follow" | "unfollow"; assetId: string } | { kind: "seen"; assetId: string | null };

export function changeFollows(input: FollowChangeInput) {
  if (input.kind === "follow") return callApi(followApi, { body: { assetId: input.assetId } });
  if (input.kind === "unfollow") return callApi(unfollowApi, { body: { assetId: input.assetId } });
  return callApi(followSeenApi, { body: input.assetId === null ? {} : { assetId: input.assetId } });
}
