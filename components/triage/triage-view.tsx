"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ReviewBudgetPanel } from "@/components/history/review-budget-panel";
import { ActionNotice } from "@/components/ui/action-notice";
import { ErrorPanel } from "@/components/ui/error-panel";
import { triageQueueOptions } from "@/lib/queries/triage";
import { keyToCommand } from "./keys";
import { ProposalDetail } from "./proposal-detail";
import { buildQueue, resolveSelection } from "./queue";
import type { ReviewDecision } from "./review-body";
import { type ReviewRequest, ReviewDialog } from "./review-dialog";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { kbd, secondaryButton } from "./styles";
import { TriageQueuePanel } from "./triage-queue-panel";
import { useNow } from "./use-now";
import { useTriageReview } from "./use-triage-review";

const itemElement = (key: string | undefined) =>
  key === undefined ? null : document.querySelector<HTMLElement>(`[data-queue-key="${CSS.escape(key)}"]`);

/** /triage: the proposals waiting on the organization, reviewed by keyboard or mouse. */
export function TriageView({ canReview, role }: { canReview: boolean; role: string }) {
  const query = useInfiniteQuery(triageQueueOptions());
  const [announcement, setAnnouncement] = useState("");
  const review = useTriageReview(setAnnouncement);
  const now = useNow();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  const [lastIndex, setLastIndex] = useState(0);
  const [dialog, setDialog] = useState<ReviewRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const [bannerKey, setBannerKey] = useState<string | null>(null);
  const closedBySubmit = useRef(false);
  const queueHeading = useRef<HTMLHeadingElement>(null);

  const reports = useMemo(() => query.data?.pages.flatMap((p) => p.reports) ?? [], [query.data]);
  const { hidden, notWaiting, failures, last } = review.state;
  const queue = useMemo(() => buildQueue(reports, { hidden, notWaiting }), [reports, hidden, notWaiting]);
  const selectedIndex = resolveSelection(queue, selectedKey, lastIndex);
  const selected = selectedIndex >= 0 ? queue[selectedIndex] : undefined;
  const selectedKeyRef = useRef<string | undefined>(undefined);
  selectedKeyRef.current = selected?.key;

  // The latest failure interrupts once (alert), until dismissed or another review is sent.
  useEffect(() => {
    if (last?.outcome === "failed") setBannerKey(last.key);
    else if (last?.outcome === "sent") setBannerKey(null);
  }, [last]);
  const bannerFailure = bannerKey !== null ? failures.get(bannerKey) : undefined;

  const select = useCallback(
    (index: number, focus: boolean) => {
      const item = queue[index];
      if (!item) return;
      setSelectedKey(item.key);
      setLastIndex(index);
      if (focus) setFocusTick((t) => t + 1);
    },
    [queue],
  );

  // Moves focus to the selected proposal after a render asked for it (j/k, click, after a review).
  useEffect(() => {
    if (focusTick > 0) itemElement(selectedKeyRef.current)?.focus();
  }, [focusTick]);

  const move = useCallback(
    (by: 1 | -1) => {
      if (queue.length === 0) return;
      // The first j/k lands on the proposal already shown as selected rather than skipping it.
      if (selectedKey === null && document.activeElement !== itemElement(selectedKeyRef.current)) return select(selectedIndex, true);
      const to = selectedIndex + by;
      if (to >= queue.length && query.hasNextPage && !query.isFetchingNextPage) {
        setAnnouncement("Loading more proposals…");
        void query.fetchNextPage();
      }
      select(Math.min(Math.max(to, 0), queue.length - 1), true);
    },
    [queue.length, selectedIndex, selectedKey, query, select],
  );

  const open = useCallback(
    (decision: ReviewDecision) => {
      if (!selected) return setAnnouncement("No proposal is selected.");
      if (!canReview) return setAnnouncement(`Reviewing needs the reviewer or admin role; you are signed in as ${role}.`);
      if (!selected.waiting) return setAnnouncement("This proposal is not waiting on your organization's review.");
      closedBySubmit.current = false;
      setDialog({ item: selected, decision });
    },
    [selected, canReview, role],
  );

  const handlers = useRef({ move, open, help: () => setHelpOpen(true) });
  handlers.current = { move, open, help: () => setHelpOpen(true) };
  const modalOpen = dialog !== null || helpOpen;
  useEffect(() => {
    if (modalOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = keyToCommand(event);
      if (!command) return;
      event.preventDefault();
      if (command.type === "move") handlers.current.move(command.by);
      else if (command.type === "open") handlers.current.open(command.decision);
      else handlers.current.help();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [modalOpen]);

  const returnFocus = useCallback(() => {
    if (!closedBySubmit.current) return null; // cancelled: back to whatever opened the dialog
    return itemElement(selectedKeyRef.current) ?? queueHeading.current;
  }, []);

  return (
    <div className="flex flex-col gap-3">
      {canReview ? null : (
        <div role="note" className="rounded border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100">
          <p className="font-medium">Read-only</p>
          <p>You are signed in as {role}: you can see the queue, but reviewing proposals needs the reviewer or admin role.</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-slate-700 dark:text-slate-300">
          Keys: <kbd className={kbd}>j</kbd>/<kbd className={kbd}>k</kbd> move
          {canReview ? (
            <>
              {" "}· <kbd className={kbd}>a</kbd> approve · <kbd className={kbd}>r</kbd> reject · <kbd className={kbd}>w</kbd> watchlist
            </>
          ) : null}{" "}
          · <kbd className={kbd}>?</kbd> all keys
        </p>
        <button type="button" className={secondaryButton} onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          Keyboard shortcuts
        </button>
      </div>
      <ReviewBudgetPanel serviceRetryAt={review.budgetRetryAt} />
      {bannerFailure ? (
        <ActionNotice tone="error" requestId={bannerFailure.requestId} onDismiss={() => setBannerKey(null)} testId="review-error">
          {bannerFailure.message}
        </ActionNotice>
      ) : null}
      <p role="status" data-testid="triage-status" className="min-h-5 text-sm">
        {announcement}
      </p>

      {query.isPending ? (
        <p role="status">Loading the queue…</p>
      ) : query.isError && !query.data ? (
        <ErrorPanel error={query.error} title="Could not load the queue" onRetry={() => void query.refetch()} />
      ) : (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <TriageQueuePanel
            query={query}
            queue={queue}
            reportCount={reports.length}
            selectedIndex={selectedIndex}
            failures={failures}
            now={now}
            headingRef={queueHeading}
            onSelect={select}
          />
          {selected ? (
            <ProposalDetail
              item={selected}
              failure={failures.get(selected.key)}
              canReview={canReview}
              now={now}
              onOpen={open}
              onDismissFailure={() => review.dismiss(selected.key)}
            />
          ) : null}
        </div>
      )}

      <ReviewDialog
        request={dialog}
        returnFocus={returnFocus}
        onCancel={() => setDialog(null)}
        onSubmit={(item, body) => {
          // Selection (and focus) moves on to the proposal taking its place; should the review
          // fail, the proposal comes back with its reason without pulling focus away again.
          const index = queue.findIndex((q) => q.key === item.key);
          const rest = queue.filter((q) => q.key !== item.key);
          setSelectedKey(rest[Math.min(index, rest.length - 1)]?.key ?? null);
          setLastIndex(index);
          closedBySubmit.current = true;
          setDialog(null);
          review.submit(item, body);
        }}
      />
      <ShortcutsDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
    </div>
  );
}
