import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi, routeUrl } from "@/lib/api/client";
import type { RouteInput } from "@/lib/api/define";
import {
  bulkHoldReviewsApi,
  claimProposalApi,
  confirmReviewsApi,
  holdReviewApi,
  markReviewSeenApi,
  releaseClaimApi,
  triageClaimsApi,
  triageCountsApi,
  triagePlanApi,
  triageQueueApi,
  triageReviewsApi,
  undoReviewApi,
  undoReviewsApi,
} from "@/lib/api-routes/triage";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { pollEvery } from "@/lib/live/poll";
import type { TriageFilters } from "@/lib/triage/queue-order";
import type { TriageCounts } from "@/lib/triage/view-types";
import { apiPrefix } from "./api-key";
import { orgKey } from "./org-key";

export const TRIAGE_PAGE_SIZE = 50;

/**
 * The organization a triage call acts on: the page's `?slug=` when it names one (read as /queues
 * reads it), else the one chosen in the shell (the route applies the cookie). Query keys carry it
 * through `org`, so each organization's queue is cached apart.
 */
const slugQuery = (slug: string | undefined) => (slug ? { slug } : {});
const slugBody = slugQuery;

/** The queue's filters as the page holds them: the server's own type (lib/triage/queue-order.ts). */
export type TriageQueueFilters = TriageFilters;

/**
 * Under the organization's 'reports' prefix, so that invalidating the organization's reports (a
 * review, /reports) refreshes its queue too, and nothing of one organization shows for another.
 */
export const triageKeys = {
  all: (org: string) => [...orgKey(org), "reports", "triage"] as const,
  queues: (org: string) => apiPrefix(org, triageQueueApi),
  queue: (org: string, filters: TriageQueueFilters, limit: number) => [...triageKeys.queues(org), { ...filters, limit }] as const,
  reviews: (org: string) => apiPrefix(org, triageReviewsApi),
  claims: (org: string) => apiPrefix(org, triageClaimsApi),
  counts: (org: string) => apiPrefix(org, triageCountsApi),
  plan: (org: string) => apiPrefix(org, triagePlanApi),
};

/** A colleague's claim shows within this long while the live stream is down (with it, at once: lib/live). */
export const CLAIMS_POLL_MS = 1_000;

/**
 * Who holds which proposal: one read of the console's own store, polled while the page is visible.
 * `live`: the tab's event stream is up (components/live), so the polls below relax (lib/live/poll.ts).
 */
export function triageClaimsOptions(org: string, slug?: string, live = false) {
  return queryOptions({
    queryKey: triageKeys.claims(org),
    queryFn: ({ signal }) => callApi(triageClaimsApi, { query: slugQuery(slug) }, { signal }),
    refetchInterval: pollEvery(CLAIMS_POLL_MS, live),
  });
}

export type { TriageCounts };

/**
 * How many proposals the triage list holds, in all and by the /queues buckets (for the numbers on
 * /queues and the wall); null until the console has walked the queue, asked again soon.
 */
/** Today's plan (GET /api/triage/plan): under the triage prefix, so a review's invalidation refreshes it. */
export const todaysPlanOptions = (org: string, slug?: string) =>
  queryOptions({
    queryKey: triageKeys.plan(org),
    queryFn: ({ signal }) => callApi(triagePlanApi, { query: slugQuery(slug) }, { signal }),
    // No plan until the console has walked the queue (a fresh console): asked again until there is one.
    refetchInterval: (query) => (query.state.data && query.state.data.plan === null ? 3_000 : false),
  });

export function triageCountsOptions(org: string, live = false) {
  return queryOptions({
    queryKey: triageKeys.counts(org),
    queryFn: async ({ signal }): Promise<TriageCounts | null> => (await callApi(triageCountsApi, { query: {} }, { signal })).counts,
    refetchInterval: (query) => (query.state.data ? pollEvery(60_000, live) : 3_000),
  });
}

/**
 * The queue's query in the route's own style: lists joined with commas, in this fixed order (limit,
 * slug, sla, age, report, proposal, assetType, brand); `callApi` leaves out the empty ones.
 */
function triageQueueQuery(filters: TriageQueueFilters, limit: number, slug?: string): RouteInput<typeof triageQueueApi>["query"] {
  return {
    limit: String(limit),
    slug: slug || undefined,
    sla: filters.sla.join(","),
    age: filters.age?.join(","),
    report: filters.report || undefined,
    proposal: filters.proposal || undefined,
    assetType: filters.assetType.join(","),
    brand: filters.brand.join(","),
    tag: filters.tag || undefined,
    assignee: filters.assignee || undefined,
    snoozed: filters.snoozed ? "true" : undefined,
  };
}

/** The queue's filters as /triage's address writes them (app/(console)/triage/search-params.ts): a selection's "all matching" sends this. */
export function triageAddressText(filters: TriageQueueFilters): string {
  const params = new URLSearchParams();
  const list = (key: string, values: readonly string[] | undefined) => {
    if (values && values.length > 0) params.set(key, values.join(","));
  };
  list("sla", filters.sla);
  list("age", filters.age);
  list("type", filters.assetType);
  list("brand", filters.brand);
  for (const key of ["report", "proposal", "tag", "assignee"] as const) if (filters[key]) params.set(key, filters[key]!);
  if (filters.snoozed) params.set("snoozed", "true");
  return params.toString();
}

export function triageQueuePath(filters: TriageQueueFilters, limit: number, slug?: string): string {
  return routeUrl(triageQueueApi, undefined, triageQueueQuery(filters, limit, slug));
}

/** The queue is read again this often while the live stream is down. */
export const TRIAGE_QUEUE_POLL_MS = 15_000;

/** The whole queue as the server assembled it, filtered, the first `limit` proposals. */
export function triageQueueOptions(org: string, filters: TriageQueueFilters, limit = TRIAGE_PAGE_SIZE, slug?: string, live = false) {
  return queryOptions({
    queryKey: triageKeys.queue(org, filters, limit),
    queryFn: ({ signal }) => callApi(triageQueueApi, { query: triageQueueQuery(filters, limit, slug) }, { signal }),
    placeholderData: keepPreviousData,
    // The server refreshes its walk in the background; reading it again is one store read.
    refetchInterval: (query) => (query.state.data?.refreshing ? 3_000 : pollEvery(TRIAGE_QUEUE_POLL_MS, live)),
  });
}

/** Held and recent reviews and the budget; polled every second while a review is held or on its way. */
export function triageReviewsOptions(org: string, slug?: string, live = false) {
  return queryOptions({
    queryKey: triageKeys.reviews(org),
    queryFn: ({ signal }) => callApi(triageReviewsApi, { query: slugQuery(slug) }, { signal }),
    // A held review's countdown is this tab's own: it polls every second while one is held, stream or not.
    refetchInterval: (query) => (query.state.data?.reviews.some((r) => r.status === "held" || r.status === "sending") ? 1_000 : pollEvery(15_000, live)),
  });
}

export type HoldVariables = { proposalId: string; review: ConsoleReviewRequestBody };

export const holdReview = (variables: HoldVariables, slug?: string) => callApi(holdReviewApi, { body: { ...variables, ...slugBody(slug) } });

/** A bulk decision's held reviews undone together, in one request (DELETE /api/triage/reviews/bulk). */
export const undoReviews = (ids: number[], slug?: string) => callApi(undoReviewsApi, { body: { ids, ...slugBody(slug) } });

export const undoReview = (id: number, slug?: string) => callApi(undoReviewApi, { params: { reviewId: id }, query: slugQuery(slug) });

/** Its author has seen that the review failed: it stops being shown to them (on any organization's /triage). */
export const markReviewSeen = (id: number) => callApi(markReviewSeenApi, { params: { reviewId: id }, body: { seen: true } });

export const claimProposal = (proposalId: string, takeOver = false, slug?: string) =>
  callApi(claimProposalApi, { body: { proposalId, takeOver, ...slugBody(slug) } });

export const releaseClaim = (proposalId: string, slug?: string) => callApi(releaseClaimApi, { body: { proposalId, ...slugBody(slug) } });

/** One decision on many proposals: held within the budget, the rest handed over (POST /api/triage/reviews/bulk). */
export const holdReviewsInBulk = (proposalIds: string[], review: Record<string, string>, slug?: string, planned = false) =>
  callApi(bulkHoldReviewsApi, { body: { proposalIds, review: review as never, ...slugBody(slug), ...(planned ? { planned } : {}) } });

/** Planned reviews (Today's ten) confirmed together: each is then held for the undo window (POST /api/triage/reviews/confirm). */
export const confirmReviews = (ids: number[], slug?: string) => callApi(confirmReviewsApi, { body: { ids, ...slugBody(slug) } });
