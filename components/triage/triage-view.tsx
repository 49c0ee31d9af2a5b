"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Keyboard } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from "react";
import { useLiveStatus } from "@/components/live/live-updates";
import { extendTo, toggleRow, useSelection } from "@/components/marks/selection-store";
import { useItemMarks } from "@/components/marks/use-item-marks";
import { organizationRefusal } from "@/components/queues/organization-refusal";
import { ActionNotice } from "@/components/ui/action-notice";
import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { ErrorPanel } from "@/components/ui/error-panel";
import { Kbd } from "@/components/ui/kbd";
import { LiveAnnouncements, useAnnouncements } from "@/components/ui/live-announcements";
import { useNow } from "@/components/ui/use-now";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { unreadableRecords } from "@/lib/format/not-sent";
import { matchOwnAsset, ownAssetWarning } from "@/lib/own-assets/match";
import { ownAssetIndexQuery } from "@/lib/queries/own-assets";
import {
  claimProposal,
  TRIAGE_PAGE_SIZE,
  type TriageQueueFilters,
  triageAddressText,
  triageClaimsOptions,
  triageKeys,
  triageQueueOptions,
} from "@/lib/queries/triage";
import type { TriageClaimsView, TriageClaimView, TriageQueueView } from "@/lib/triage/view-types";
import { BudgetLine, budgetBlockReason, HeldReviews } from "./held-reviews";
import { keyToCommand } from "./keys";
import { ProposalDetail } from "./proposal-detail";
import { fromServerItems, type QueueItem, resolveSelection, startIndex } from "./queue";
import { QueueFilters } from "./queue-filters";
import type { ReviewDecision } from "./review-body";
import { ReviewDialog, type ReviewRequest } from "./review-dialog";
import { ShortcutsDialog } from "./shortcuts-dialog";
import { TodaysPlan } from "./todays-plan";
import { TriageQueuePanel } from "./triage-queue-panel";
import { useTriageScope } from "./triage-scope";
import { UnseenFailures } from "./unseen-failures";
import { useClaim } from "./use-claim";
import { useHeldReviews } from "./use-held-reviews";
import { useWideScreen } from "./use-wide-screen";

// The bar of a decision on many loads only when a box is first ticked.
const BulkDecisionBar = lazy(() => import("./bulk-decision-bar").then((m) => ({ default: m.BulkDecisionBar })));

const itemElement = (key: string | undefined) => (key === undefined ? null : document.querySelector<HTMLElement>(`[data-queue-key="${CSS.escape(key)}"]`));

/** The polled claims replace the ones the (slower) queue answer carried. */
function withLiveClaims(queue: QueueItem[], live: TriageClaimsView | undefined): QueueItem[] {
  if (!live) return queue;
  const claimOf = new Map(live.claims.map((c) => [c.proposalId, c]));
  return queue.map((item) => {
    const claim = claimOf.get(item.key);
    return { ...item, claim: claim ? { username: claim.username, expiresAt: claim.expiresAt, mine: claim.mine } : null };
  });
}

/** /triage: the whole queue, most urgent first, reviewed by keyboard or mouse with an undo window. */
export function TriageView({
  canReview,
  me,
  role,
  filters,
  onFiltersChange,
  writeRefusal = null,
}: {
  canReview: boolean;
  /** The signed-in user's name ("Assign to me"); null for a wall link. */
  me: string | null;
  role: string;
  /** Why the service refuses every change (a read-only key, lib/service-connection/key-powers-page.ts), or null. */
  writeRefusal?: string | null;
  filters: TriageQueueFilters;
  onFiltersChange: (filters: TriageQueueFilters) => void;
}) {
  const [limit, setLimit] = useState(TRIAGE_PAGE_SIZE);
  const { org, slug } = useTriageScope();
  const { live } = useLiveStatus();
  const query = useQuery(triageQueueOptions(org, filters, limit, slug, live));
  const claims = useQuery(triageClaimsOptions(org, slug, live));
  const queryClient = useQueryClient();
  // Queued, not replaced: two outcomes a moment apart are both read (issue 29).
  const { messages, announce: setAnnouncement } = useAnnouncements();
  const held = useHeldReviews(setAnnouncement);
  // Null only while hydrating, before any queue or held review has loaded.
  const now = useNow("second") ?? 0;
  const wide = useWideScreen();
  const [selectedKey, setSelectedKey] = useState<string | null>(null);
  // Before the reviewer picks one: the proposal they start on, once their claim on it held.
  const [startKey, setStartKey] = useState<string | null>(null);
  const [lastIndex, setLastIndex] = useState(0);
  const [dialog, setDialog] = useState<ReviewRequest | null>(null);
  const [askTakeOver, setAskTakeOver] = useState<ReviewRequest | null>(null);
  const [helpOpen, setHelpOpen] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  const closedBySubmit = useRef(false);
  const queueHeading = useRef<HTMLHeadingElement>(null);

  const view = query.data;
  const picked = useSelection("triage");
  const queue = useMemo(() => withLiveClaims(fromServerItems(view?.items ?? [], held.hidden), claims.data), [view, held.hidden, claims.data]);
  const order = useMemo(() => queue.map((q) => q.key), [queue]);
  const marks = useItemMarks(org, "proposal", order);
  const picking = useMemo(
    () => ({ checked: (key: string) => picked.ids.has(key), toggle: (key: string, range: boolean) => toggleRow("triage", key, order, range) }),
    [picked, order],
  );
  // Once used, the bar stays: it shows what a decision held and handed over after the selection clears.
  const [barUsed, setBarUsed] = useState(false);
  useEffect(() => {
    if (picked.ids.size > 0) setBarUsed(true);
  }, [picked.ids.size]);
  const selectedIndex = selectedKey !== null ? resolveSelection(queue, selectedKey, lastIndex) : startIndex(queue, startKey);
  const selected = selectedIndex >= 0 ? queue[selectedIndex] : undefined;
  const selectedKeyRef = useRef<string | undefined>(undefined);
  selectedKeyRef.current = selected?.key;
  const blockReason = writeRefusal ?? budgetBlockReason(held.query.data?.budget, now);
  // The organization's own assets, matched at decision time: an approve of one needs a second confirmation.
  const ownAssets = useQuery({ ...ownAssetIndexQuery(org, slug), enabled: canReview });
  const ownWarningOf = useCallback(
    (item: QueueItem | undefined) => {
      const match = item?.proposal.asset ? matchOwnAsset(item.proposal.asset.content, ownAssets.data?.assets ?? []) : null;
      return match ? ownAssetWarning(match) : null;
    },
    [ownAssets.data],
  );
  const [confirmOwn, setConfirmOwn] = useState<{ item: QueueItem; body: ConsoleReviewRequestBody; warning: string } | null>(null);
  const failures = useMemo(() => new Map(held.holdFailure ? [[held.holdFailure.key, held.holdFailure]] : []), [held.holdFailure]);
  // Whatever shows selected is claimed, so a colleague opening the queue starts elsewhere.
  useClaim(selected?.key ?? null, canReview, slug, (key: string, claim: TriageClaimView) => {
    if (claim.mine) {
      setStartKey((current) => current ?? key);
      return;
    }
    // Someone was first: show it at once, and a reviewer who has not picked one yet moves on.
    queryClient.setQueryData<TriageClaimsView>(triageKeys.claims(org), (data) =>
      data ? { ...data, claims: [...data.claims.filter((c) => c.proposalId !== key), { ...claim, proposalId: key }] } : data,
    );
    setStartKey((current) => (current === key ? null : current));
  });

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

  useEffect(() => {
    if (focusTick > 0) itemElement(selectedKeyRef.current)?.focus();
  }, [focusTick]);

  const move = useCallback(
    (by: 1 | -1) => {
      if (queue.length === 0) return;
      if (selectedKey === null && document.activeElement !== itemElement(selectedKeyRef.current)) return select(selectedIndex, true);
      select(Math.min(Math.max(selectedIndex + by, 0), queue.length - 1), true);
    },
    [queue.length, selectedIndex, selectedKey, select],
  );

  const open = useCallback(
    (decision: ReviewDecision) => {
      if (!selected) return setAnnouncement("No proposal is selected.");
      if (!canReview) return setAnnouncement(`Reviewing needs the reviewer or admin role; you are signed in as ${role}.`);
      if (blockReason) return setAnnouncement(blockReason);
      closedBySubmit.current = false;
      if (selected.claim && !selected.claim.mine) return setAskTakeOver({ item: selected, decision });
      // Deciding renews the claim (the selection already holds it): a colleague sees it while the dialog is open.
      void claimProposal(selected.key, false, slug).catch(() => undefined);
      setDialog({ item: selected, decision });
    },
    [selected, canReview, role, blockReason, setAnnouncement, slug],
  );

  // x ticks the selected proposal's box; shift+j/k ticks the next (or previous) one too and moves to it.
  const pick = (extendBy?: 1 | -1) => {
    if (!canReview || !selected) return;
    if (extendBy === undefined) return toggleRow("triage", selected.key, order);
    const next = queue[selectedIndex + extendBy];
    if (!next) return;
    extendTo("triage", selected.key, next.key);
    select(selectedIndex + extendBy, true);
  };
  const handlers = useRef({ move, open, pick, help: () => setHelpOpen(true) });
  handlers.current = { move, open, pick, help: () => setHelpOpen(true) };
  const modalOpen = dialog !== null || helpOpen || askTakeOver !== null;
  useEffect(() => {
    if (modalOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      const command = keyToCommand(event);
      if (!command) return;
      event.preventDefault();
      if (command.type === "move") handlers.current.move(command.by);
      else if (command.type === "open") handlers.current.open(command.decision);
      else if (command.type === "pick") handlers.current.pick();
      else if (command.type === "extend") handlers.current.pick(command.by);
      else handlers.current.help();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [modalOpen]);

  const returnFocus = useCallback(() => {
    if (!closedBySubmit.current) return null;
    return itemElement(selectedKeyRef.current) ?? queueHeading.current;
  }, []);

  const detail = selected ? (
    <ProposalDetail
      item={selected}
      failure={failures.get(selected.key)}
      canReview={canReview}
      blockReason={blockReason}
      ownWarning={ownWarningOf(selected)}
      onOpen={open}
      onDismissFailure={held.dismissHoldFailure}
    />
  ) : null;

  return (
    <div className="flex flex-col gap-3">
      {canReview ? null : (
        <div role="note" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
          <p className="font-medium">Read-only</p>
          <p>You are signed in as {role}: you can see the queue, but reviewing proposals needs the reviewer or admin role.</p>
        </div>
      )}
      <div className="flex flex-wrap items-center gap-3 text-sm">
        <p className="text-muted">
          Keys: <Kbd>j</Kbd>/<Kbd>k</Kbd> move
          {canReview ? (
            <>
              {" "}
              · <Kbd>a</Kbd> approve · <Kbd>r</Kbd> reject · <Kbd>w</Kbd> watchlist
            </>
          ) : null}{" "}
          · <Kbd>?</Kbd> all keys
        </p>
        <Button onClick={() => setHelpOpen(true)} aria-keyshortcuts="?">
          <Keyboard aria-hidden size={16} />
          Keyboard shortcuts
        </Button>
      </div>
      <BudgetLine budget={held.query.data?.budget} />
      <TodaysPlan org={org} slug={slug} canReview={canReview} onOpen={setSelectedKey} />
      <HeldReviews reviews={held.query.data?.reviews ?? []} now={now} onUndo={held.undo} onConfirm={held.confirm} />
      <UnseenFailures reviews={held.query.data?.reviews ?? []} onSeen={held.markSeen} marking={held.marking} />
      {held.holdFailure ? (
        <ActionNotice tone="error" requestId={held.holdFailure.requestId} onDismiss={held.dismissHoldFailure} testId="review-error">
          {held.holdFailure.message}
        </ActionNotice>
      ) : null}
      <LiveAnnouncements messages={messages} testId="triage-status" className="min-h-5 text-sm" />
      {canReview && (picked.ids.size > 0 || barUsed) ? (
        <Suspense fallback={null}>
          <BulkDecisionBar
            org={org}
            slug={slug}
            remaining={held.query.data?.budget.remaining ?? null}
            me={me}
            items={queue}
            marks={marks}
            filterText={triageAddressText(filters)}
            matching={view?.filteredTotal ?? null}
          />
        </Suspense>
      ) : null}
      <QueueFilters facets={view?.facets} filters={filters} onChange={onFiltersChange} me={me} />
      {view?.unreadable ? <UnreadableNotice unreadable={view.unreadable} /> : null}

      {query.isPending ? (
        <p role="status">Loading the whole queue…</p>
      ) : query.isError && !view && organizationRefusal(query.error, slug) ? (
        <div role="alert" data-testid="organization-refused" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
          {organizationRefusal(query.error, slug)}
        </div>
      ) : query.isError && !view ? (
        <ErrorPanel error={query.error} title="Could not load the queue" onRetry={() => void query.refetch()} />
      ) : view ? (
        <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <TriageQueuePanel
            view={view}
            receivedAt={query.dataUpdatedAt}
            queue={queue}
            selectedIndex={selectedIndex}
            failures={failures}
            now={now}
            headingRef={queueHeading}
            onSelect={select}
            onShowMore={() => setLimit((l) => l + TRIAGE_PAGE_SIZE)}
            loadingMore={query.isFetching && query.isPlaceholderData}
            afterSelected={wide ? null : detail}
            picking={canReview ? picking : undefined}
            marks={marks}
          />
          {wide ? detail : null}
        </div>
      ) : null}

      <ReviewDialog
        request={dialog}
        returnFocus={returnFocus}
        onCancel={() => setDialog(null)}
        onSubmit={(item, body) => {
          const warning = body.decision === "APPROVE" ? ownWarningOf(item) : null;
          if (warning) {
            setDialog(null);
            return setConfirmOwn({ item, body, warning });
          }
          const index = queue.findIndex((q) => q.key === item.key);
          const rest = queue.filter((q) => q.key !== item.key);
          setSelectedKey(rest[Math.min(index, rest.length - 1)]?.key ?? null);
          setLastIndex(index);
          closedBySubmit.current = true;
          setDialog(null);
          held.submit(item, body);
        }}
      />
      <ConfirmDialog
        open={askTakeOver !== null}
        title="Someone is reviewing this proposal"
        confirmLabel="Review it anyway"
        onCancel={() => setAskTakeOver(null)}
        onConfirm={() => {
          const request = askTakeOver;
          setAskTakeOver(null);
          if (!request) return;
          void claimProposal(request.item.key, true, slug).catch(() => undefined);
          setDialog(request);
        }}
      >
        {askTakeOver?.item.claim?.username} selected this proposal within the last two minutes and may be deciding it now. Two reviews of one proposal spend two
        of your organization's ten daily reviews (the second is refused).
      </ConfirmDialog>
      <ConfirmDialog
        open={confirmOwn !== null}
        title="Approve the organization's own asset?"
        confirmLabel="Approve anyway"
        onCancel={() => setConfirmOwn(null)}
        onConfirm={() => {
          const pending = confirmOwn;
          setConfirmOwn(null);
          if (!pending) return;
          closedBySubmit.current = true;
          held.submit(pending.item, pending.body);
        }}
      >
        <span data-testid="own-asset-confirm">{confirmOwn?.warning}</span>
      </ConfirmDialog>
      <ShortcutsDialog open={helpOpen} canReview={canReview} onClose={() => setHelpOpen(false)} />
    </div>
  );
}

/** What the walk of the queue left out because the service sent it without an id, as /reports says it (lib/format/not-sent.ts). */
function UnreadableNotice({ unreadable }: { unreadable: NonNullable<TriageQueueView["unreadable"]> }) {
  const ids = unreadable.requestIds.join(", ");
  const parts = [
    unreadable.proposals > 0 ? unreadableRecords(unreadable.proposals, { one: "proposal", many: "proposals" }) : null,
    unreadable.reports > 0 ? unreadableRecords(unreadable.reports, { one: "report", many: "reports" }) : null,
  ].filter((p): p is string => p !== null);
  const many = unreadable.proposals + unreadable.reports > 1;
  return (
    <p role="status" data-testid="triage-unreadable" className="rounded border border-warn bg-warn-soft p-2 text-sm text-text">
      {parts.join(" and ")}
      {ids ? `; request id ${ids}` : ""}: the service sent {many ? "them" : "it"} without an id, so {many ? "they are" : "it is"} left out of the queue.
    </p>
  );
}
