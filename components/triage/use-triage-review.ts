"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useReducer, useState } from "react";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { historyKeys } from "@/lib/queries/history";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { reportKeys } from "@/lib/queries/reports";
import { reviewProposal, triageKeys } from "@/lib/queries/triage";
import type { QueueItem } from "./queue";
import { DECISION_NAMES } from "./review-body";
import { describeReviewError, failureNeedsRefresh } from "./review-errors";
import { initialReviewState, reviewReducer } from "./review-state";

const DONE: Record<ConsoleReviewRequestBody["decision"], string> = {
  APPROVE: "Approved; the asset is now blocked worldwide",
  REJECT: "Rejected",
  WATCHLIST: "Added to the watchlist",
};

/**
 * Sends reviews with optimistic removal: the proposal leaves the queue when sent and comes back
 * with the reason when the call fails. Every outcome is told through `announce`.
 */
export function useTriageReview(announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const [state, dispatch] = useReducer(reviewReducer, initialReviewState);
  // The service's own Retry-After from the latest 429 on the review budget (shown by the budget panel).
  const [budgetRetryAt, setBudgetRetryAt] = useState<Date | null>(null);

  const mutation = useMutation({
    mutationFn: ({ item, body }: { item: QueueItem; body: ConsoleReviewRequestBody }) =>
      reviewProposal({ proposalId: item.proposal.id, body }),
    onSuccess: (_result, { item, body }) => {
      dispatch({ type: "succeeded", key: item.key });
      announce(`${DONE[body.decision]}: ${item.proposal.asset.content}.`);
      // Every report view shows proposal states: refresh them all (the queue is under 'reports' too;
      // the report lists are under the organization's prefix).
      void queryClient.invalidateQueries({ queryKey: ["reports"] });
      void queryClient.invalidateQueries({ queryKey: reportKeys.all(org) });
      void queryClient.invalidateQueries({ queryKey: historyKeys.reviewBudget() });
      setBudgetRetryAt(null);
    },
    onError: (error, { item }) => {
      const failure = describeReviewError(error, new Date());
      dispatch({ type: "failed", key: item.key, failure });
      // The alert carries the reason; the status line only says which review failed.
      announce(`The review of ${item.proposal.asset.content} failed.`);
      if (failureNeedsRefresh(failure)) void queryClient.invalidateQueries({ queryKey: triageKeys.all });
      if (failure.kind === "budget") {
        setBudgetRetryAt(failure.retryAt ?? null);
        void queryClient.invalidateQueries({ queryKey: historyKeys.reviewBudget() });
      }
    },
  });

  return {
    state,
    budgetRetryAt,
    dismiss: (key: string) => dispatch({ type: "dismissed", key }),
    submit: (item: QueueItem, body: ConsoleReviewRequestBody) => {
      // Synchronously, so the proposal is gone in the same render that closes the dialog.
      dispatch({ type: "submitted", key: item.key });
      announce(`${DECISION_NAMES[body.decision]}: sending the review of ${item.proposal.asset.content}…`);
      mutation.mutate({ item, body });
    },
  };
}
