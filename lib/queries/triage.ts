import { infiniteQueryOptions } from "@tanstack/react-query";
import type { ReportList } from "@/lib/contract/report";
import type { ResponseId } from "@/lib/contract/response-id";
import type { ReviewResult } from "@/lib/contract/review";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { apiFetch } from "./api-fetch";

export const TRIAGE_PAGE_SIZE = 20;

/** Under 'reports' so that anything invalidating ['reports'] (a review, /reports) refreshes the queue too. */
export const triageKeys = {
  all: ["reports", "triage"] as const,
  queue: () => [...triageKeys.all, { needsCustomerReview: true, limit: TRIAGE_PAGE_SIZE }] as const,
};

export function triageQueuePath(cursor: string | null): string {
  const params = new URLSearchParams({ limit: String(TRIAGE_PAGE_SIZE), needsCustomerReview: "true" });
  if (cursor !== null) params.set("cursor", cursor);
  return `/api/organization/reports?${params}`;
}

/** Reports with at least one proposal waiting on the organization, page by page (cursor passed back as received). */
export function triageQueueOptions() {
  return infiniteQueryOptions({
    queryKey: triageKeys.queue(),
    queryFn: ({ pageParam, signal }) => apiFetch<ReportList>(triageQueuePath(pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReportList) => last.nextCursor ?? undefined,
    // A queue others work on too: refresh when it has been a while.
    staleTime: 15_000,
  });
}

export type ReviewVariables = { proposalId: ResponseId; body: ConsoleReviewRequestBody };

/** POST /api/organization/proposals/:id/review, with the ids of the body exactly as the queue received them. */
export function reviewProposal({ proposalId, body }: ReviewVariables): Promise<ReviewResult> {
  return apiFetch<ReviewResult>(`/api/organization/proposals/${encodeURIComponent(String(proposalId))}/review`, {
    method: "POST",
    body,
  });
}
