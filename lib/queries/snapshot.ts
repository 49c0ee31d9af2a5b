import { queryOptions } from "@tanstack/react-query";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

export const SNAPSHOT_PATH = "/api/operations/queues/snapshot";
export const DEFAULT_WINDOW_HOURS = 168;

/** POSTs JSON and returns the parsed answer; the browser default goes through apiFetch. */
export type PostJson = <T>(path: string, body: unknown, signal?: AbortSignal) => Promise<T>;
export const postJson: PostJson = (path, body, signal) => apiFetch(path, { method: "POST", body, signal });

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
  all: (org: string) => [...orgKey(org), "snapshot"] as const,
  detail: (org: string, body: SnapshotRequestBody) => [...snapshotKeys.all(org), body] as const,
};

export function fetchSnapshot(body: SnapshotRequestBody, signal?: AbortSignal, post: PostJson = postJson): Promise<QueueSnapshot> {
  return post<QueueSnapshot>(SNAPSHOT_PATH, body, signal);
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
