import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { apiFetch } from "./api-fetch";

/** The windows `/api/history/queues` answers for, shortest first. */
export const TREND_WINDOWS = ["24h", "7d", "30d"] as const;
export type TrendWindow = (typeof TREND_WINDOWS)[number];

/** The four figures the console records per snapshot. */
export const TREND_FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;
export type TrendFigure = (typeof TREND_FIGURES)[number];

const figure = z.number().int().nullable();

/** One recorded point; all four figures null marks a gap (nothing recorded: never interpolate). */
const trendPointSchema = z.looseObject({
  t: z.string(),
  totalPending: figure,
  slaBreached: figure,
  openTakedowns: figure,
  staleInProgress: figure,
});

export const queueTrendSchema = z.looseObject({
  scope: z.string(),
  window: z.string(),
  from: z.string(),
  to: z.string(),
  points: z.array(trendPointSchema),
  change: z.looseObject({ totalPending: figure, slaBreached: figure, openTakedowns: figure, staleInProgress: figure }),
});

export type TrendPoint = z.output<typeof trendPointSchema>;
export type QueueTrend = z.output<typeof queueTrendSchema>;

export const reviewBudgetSchema = z.looseObject({
  limit: z.number().int().nonnegative(),
  windowHours: z.number().positive(),
  used: z.number().int().nonnegative(),
  remaining: z.number().int().nonnegative(),
  nextFreeAt: z.string().nullable(),
});

export type ReviewBudget = z.output<typeof reviewBudgetSchema>;

/** Hierarchical: invalidating ['history'] refreshes every trend and the budget. */
export const historyKeys = {
  all: ["history"] as const,
  queues: () => [...historyKeys.all, "queues"] as const,
  queue: (scope: string, window: TrendWindow) => [...historyKeys.queues(), scope, window] as const,
  reviewBudget: () => [...historyKeys.all, "review-budget"] as const,
};

/** The history scope of the snapshot shown: `all` for the staff view, `org:<slug>` otherwise. */
export function snapshotScope(snapshot: Pick<QueueSnapshot, "scope">): string {
  return snapshot.scope.all ? "all" : `org:${snapshot.scope.slug}`;
}

export function queueTrendPath(scope: string, window: TrendWindow): string {
  return `/api/history/queues?${new URLSearchParams({ scope, window })}`;
}

export async function fetchQueueTrend(scope: string, window: TrendWindow, signal?: AbortSignal): Promise<QueueTrend> {
  return queueTrendSchema.parse(await apiFetch<unknown>(queueTrendPath(scope, window), { signal }));
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

export const REVIEW_BUDGET_PATH = "/api/history/review-budget";

/** Reviews used through this console in the rolling window; refetched after every review. */
export function reviewBudgetQueryOptions() {
  return queryOptions({
    queryKey: historyKeys.reviewBudget(),
    queryFn: async ({ signal }) => reviewBudgetSchema.parse(await apiFetch<unknown>(REVIEW_BUDGET_PATH, { signal })),
    staleTime: 15_000,
    // The next free review comes back on its own: look again now and then.
    refetchInterval: 60_000,
  });
}
