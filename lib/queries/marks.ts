import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import type { RouteInput } from "@/lib/api/define";
import { bulkMarkApi, markedReportsApi, marksApi, undoBulkMarkApi } from "@/lib/api-routes/marks";
import { apiKey, apiPrefix } from "./api-key";

/**
 * The console's marks (tags, notes, assignee, snooze) under `['org', slug, 'reports', 'marks' | 'marked']`:
 * inside the reports prefix, so a live "reports.changed" refreshes them on every open screen.
 */
export const markKeys = {
  all: (org: string) => apiPrefix(org, marksApi),
  of: (org: string, kind: "report" | "proposal" | "asset", ids: readonly string[]) => apiKey(org, marksApi, { kind, ids }),
  // Under `all`: a bulk action invalidates the marks and the marked lists by one prefix.
  marked: (org: string, filter: MarkedFilter) => [...apiPrefix(org, marksApi), "reports", filter] as const,
  markedAll: (org: string) => [...apiPrefix(org, marksApi), "reports"] as const,
};

export type MarkedFilter = { tag?: string; assignee?: string; snoozed?: "true" };

/** The marks of one page of rows (20 ids): a page loaded later asks for its own. */
export const marksOptions = (org: string, kind: "report" | "proposal" | "asset", ids: readonly string[]) =>
  queryOptions({
    queryKey: markKeys.of(org, kind, ids),
    queryFn: ({ signal }) => callApi(marksApi, { query: { kind, ids: ids.join(",") } }, { signal }),
    staleTime: 30_000,
    enabled: ids.length > 0,
  });

/** The reports carrying a tag, an assignee or a snooze, 20 a page from the console's store. */
export const markedReportsOptions = (org: string, filter: MarkedFilter) =>
  infiniteQueryOptions({
    queryKey: markKeys.marked(org, filter),
    queryFn: ({ signal, pageParam }) => callApi(markedReportsApi, { query: { ...filter, offset: pageParam } }, { signal }),
    initialPageParam: 0,
    getNextPageParam: (page) => (page.nextCursor === null ? undefined : Number(page.nextCursor)),
  });

export const bulkMark = (body: RouteInput<typeof bulkMarkApi>["body"]) => callApi(bulkMarkApi, { body });
export const undoBulkMark = (batchId: string) => callApi(undoBulkMarkApi, { params: { batchId } });
