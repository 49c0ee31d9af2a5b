"use client";

import type { ReactNode } from "react";
import { ReportAssetLifecycle } from "@/components/assets/report-asset-lifecycle";
import { ItemMarksPanel } from "@/components/marks/item-marks-panel";
import { SlaBadge } from "@/components/reports/report-badges";
import { Button } from "@/components/ui/button";
import { CodeLabel } from "@/components/ui/code-label";
import { Kbd } from "@/components/ui/kbd";
import { DateTime } from "@/components/ui/relative-time";
import { NOT_SENT, PROPOSAL_WITHOUT_ASSET, reportTitle } from "@/lib/format/not-sent";
import { ProposalEvidence } from "./proposal-evidence";
import type { QueueItem } from "./queue";
import type { ReviewDecision } from "./review-body";
import type { ReviewFailure } from "./review-errors";

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{term}</dt>
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
  ownWarning = null,
  onOpen,
  onDismissFailure,
}: {
  item: QueueItem;
  failure?: ReviewFailure;
  canReview: boolean;
  /** Why no decision can be made now (budget spent), or null. */
  blockReason: string | null;
  /** The asset is (or lies under) one of the organization's own (lib/own-assets/match.ts): said before an approve can go out. */
  ownWarning?: string | null;
  onOpen: (decision: ReviewDecision) => void;
  onDismissFailure: () => void;
}) {
  const { proposal, report } = item;
  // A review must name the proposal's asset: without it the service would refuse the review.
  const actionable = canReview && item.waiting && blockReason === null && proposal.asset !== null;
  const claimedByOther = item.claim && !item.claim.mine ? item.claim.username : null;
  return (
    <section
      aria-labelledby="triage-detail-title"
      data-testid="proposal-detail"
      className="rounded border border-border p-4 lg:sticky lg:top-4 lg:max-h-[calc(100vh-2rem)] lg:overflow-y-auto"
    >
      <h2 id="triage-detail-title" className="text-base font-semibold">
        Selected proposal
      </h2>
      <p className="mt-1 break-all font-mono text-base" data-testid="selected-asset">
        {proposal.asset ? (proposal.asset.content ?? `(content ${NOT_SENT})`) : `(asset ${NOT_SENT})`}
      </p>
      {canReview && proposal.asset === null ? (
        <p data-testid="asset-not-sent" className="mt-2 rounded border border-warn bg-warn-soft p-2 text-sm text-text">
          {PROPOSAL_WITHOUT_ASSET}.
        </p>
      ) : null}
      {claimedByOther ? (
        <p data-testid="claimed-by" className="mt-2 rounded border border-warn bg-warn-soft p-2 text-sm text-text">
          Being reviewed by {claimedByOther}. You will be asked before reviewing it.
        </p>
      ) : null}
      {item.certainty === "maybe" ? (
        <p className="mt-2 text-sm">
          This report has several pending proposals and the service does not say which wait on your organization: this one may be waiting on another
          organization (the service then refuses the review, and the proposal leaves the queue).
        </p>
      ) : null}

      {failure ? (
        <div data-testid="proposal-failure" className="mt-3 rounded border border-fail bg-fail-soft p-3 text-sm text-text">
          <p>
            {/* A refusal to hold is the console's own sentence, shown as it was said (components/triage/review-errors.ts). */}
            {failure.kind === "refused" ? null : <span className="font-semibold">Last attempt failed: </span>}
            {failure.message}
          </p>
          {failure.requestId ? <p className="font-mono text-xs">Request id: {failure.requestId}</p> : null}
          <Button variant="link" size="sm" onClick={onDismissFailure} className="mt-1">
            Dismiss
          </Button>
        </div>
      ) : null}

      {ownWarning ? (
        <p role="note" data-testid="own-asset-warning" className="mt-3 rounded border border-warn bg-warn-soft p-2 text-sm font-medium text-text">
          {ownWarning} An approve asks once more.
        </p>
      ) : null}
      {canReview ? (
        <fieldset className="mt-3 flex flex-wrap items-center gap-2" aria-describedby={blockReason ? "triage-block-reason" : undefined}>
          <legend className="sr-only">Review the selected proposal</legend>
          <Button variant="danger" disabled={!actionable} aria-keyshortcuts="a" onClick={() => onOpen("APPROVE")}>
            Approve{" "}
            <Kbd className="ml-1" aria-hidden>
              a
            </Kbd>
          </Button>
          <Button variant="primary" disabled={!actionable} aria-keyshortcuts="r" onClick={() => onOpen("REJECT")}>
            Reject{" "}
            <Kbd className="ml-1" aria-hidden>
              r
            </Kbd>
          </Button>
          <Button variant="secondary" disabled={!actionable} aria-keyshortcuts="w" onClick={() => onOpen("WATCHLIST")}>
            Watchlist{" "}
            <Kbd className="ml-1" aria-hidden>
              w
            </Kbd>
          </Button>
        </fieldset>
      ) : null}
      {canReview && blockReason ? (
        <p id="triage-block-reason" data-testid="decisions-disabled" className="mt-2 text-sm font-medium">
          {blockReason}
        </p>
      ) : null}

      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Row term="Asset type">{proposal.asset?.type ? <CodeLabel kind="assetType" value={proposal.asset.type} /> : NOT_SENT}</Row>
        <Row term="Asset status">{proposal.asset?.status ? <CodeLabel kind="assetStatus" value={proposal.asset.status} /> : NOT_SENT}</Row>
        <Row term="SLA">
          <SlaBadge report={report} />
        </Row>
        <Row term="Report">
          {reportTitle(report.title)} · {String(report.id)}
        </Row>
        <Row term="Filed">
          <DateTime iso={report.createdAt} />
          {report.reportedByCustomer ? " · by your organization" : ""}
        </Row>
      </dl>
      {proposal.asset ? (
        <section aria-labelledby="triage-lifecycle-heading" className="mt-4 text-sm">
          <h3 id="triage-lifecycle-heading" className="mb-1 font-semibold">
            What became of this asset
          </h3>
          <ReportAssetLifecycle assetIds={[String(proposal.asset.id)]} />
        </section>
      ) : null}
      <ItemMarksPanel kind="proposal" id={String(proposal.id)} />
      <ProposalEvidence proposal={proposal} report={report} />
    </section>
  );
}
