"use client";

import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { Report } from "@/lib/contract/report";
import { relatedThreatPath } from "@/lib/filing/related";
import { plural } from "@/lib/format/duration";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { triageQueueOptions } from "@/lib/queries/triage";
import { reportPath } from "./report-path";

const link = "rounded border border-border px-2 py-1 text-xs underline-offset-2 hover:underline";

type NamedAsset = { content: string; type: string; status: string | null };

/** The assets a report names, each once (from its proposals, else its `assets`); blocked when either says so. */
export function reportAssets(report: Report): NamedAsset[] {
  const seen = new Map<string, NamedAsset>();
  const add = (a: { content: string | null; type: string | null; status: string | null } | null | undefined) => {
    // An asset whose content the service did not send cannot be named here.
    if (!a?.content) return;
    const known = seen.get(a.content);
    if (!known) seen.set(a.content, { content: a.content, type: String(a.type), status: a.status });
    else if (a.status === "BLOCKED") known.status = "BLOCKED";
  };
  for (const p of report.proposals) add(p.asset);
  for (const a of report.assets ?? []) add(a);
  return [...seen.values()];
}

/** The report's assets that are blocked: the only ones an unblock or a dispute applies to. */
export const blockedAssets = (report: Report) => reportAssets(report).filter((a) => a.status === "BLOCKED");

/** At most this many "Unblock or dispute" links; the rest are counted. */
const MAX_UNBLOCK_LINKS = 3;

/**
 * "Review in triage" only when triage holds the report's pending proposals: it holds those of
 * reports the service flags as waiting on this organization's review (`needsCustomerReview`), so a
 * report whose proposals wait on another organization would open an empty queue. Asked of the
 * triage queue itself, narrowed to the report (one read of its cached walk).
 */
export function TriageLink({ reportId, pending }: { reportId: string; pending: number }) {
  const org = useOrganizationScope();
  const query = useQuery({
    ...triageQueueOptions(org, { sla: [], assetType: [], brand: [], report: reportId }, 1),
    placeholderData: undefined,
    refetchInterval: false,
  });
  const inTriage = query.data?.filteredTotal;
  if (inTriage !== undefined && inTriage > 0) {
    return (
      <a href={`/triage?report=${encodeURIComponent(reportId)}`} className={link} data-testid="review-in-triage">
        Review in triage ({inTriage} pending)
      </a>
    );
  }
  const words =
    inTriage === 0
      ? `${plural(pending, "pending proposal")}, not in triage: the service does not list this report as waiting on your organization's review, so ${pending === 1 ? "it waits" : "they wait"} on another organization (or on the service).`
      : query.isError
        ? `${plural(pending, "pending proposal")}; whether triage holds ${pending === 1 ? "it" : "them"} could not be checked.`
        : `${plural(pending, "pending proposal")}; checking whether triage holds ${pending === 1 ? "it" : "them"}…`;
  return (
    <span className="text-xs text-muted" data-testid="pending-elsewhere" data-state={inTriage === 0 ? "elsewhere" : query.isError ? "unknown" : "checking"}>
      {words}
    </span>
  );
}

/**
 * What a reader can do next from a report: review its pending proposals in triage, unblock or
 * dispute one of its assets (the unblock page opens prefilled), copy a link that opens it.
 */
export function ReportNextSteps({ report, canUnblock }: { report: Report; canUnblock: boolean }) {
  const id = String(report.id);
  const pending = report.proposals.filter((p) => p.reviewStatus === "PENDING").length;
  const blocked = blockedAssets(report);
  const [copyFailed, setCopyFailed] = useState(false);
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(reportPath(id, report.createdAt), window.location.origin).toString());
      setCopyFailed(false);
      toast({ message: "Link copied." });
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <nav aria-label="Next steps" data-testid="report-next-steps" className="mt-3 mb-3 flex flex-wrap items-center gap-2 border-b border-border pb-3">
      {pending > 0 ? <TriageLink reportId={id} pending={pending} /> : null}
      {canUnblock && blocked.length > 0 ? (
        <>
          {blocked.slice(0, MAX_UNBLOCK_LINKS).map((asset) => (
            <a
              key={asset.content}
              href={`/unblock?asset=${encodeURIComponent(asset.content)}`}
              className={`${link} max-w-full truncate`}
              data-testid="unblock-asset"
              title={asset.content}
            >
              Unblock or dispute <span className="font-mono">{asset.content}</span>
            </a>
          ))}
          {blocked.length > MAX_UNBLOCK_LINKS ? (
            <span className="text-xs text-muted">and {plural(blocked.length - MAX_UNBLOCK_LINKS, "more blocked asset")} (listed under Proposals)</span>
          ) : null}
        </>
      ) : null}
      <a href={relatedThreatPath(id, reportAssets(report))} className={link} data-testid="report-related-threat">
        Report a related threat
      </a>
      <button type="button" onClick={() => void copy()} className={link} data-testid="copy-report-link">
        Copy link
      </button>
      {canUnblock && blocked.length === 0 ? (
        <span className="text-xs text-muted" data-testid="unblock-none">
          No asset of this report is blocked: nothing to unblock or dispute.
        </span>
      ) : null}
      <span role="status" className="text-xs text-muted">
        {copyFailed ? `Copy this address: ${reportPath(id, report.createdAt)}` : ""}
      </span>
    </nav>
  );
}
