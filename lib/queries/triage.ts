import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import type { SlaState } from "@/lib/triage/queue-order";
import type { HeldReviewView, TriageClaimView, TriageQueueView, TriageReviewsView } from "@/lib/triage/view-types";
import { apiFetch } from "./api-fetch";

export const TRIAGE_PAGE_SIZE = 50;

export type TriageQueueFilters = { sla: SlaState[]; assetType: string[]; brand: string[] };

/** Under 'reports' so that anything invalidating ['reports'] (a review, /reports) refreshes the queue too. */
export const triageKeys = {
  all: ["reports", "triage"] as const,
  queues: () => [...triageKeys.all, "queue"] as const,
  queue: (filters: TriageQueueFilters, limit: number) => [...triageKeys.queues(), { ...filters, limit }] as const,
  reviews: () => [...triageKeys.all, "reviews"] as const,
};

export function triageQueuePath(filters: TriageQueueFilters, limit: number): string {
  const params = new URLSearchParams({ limit: String(limit) });
  if (filters.sla.length > 0) params.set("sla", filters.sla.join(","));
  if (filters.assetType.length > 0) params.set("assetType", filters.assetType.join(","));
  if (filters.brand.length > 0) params.set("brand", filters.brand.join(","));
  return `/api/triage/queue?${params}`;
}

/** The whole queue as the server assembled it, filtered, the first `limit` proposals. */
export function triageQueueOptions(filters: TriageQueueFilters, limit = TRIAGE_PAGE_SIZE) {
  return queryOptions({
    queryKey: triageKeys.queue(filters, limit),
    queryFn: ({ signal }) => apiFetch<TriageQueueView>(triageQueuePath(filters, limit), { signal }),
    placeholderData: keepPreviousData,
    // The server refreshes its walk in the background; reading it again is one store read.
    refetchInterval: (query) => (query.state.data?.refreshing ? 3_000 : 15_000),
  });
}

/** Held and recent reviews and the budget; polled every second while a review is held or on its way. */
export function triageReviewsOptions() {
  return queryOptions({
    queryKey: triageKeys.reviews(),
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
