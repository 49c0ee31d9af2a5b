import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import type { AgeState, SlaState } from "@/lib/triage/queue-order";
import type { HeldReviewView, TriageClaimView, TriageQueueView, TriageReviewsView } from "@/lib/triage/view-types";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

export const TRIAGE_PAGE_SIZE = 50;

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
};

export function triageQueuePath(filters: TriageQueueFilters, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.sla.length > 0) params.set("sla", filters.sla.join(","));
  if (filters.age && filters.age.length > 0) params.set("age", filters.age.join(","));
  if (filters.report) params.set("report", filters.report);
  if (filters.proposal) params.set("proposal", filters.proposal);
  if (filters.assetType.length > 0) params.set("assetType", filters.assetType.join(","));
  if (filters.brand.length > 0) params.set("brand", filters.brand.join(","));
  return `/api/triage/queue?${params}`;
}

/** The whole queue as the server assembled it, filtered, the first `limit` proposals. */
export function triageQueueOptions(org: string, filters: TriageQueueFilters, limit = TRIAGE_PAGE_SIZE) {
  return queryOptions({
    queryKey: triageKeys.queue(org, filters, limit),
    queryFn: ({ signal }) => apiFetch<TriageQueueView>(triageQueuePath(filters, limit), { signal }),
    placeholderData: keepPreviousData,
    // The server refreshes its walk in the background; reading it again is one store read.
    refetchInterval: (query) => (query.state.data?.refreshing ? 3_000 : 15_000),
  });
}

/** Held and recent reviews and the budget; polled every second while a review is held or on its way. */
export function triageReviewsOptions(org: string) {
  return queryOptions({
    queryKey: triageKeys.reviews(org),
    queryFn: ({ signal }) => apiFetch<TriageReviewsView>("/api/triage/reviews", { signal }),
    refetchInterval: (query) => (query.state.data?.reviews.some((r) => r.status === "held" || r.status === "sending") ? 1_000 : 15_000),
  });
}

export type HoldVariables = { proposalId: string; review: ConsoleReviewRequestBody };

export const holdReview = (variables: HoldVariables) =>
  apiFetch<HeldReviewView>("/api/triage/reviews", { method: "POST", body: variables });

export const undoReview = (id: number) =>
  apiFetch<{ undone: true }>(`/api/triage/reviews/${encodeURIComponent(String(id))}`, { method: "DELETE" });

export const claimProposal = (proposalId: string, takeOver = false) =>
  apiFetch<TriageClaimView & { proposalId: string }>("/api/triage/claims", { method: "POST", body: { proposalId, takeOver } });
