"use client";

import type { ReactNode } from "react";
import { ProposalEvidence } from "./proposal-evidence";
import type { QueueItem } from "./queue";
import type { ReviewDecision } from "./review-body";
import type { ReviewFailure } from "./review-errors";
import { describeSla, SLA_TONE } from "./sla-text";
import { dangerButton, kbd, primaryButton, secondaryButton } from "./styles";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** The selected proposal with its review buttons (or why they are off) and the evidence to decide on. */
export function ProposalDetail({
  item,
  failure,
  canReview,
  blockReason,
  now,
  onOpen,
  onDismissFailure,
}: {
  item: QueueItem;
  failure?: ReviewFailure;
  canReview: boolean;
  /** Why no decision can be made now (budget spent), or null. */
  blockReason: string | null;
  now: number;
  onOpen: (decision: ReviewDecision) => void;
  onDismissFailure: () => void;
}) {
  const { proposal, report } = item;
  const sla = describeSla(report.slaDueAt, now);
  const actionable = canReview && item.waiting && blockReason === null;
  const claimedByOther = item.claim && !item.claim.mine ? item.claim.username : null;
  return (
    <section aria-labelledby="triage-detail-title" data-testid="proposal-detail" className="rounded border border-slate-300 p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto dark:border-slate-700">
      <h2 id="triage-detail-title" className="text-base font-semibold">
        Selected proposal
      </h2>
      <p className="mt-1 break-all font-mono text-base" data-testid="selected-asset">
        {proposal.asset.content}
      </p>
      {claimedByOther ? (
        <p data-testid="claimed-by" className="mt-2 rounded border border-amber-400 bg-amber-50 p-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-50">
          Being reviewed by {claimedByOther}. You will be asked before reviewing it.
        </p>
      ) : null}
      {item.certainty === "maybe" ? (
        <p className="mt-2 text-sm">
          This report has several pending proposals and the service does not say which wait on your organization: this one may be
          waiting on another organization (the service then refuses the review, and the proposal leaves the queue).
        </p>
      ) : null}

      {failure ? (
        <div data-testid="proposal-failure" className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p>
            <span className="font-semibold">Last attempt failed:</span> {failure.message}
          </p>
          {failure.requestId ? <p className="font-mono text-xs">Request id: {failure.requestId}</p> : null}
          <button type="button" onClick={onDismissFailure} className="mt-1 underline underline-offset-2">
            Dismiss
          </button>
        </div>
      ) : null}

      {canReview ? (
        <fieldset className="mt-3 flex flex-wrap items-center gap-2" aria-describedby={blockReason ? "triage-block-reason" : undefined}>
          <legend className="sr-only">Review the selected proposal</legend>
          <button type="button" className={dangerButton} disabled={!actionable} aria-keyshortcuts="a" onClick={() => onOpen("APPROVE")}>
            Approve <span className={`${kbd} ml-1`} aria-hidden="true">a</span>
          </button>
          <button type="button" className={primaryButton} disabled={!actionable} aria-keyshortcuts="r" onClick={() => onOpen("REJECT")}>
            Reject <span className={`${kbd} ml-1`} aria-hidden="true">r</span>
          </button>
          <button type="button" className={secondaryButton} disabled={!actionable} aria-keyshortcuts="w" onClick={() => onOpen("WATCHLIST")}>
            Watchlist <span className={`${kbd} ml-1`} aria-hidden="true">w</span>
          </button>
        </fieldset>
      ) : null}
      {canReview && blockReason ? (
        <p id="triage-block-reason" data-testid="decisions-disabled" className="mt-2 text-sm font-medium">
          {blockReason}
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Row term="Asset type">{proposal.asset.type}</Row>
        <Row term="Asset status">{proposal.asset.status}</Row>
        <Row term="SLA">
          <span className={`rounded px-1.5 py-0.5 ${SLA_TONE[sla.bucket]}`}>{sla.text}</span>
        </Row>
        <Row term="Report">
          {report.title} · {String(report.id)}
        </Row>
        <Row term="Filed">
          {new Date(Date.parse(report.createdAt)).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" })}
          {report.reportedByCustomer ? " · by your organization" : ""}
        </Row>
      </dl>
      <ProposalEvidence proposal={proposal} report={report} />
    </section>
  );
}
