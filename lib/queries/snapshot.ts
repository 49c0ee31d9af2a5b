import { queryOptions } from "@tanstack/react-query";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { apiFetch } from "./api-fetch";

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

export const snapshotKeys = {
  all: ["snapshot"] as const,
  detail: (body: SnapshotRequestBody) => ["snapshot", body] as const,
};

export function fetchSnapshot(body: SnapshotRequestBody, signal?: AbortSignal, post: PostJson = postJson): Promise<QueueSnapshot> {
  return post<QueueSnapshot>(SNAPSHOT_PATH, body, signal);
}

export function snapshotQueryOptions(filters: SnapshotFilters, refetchInterval: number | false = false) {
  const body = snapshotBody(filters);
  return queryOptions({
    queryKey: snapshotKeys.detail(body),
    queryFn: ({ signal }) => fetchSnapshot(body, signal),
    refetchInterval,
    // Back on the tab after a pause: refresh if the data is older than half an interval.
    staleTime: refetchInterval === false ? 30_000 : Math.floor(refetchInterval / 2),
    refetchOnWindowFocus: true,
  });
}
