"use client";

import type { ReactNode } from "react";
import { CodeLabel } from "@/components/ui/code-label";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Report } from "@/lib/contract/report";
import { notSent } from "@/lib/contract/report-display";
import { NOT_SENT } from "@/lib/format/not-sent";
import { ReportAttachments } from "./report-attachments";
import { SlaBadge, StatusBadge } from "./report-badges";
import { Output, ReportProposals } from "./report-proposals";
import { safeHttpUrl } from "./safe-url";

/** An external address: a link (new tab, no opener, no referrer) only when it is http(s); else plain text. */
export function ExternalSubmissionLink({ url }: { url: string | null }) {
  if (!url) return <span className="text-muted">none</span>;
  const href = safeHttpUrl(url);
  if (!href) {
    return (
      <span data-testid="external-link-text" className="font-mono break-all">
        {url} <span className="font-sans text-xs text-muted">(not a web address; shown as text)</span>
      </span>
    );
  }
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" data-testid="external-link" className="break-all text-accent underline">
      {url}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <dt className="text-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="mt-4">
      <h3 className="mb-1 text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

/** The report's assets by id as text, each once: its proposals' first, then its `assets` list (at most 50, what one read answers). */
function assetIdsOf(report: Report): string[] {
  const ids = [...report.proposals.flatMap((p) => (p.asset ? [String(p.asset.id)] : [])), ...(report.assets ?? []).map((a) => String(a.id))];
  return [...new Set(ids)].slice(0, 50);
}

/**
 * A report in full: the facts, description, attachments (as `imageDisplay` allows), every
 * proposal with its asset, scans and enrichments, the reporter, the external link and the
 * source with its metadata. Self-contained: give it a report from the list; `onOpenReport`
 * makes the canonical report of a duplicate a link.
 */
export function ReportDetail({
  report,
  canonicalHref,
  onOpenReport,
  watchlisted,
  lifecycle,
}: {
  report: Report;
  /** What became of the report's assets (the panel's ReportAssetLifecycle, which reads the console's store). */
  lifecycle?: (assetIds: string[]) => ReactNode;
  /** Ids (as text) of the report's assets on the watchlist: their rejected proposals read "Watchlisted". */
  watchlisted?: ReadonlySet<string>;
  canonicalHref?: (id: string) => string;
  onOpenReport?: (id: string) => void;
}) {
  const canonical = report.duplicateOfId === null ? null : String(report.duplicateOfId);
  return (
    <div data-testid="report-detail" className="text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={report.status} notSent={notSent(report, "status")} />
        <SlaBadge report={report} />
        {report.favoritedAt ? (
          <span className="text-warn">
            <span aria-hidden="true">★ </span>Favorited <RelativeTime iso={report.favoritedAt} />
          </span>
        ) : null}
      </div>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <Field label="Report">#{String(report.id)}</Field>
        <Field label="Created">
          <RelativeTime iso={report.createdAt} />
        </Field>
        <Field label="Updated">
          <RelativeTime iso={report.updatedAt} />
        </Field>
        <Field label="SLA due">{report.slaDueAt ? <RelativeTime iso={report.slaDueAt} /> : notSent(report, "slaDueAt") ? NOT_SENT : "no SLA"}</Field>
        <Field label="By customer">{report.reportedByCustomer === null ? NOT_SENT : report.reportedByCustomer ? "yes" : "no"}</Field>
        <Field label="Duplicate of">
          {canonical === null ? (
            "not a duplicate"
          ) : canonicalHref && onOpenReport ? (
            <a
              href={canonicalHref(canonical)}
              onClick={(e) => {
                e.preventDefault();
                onOpenReport(canonical);
              }}
              className="underline"
            >
              #{canonical}
            </a>
          ) : (
            `#${canonical}`
          )}
        </Field>
        <Field label="Source">{report.source ? <CodeLabel kind="reportSource" value={report.source} /> : "none"}</Field>
        <Field label="External link">
          <ExternalSubmissionLink url={report.externalSubmissionLink} />
        </Field>
      </dl>
      {report.sourceMetadata !== null && report.sourceMetadata !== undefined ? (
        <Section title="Source metadata">
          <Output value={report.sourceMetadata} label="Source metadata" />
        </Section>
      ) : null}

      <Section title="Description">
        <p className="whitespace-pre-wrap break-words">
          {report.description === null ? `The description was ${NOT_SENT}.` : report.description || "No description."}
        </p>
      </Section>

      <Section title="Reporter">
        {report.reporter ? (
          <p>
            {report.reporter.fullName}{" "}
            <span className="text-muted">
              (<CodeLabel kind="reporterRole" value={report.reporter.role} />)
            </span>
          </p>
        ) : null}
        {report.externalReporter ? (
          <p>
            External: {report.externalReporter.displayName ?? "no display name"}{" "}
            {report.externalReporter.platform ? (
              <span className="text-muted">
                on <CodeLabel kind="reporterPlatform" value={report.externalReporter.platform} />
              </span>
            ) : null}
          </p>
        ) : null}
        {!report.reporter && !report.externalReporter ? <p className="text-muted">Not given.</p> : null}
      </Section>

      <Section title={`Attachments (${report.attachments.length})`}>
        <ReportAttachments attachments={report.attachments} imageDisplay={report.imageDisplay} />
      </Section>

      <Section title={`Proposals (${report.proposals.length})`}>
        <ReportProposals proposals={report.proposals} watchlisted={watchlisted} />
      </Section>
      {lifecycle ? <Section title="What became of its assets">{lifecycle(assetIdsOf(report))}</Section> : null}
    </div>
  );
}
