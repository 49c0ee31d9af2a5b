import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import type { AgeState, SlaState } from "@/lib/triage/queue-order";
import type {
  HeldReviewView,
  TriageClaimsView,
  TriageClaimView,
  TriageCounts,
  TriageCountsView,
  TriageQueueView,
  TriageReviewsView,
} from "@/lib/triage/view-types";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

export const TRIAGE_PAGE_SIZE = 50;

/**
 * The organization a triage call acts on: the page's `?slug=` when it names one (read as /queues
 * reads it), else the one chosen in the shell (the route applies the cookie). Query keys carry it
 * through `org`, so each organization's queue is cached apart.
 */
export const withSlug = (path: string, slug: string | undefined) => (slug ? `${path}${path.includes("?") ? "&" : "?"}slug=${encodeURIComponent(slug)}` : path);
const slugBody = (slug: string | undefined) => (slug ? { slug } : {});

export type TriageQueueFilters = {
  sla: SlaState[];
  age?: AgeState[];
  assetType: string[];
  brand: string[];
  /** One report's proposals (the report panel's "Review in triage"). */
  report?: string;
  /** One proposal (a health finding's "Review in triage"). */
  proposal?: string;
};

/**
 * Under the organization's 'reports' prefix, so that invalidating the organization's reports (a
 * review, /reports) refreshes its queue too, and nothing of one organization shows for another.
 */
export const triageKeys = {
  all: (org: string) => [...orgKey(org), "reports", "triage"] as const,
  queues: (org: string) => [...triageKeys.all(org), "queue"] as const,
  queue: (org: string, filters: TriageQueueFilters, limit: number) => [...triageKeys.queues(org), { ...filters, limit }] as const,
  reviews: (org: string) => [...triageKeys.all(org), "reviews"] as const,
  claims: (org: string) => [...triageKeys.all(org), "claims"] as const,
  counts: (org: string) => [...triageKeys.all(org), "counts"] as const,
};

/** A colleague's claim shows within this long (until the service has live events). */
export const CLAIMS_POLL_MS = 1_000;

/** Who holds which proposal: one read of the console's own store, polled while the page is visible. */
export function triageClaimsOptions(org: string, slug?: string) {
  return queryOptions({
    queryKey: triageKeys.claims(org),
    queryFn: ({ signal }) => apiFetch<TriageClaimsView>(withSlug("/api/triage/claims", slug), { signal }),
    refetchInterval: CLAIMS_POLL_MS,
  });
}

export type { TriageCounts };

/**
 * How many proposals the triage list holds, in all and by the /queues buckets (for the numbers on
 * /queues and the wall); null until the console has walked the queue, asked again soon.
 */
export function triageCountsOptions(org: string) {
  return queryOptions({
    queryKey: triageKeys.counts(org),
    queryFn: async ({ signal }): Promise<TriageCounts | null> => (await apiFetch<TriageCountsView>("/api/triage/counts", { signal })).counts,
    refetchInterval: (query) => (query.state.data ? 60_000 : 3_000),
  });
}

export function triageQueuePath(filters: TriageQueueFilters, limit: number, slug?: string): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (slug) params.set("slug", slug);
  if (filters.sla.length > 0) params.set("sla", filters.sla.join(","));
  if (filters.age && filters.age.length > 0) params.set("age", filters.age.join(","));
  if (filters.report) params.set("report", filters.report);
  if (filters.proposal) params.set("proposal", filters.proposal);
  if (filters.assetType.length > 0) params.set("assetType", filters.assetType.join(","));
  if (filters.brand.length > 0) params.set("brand", filters.brand.join(","));
  return `/api/triage/queue?${params}`;
}

/** The whole queue as the server assembled it, filtered, the first `limit` proposals. */
export function triageQueueOptions(org: string, filters: TriageQueueFilters, limit = TRIAGE_PAGE_SIZE, slug?: string) {
  return queryOptions({
    queryKey: triageKeys.queue(org, filters, limit),
    queryFn: ({ signal }) => apiFetch<TriageQueueView>(triageQueuePath(filters, limit, slug), { signal }),
    placeholderData: keepPreviousData,
    // The server refreshes its walk in the background; reading it again is one store read.
    refetchInterval: (query) => (query.state.data?.refreshing ? 3_000 : 15_000),
  });
}

/** Held and recent reviews and the budget; polled every second while a review is held or on its way. */
export function triageReviewsOptions(org: string, slug?: string) {
  return queryOptions({
    queryKey: triageKeys.reviews(org),
    queryFn: ({ signal }) => apiFetch<TriageReviewsView>(withSlug("/api/triage/reviews", slug), { signal }),
    refetchInterval: (query) => (query.state.data?.reviews.some((r) => r.status === "held" || r.status === "sending") ? 1_000 : 15_000),
  });
}

export type HoldVariables = { proposalId: string; review: ConsoleReviewRequestBody };

export const holdReview = (variables: HoldVariables, slug?: string) =>
  apiFetch<HeldReviewView>("/api/triage/reviews", { method: "POST", body: { ...variables, ...slugBody(slug) } });

export const undoReview = (id: number, slug?: string) =>
  apiFetch<{ undone: true }>(withSlug(`/api/triage/reviews/${encodeURIComponent(String(id))}`, slug), { method: "DELETE" });

export const claimProposal = (proposalId: string, takeOver = false, slug?: string) =>
  apiFetch<TriageClaimView & { proposalId: string }>("/api/triage/claims", { method: "POST", body: { proposalId, takeOver, ...slugBody(slug) } });

export const releaseClaim = (proposalId: string, slug?: string) =>
  apiFetch<{ released: true }>("/api/triage/claims", { method: "DELETE", body: { proposalId, ...slugBody(slug) } });
