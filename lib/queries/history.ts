import { queryOptions } from "@tanstack/react-query";
import { callApi, routeUrl } from "@/lib/api/client";
import { queueTrendApi } from "@/lib/api-routes/history";
import { ruleScopeOfSnapshot } from "@/lib/contract/organization-scope";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import type { Trend, TrendPoint } from "@/lib/history/queue-history.types";

/** The windows `/api/history/queues` answers for, shortest first. */
export const TREND_WINDOWS = ["24h", "7d", "30d"] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];

/** The four figures the console records per snapshot. */
export const TREND_FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;
export type TrendFigure = (typeof TREND_FIGURES)[number];

/** The answers of /api/history/*, typed by the routes that build them (our own server, not re-checked here). */
export type QueueTrend = Trend;
export type { TrendPoint };

/**
 * Hierarchical: invalidating ['history'] refreshes every trend and the budget. Not under an
 * organization: a trend names its scope in the key and the request, and the review budget is the console's.
 */
export const historyKeys = {
  all: ["history"] as const,
  queues: () => [...historyKeys.all, "queues"] as const,
  queue: (scope: string, window: TrendWindow) => [...historyKeys.queues(), scope, window] as const,
  reviewBudget: () => [...historyKeys.all, "review-budget"] as const,
};

/** The history scope of the snapshot shown: `all` for the staff view, `org:<slug>` otherwise. */
export function snapshotScope(snapshot: Pick<QueueSnapshot, "scope">): string | null {
  // Whose queue it is was not sent (null): no history to ask for.
  return ruleScopeOfSnapshot(snapshot.scope);
}

export function queueTrendPath(scope: string, window: TrendWindow): string {
  return routeUrl(queueTrendApi, undefined, { scope, window });
}

export function fetchQueueTrend(scope: string, window: TrendWindow, signal?: AbortSignal): Promise<QueueTrend> {
  return callApi(queueTrendApi, { query: { scope, window } }, { signal });
}

/**
 * The recorded trend of a scope. Not polled on its own: the page refetches it whenever the
 * snapshot it shows is refreshed (each snapshot fetched is what adds a point).
 */
export function queueTrendQueryOptions(scope: string, window: TrendWindow) {
  return queryOptions({
    queryKey: historyKeys.queue(scope, window),
    queryFn: ({ signal }) => fetchQueueTrend(scope, window, signal),
    staleTime: 30_000,
  });
}
