import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { changeSavedViewApi, createSavedViewApi, deleteSavedViewApi, myDefaultViewApi, pinSavedViewApi, savedViewsApi } from "@/lib/api-routes/saved-views";
import type { SavedViewPage } from "@/lib/saved-views/view-state";
import { apiKey } from "./api-key";
import { orgKey } from "./org-key";

/** Every saved-view key sits under `['org', slug, 'saved-views']`: a change invalidates that prefix. */
export const savedViewKeys = {
  all: (org: string) => [...orgKey(org), "saved-views"] as const,
  list: (org: string, page: SavedViewPage) => apiKey(org, savedViewsApi, page),
};

/** The counts are refreshed in the background; the server reuses each for a minute (lib/saved-views/counts.ts). */
const COUNTS_STALE_MS = 60_000;
const COUNTS_REFRESH_MS = 120_000;

export function savedViewsQueryOptions(org: string, page: SavedViewPage) {
  return queryOptions({
    queryKey: savedViewKeys.list(org, page),
    queryFn: ({ signal }) => callApi(savedViewsApi, { query: { page } }, { signal }),
    staleTime: COUNTS_STALE_MS,
    refetchInterval: COUNTS_REFRESH_MS,
  });
}

export const saveView = (page: SavedViewPage, input: { name: string; shared: boolean; state: string }) =>
  callApi(createSavedViewApi, { body: { page, ...input } }).then((r) => r.view);

export const changeView = (page: SavedViewPage, viewId: string, change: { name?: string; state?: string; shared?: boolean }) =>
  callApi(changeSavedViewApi, { params: { viewId }, body: { page, ...change } }).then((r) => r.view);

export const deleteView = (viewId: string) => callApi(deleteSavedViewApi, { params: { viewId } });

export const pinView = (viewId: string, pinned: boolean) => callApi(pinSavedViewApi, { params: { viewId }, body: { pinned } });

export const setMyDefaultView = (page: SavedViewPage, viewId: string | null) => callApi(myDefaultViewApi, { body: { page, viewId } });
