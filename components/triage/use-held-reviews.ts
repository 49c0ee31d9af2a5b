"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useLiveStatus } from "@/components/live/live-updates";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { NOT_SENT } from "@/lib/format/not-sent";
import { historyKeys } from "@/lib/queries/history";
import { noticeKeys } from "@/lib/queries/notices";
import { reportKeys } from "@/lib/queries/reports";
import { confirmReviews, holdReview, markReviewSeen, triageKeys, triageReviewsOptions, undoReview } from "@/lib/queries/triage";
import type { HeldReviewView } from "@/lib/triage/view-types";
import type { QueueItem } from "./queue";
import { DECISION_NAMES } from "./review-body";
import { describeHoldError, type ReviewFailure } from "./review-errors";
import { useTriageScope } from "./triage-scope";

/**
 * What a sent review did, in words: a watchlist decision is a watchlist entry, not a rejection. An
 * answer that left parts out is still a review taken; the words then say what was not sent.
 */
export function outcomeWords(review: HeldReviewView): string {
  if (review.status === "undone") return `Undone: ${review.assetContent} was not reviewed.`;
  if (review.status !== "sent") return "";
  const missing = review.answerNotSent?.length
    ? ` The service took the review; its answer's ${review.answerNotSent.join(", ")} ${review.answerNotSent.length === 1 ? "was" : "were"} ${NOT_SENT}.`
    : "";
  if (review.watchlisted || review.decision === "WATCHLIST") return `Watchlisted: ${review.assetContent}.${missing}`;
  if (review.decision === "APPROVE") return `Approved: ${review.assetContent} is now blocked worldwide.${missing}`;
  return `Rejected: ${review.assetContent}.${missing}`;
}

/** Why a held review was not taken by the service, once, in the page's words. */
export function failureWords(review: HeldReviewView): string {
  const failure = review.failure;
  if (!failure) return "";
  if (failure.status === 403) {
    return `Not reviewed: ${review.assetContent} is not waiting on your organization's review; it has left the queue for everyone until its report changes.`;
  }
  if (failure.status === 429)
    return `Not reviewed: the day's budget was spent. ${review.assetContent} (proposal ${review.proposalId}) still waits for a review.`;
  if (failure.status === 409) return `Not reviewed: ${review.assetContent} was resolved meanwhile or its asset changed.`;
  return `Not reviewed: ${review.assetContent}. ${failure.message}`;
}

/**
 * Reviews are held on the server for the undo window, then sent by whichever console instance
 * claims them. This hook holds, undoes, and tells each final outcome once through `announce`.
 */
export function useHeldReviews(announce: (text: string) => void) {
  const queryClient = useQueryClient();
  const { org, slug } = useTriageScope();
  const reviews = useQuery(triageReviewsOptions(org, slug, useLiveStatus().live));
  // Proposals held from this page: gone from the list at once, before the queue is read again.
  const [hidden, setHidden] = useState<ReadonlySet<string>>(new Set());
  const [holdFailure, setHoldFailure] = useState<(ReviewFailure & { key: string }) | null>(null);
  const told = useRef<Set<number> | null>(null);

  const all = reviews.data?.reviews;
  useEffect(() => {
    if (!all) return;
    const final = all.filter((r) => r.status === "sent" || r.status === "failed");
    // What was already final when the page opened is history, not news.
    if (told.current === null) {
      told.current = new Set(final.map((r) => r.id));
      return;
    }
    const fresh = final.filter((r) => r.mine && !told.current!.has(r.id));
    if (fresh.length === 0) return;
    for (const r of fresh) told.current.add(r.id);
    announce(fresh.map((r) => (r.status === "sent" ? outcomeWords(r) : failureWords(r))).join(" "));
    // Told here, so seen: it does not wait again in the list of failures for its author (unseen-failures.tsx).
    for (const r of fresh) {
      if (r.status !== "failed" || r.seen) continue;
      void markReviewSeen(r.id).then(() => {
        void queryClient.invalidateQueries({ queryKey: triageKeys.reviews(org) });
        void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
      });
    }
    void queryClient.invalidateQueries({ queryKey: triageKeys.queues(org) });
    void queryClient.invalidateQueries({ queryKey: historyKeys.reviewBudget() });
    // A sent review changes its report: the lists are under the organization's prefix.
    void queryClient.invalidateQueries({ queryKey: reportKeys.all(org) });
  }, [all, announce, queryClient, org]);

  const hold = useMutation({
    mutationFn: ({ item, body }: { item: QueueItem; body: ConsoleReviewRequestBody }) => holdReview({ proposalId: item.key, review: body }, slug),
    onSuccess: (_held, { item, body }) => {
      announce(
        `${DECISION_NAMES[body.decision]} held for ${reviews.data?.undoSeconds ?? 10} s: ${item.proposal.asset?.content ?? `proposal ${String(item.proposal.id)}`}. Undo is possible until it is sent.`,
      );
      void queryClient.invalidateQueries({ queryKey: triageKeys.all(org) });
    },
    onError: (error, { item }) => {
      setHidden((h) => {
        const next = new Set(h);
        next.delete(item.key);
        return next;
      });
      setHoldFailure({ ...describeHoldError(error, new Date()), key: item.key });
      announce(`The review of ${item.proposal.asset?.content ?? `proposal ${String(item.proposal.id)}`} was not held.`);
      void queryClient.invalidateQueries({ queryKey: triageKeys.all(org) });
    },
  });

  const undo = useMutation({
    mutationFn: (review: HeldReviewView) => undoReview(review.id, slug),
    onSuccess: (_r, review) => {
      announce(`Undone: ${review.assetContent} was not reviewed and is back in the queue.`);
      setHidden((h) => {
        const next = new Set(h);
        next.delete(review.proposalId);
        return next;
      });
      void queryClient.invalidateQueries({ queryKey: triageKeys.all(org) });
    },
    onError: (_e, review) => {
      announce(`Too late to undo: the review of ${review.assetContent} has already been sent.`);
      void queryClient.invalidateQueries({ queryKey: triageKeys.reviews(org) });
    },
  });

  // Planned reviews (Today's ten) confirmed, one or all: each is then held for the undo window.
  const confirm = useMutation({
    mutationFn: (ids: number[]) => confirmReviews(ids, slug),
    onSuccess: (answer) => {
      announce(
        answer.notPlanned.length === 0
          ? `Confirmed ${answer.confirmed.length === 1 ? "1 review" : `${answer.confirmed.length} reviews`}: each is sent when its undo window ends.`
          : `Confirmed ${answer.confirmed.length}; ${answer.notPlanned.length} had been dropped or confirmed already.`,
      );
      void queryClient.invalidateQueries({ queryKey: triageKeys.all(org) });
    },
    onError: (e) => announce(e instanceof Error ? e.message : "Could not confirm the planned reviews"),
  });

  const seen = useMutation({
    mutationFn: (review: HeldReviewView) => markReviewSeen(review.id),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: triageKeys.reviews(org) });
      // The shell's notice of reviews not sent (components/shell/unsent-reviews-notice.tsx).
      void queryClient.invalidateQueries({ queryKey: noticeKeys.all });
    },
  });

  return {
    query: reviews,
    hidden,
    holdFailure,
    dismissHoldFailure: () => setHoldFailure(null),
    submit: (item: QueueItem, body: ConsoleReviewRequestBody) => {
      setHidden((h) => new Set(h).add(item.key));
      setHoldFailure(null);
      hold.mutate({ item, body });
    },
    undo: (review: HeldReviewView) => undo.mutate(review),
    confirm: (ids: number[]) => confirm.mutate(ids),
    markSeen: (review: HeldReviewView) => seen.mutate(review),
    /** The review whose "seen" mark is on its way. */
    marking: seen.isPending ? (seen.variables?.id ?? null) : null,
  };
}
