import { queryOptions } from "@tanstack/react-query";
import { callApi, send, type Transport } from "@/lib/api/client";
import { snapshotApi } from "@/lib/api-routes/operations";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { apiKey, apiPrefix } from "./api-key";

export const SNAPSHOT_PATH = snapshotApi.path;
export const DEFAULT_WINDOW_HOURS = 168;

/** POSTs JSON and returns the parsed answer (the wall's and the tests' seam); the browser's goes through `send`. */
export type PostJson = (path: string, body: unknown, signal?: AbortSignal) => Promise<unknown>;
export const postJson: PostJson = (path, body, signal) => send("POST", path, body, signal);

/** A declared route's call over a `PostJson`. */
export const overPost =
  (post: PostJson): Transport =>
  (_method, url, body, signal) =>
    post(url, body, signal);

export type SnapshotFilters = { slug?: string | null; all?: boolean | null; windowHours?: number | null };
export type SnapshotRequestBody = { slug?: string; all: boolean; windowHours: number };

/**
 * The one body shape sent for a set of filters: same keys, same order, defaults written out.
 * Screens showing the same thing send byte-identical bodies, so the server coalesces them.
 */
export function snapshotBody(filters: SnapshotFilters = {}): SnapshotRequestBody {
  const slug = filters.slug?.trim();
  return {
    ...(slug ? { slug } : {}),
    all: filters.all === true,
    windowHours: filters.windowHours && filters.windowHours > 0 ? filters.windowHours : DEFAULT_WINDOW_HOURS,
  };
}

/** Under the organization chosen in the shell: a body without `slug` is answered for that organization. */
export const snapshotKeys = {
  all: (org: string) => apiPrefix(org, snapshotApi),
  detail: (org: string, body: SnapshotRequestBody) => apiKey(org, snapshotApi, body),
};

export function fetchSnapshot(body: SnapshotRequestBody, signal?: AbortSignal, post: PostJson = postJson): Promise<QueueSnapshot> {
  return callApi(snapshotApi, { body }, { signal, transport: overPost(post) });
}

export function snapshotQueryOptions(org: string, filters: SnapshotFilters, refetchInterval: number | false = false) {
  const body = snapshotBody(filters);
  return queryOptions({
    queryKey: snapshotKeys.detail(org, body),
    queryFn: ({ signal }) => fetchSnapshot(body, signal),
    refetchInterval,
    // Back on the tab after a pause: refresh if the data is older than half an interval.
    staleTime: refetchInterval === false ? 30_000 : Math.floor(refetchInterval / 2),
    refetchOnWindowFocus: true,
  });
}
