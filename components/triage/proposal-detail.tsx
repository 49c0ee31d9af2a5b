"use client";

import type { ReactNode } from "react";
import type { QueueItem } from "./queue";
import type { ReviewDecision } from "./review-body";
import type { ReviewFailure } from "./review-errors";
import { describeSla, SLA_TONE } from "./sla-text";
import { dangerButton, kbd, primaryButton, secondaryButton } from "./styles";

const formatDate = (value: string | null) => {
  if (value === null) return "—";
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? value : new Date(ms).toLocaleString(undefined, { dateStyle: "medium", timeStyle: "short" });
};

const isWebLink = (url: string) => /^https?:\/\//i.test(url);

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className="min-w-0 break-words">{children}</dd>
    </>
  );
}

/** The selected proposal in full, with its review buttons (or why there are none). */
export function ProposalDetail({
  item,
  failure,
  canReview,
  now,
  onOpen,
  onDismissFailure,
}: {
  item: QueueItem;
  failure?: ReviewFailure;
  canReview: boolean;
  now: number;
  onOpen: (decision: ReviewDecision) => void;
  onDismissFailure: () => void;
}) {
  const { proposal, report } = item;
  const sla = describeSla(report.slaDueAt, now);
  const latestScan = proposal.asset.scans.at(-1);
  const others = report.proposals.filter((p) => String(p.id) !== item.key);
  const actionable = canReview && item.waiting;
  return (
    <section aria-labelledby="triage-detail-title" className="rounded border border-slate-300 p-4 lg:sticky lg:top-4 dark:border-slate-700">
      <h2 id="triage-detail-title" className="text-base font-semibold">
        Selected proposal
      </h2>
      <p className="mt-1 break-all font-mono text-base" data-testid="selected-asset">
        {proposal.asset.content}
      </p>

      {failure ? (
        // The page-level alert already interrupted; here the reason stays with the proposal.
        <div data-testid="proposal-failure" className="mt-3 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-900 dark:border-red-800 dark:bg-red-950 dark:text-red-100">
          <p>
            <span className="font-semibold">Last attempt failed:</span> {failure.message}
          </p>
          {failure.detail ? <p className="text-xs">Service said: {failure.detail}</p> : null}
          {failure.requestId ? <p className="font-mono text-xs">Request id: {failure.requestId}</p> : null}
          <button type="button" onClick={onDismissFailure} className="mt-1 underline underline-offset-2">
            Dismiss
          </button>
        </div>
      ) : null}

      {canReview ? (
        <fieldset className="mt-3 flex flex-wrap items-center gap-2">
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
      {canReview && !item.waiting ? (
        <p className="mt-2 text-sm">The service said this proposal is not waiting on your organization's review; its reviewers decide it.</p>
      ) : null}

      <dl className="mt-4 grid grid-cols-[max-content_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
        <Row term="Asset type">{proposal.asset.type}</Row>
        <Row term="Asset status">{proposal.asset.status}</Row>
        <Row term="Proposal">
          {String(proposal.id)} · {proposal.reviewStatus}
        </Row>
        <Row term="SLA">
          <span className={`rounded px-1.5 py-0.5 ${SLA_TONE[sla.bucket]}`}>{sla.text}</span>{" "}
          {report.slaDueAt ? <span className="text-slate-600 dark:text-slate-400">({formatDate(report.slaDueAt)})</span> : null}
        </Row>
        <Row term="Report">
          {report.title} · {String(report.id)}
        </Row>
        <Row term="Report status">{report.status ?? "—"}</Row>
        <Row term="Filed">
          {formatDate(report.createdAt)}
          {report.reportedByCustomer ? " · by your organization" : ""}
        </Row>
        <Row term="Source">{report.source ?? "—"}</Row>
        <Row term="Reporter">
          {report.reporter ? `${report.reporter.fullName} (${report.reporter.role})` : report.externalReporter ? `${report.externalReporter.displayName ?? "Unnamed"} on ${report.externalReporter.platform}` : "—"}
        </Row>
        <Row term="Latest scan">{latestScan ? `${latestScan.status}, ${formatDate(latestScan.createdAt)}` : "None"}</Row>
        <Row term="Attachments">{report.attachments.length}</Row>
        <Row term="Other proposals">
          {others.length === 0 ? "None" : others.map((p) => `${p.asset.type} ${p.asset.content} (${p.reviewStatus})`).join("; ")}
        </Row>
        {report.externalSubmissionLink ? (
          <Row term="Submitted at">
            {isWebLink(report.externalSubmissionLink) ? (
              <a href={report.externalSubmissionLink} className="break-all text-blue-800 underline dark:text-blue-300" target="_blank" rel="noopener noreferrer">
                {report.externalSubmissionLink}
              </a>
            ) : (
              report.externalSubmissionLink
            )}
          </Row>
        ) : null}
      </dl>
      {report.description ? <p className="mt-3 whitespace-pre-line text-sm">{report.description}</p> : null}
    </section>
  );
}
