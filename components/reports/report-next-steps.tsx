"use client";

import { useState } from "react";
import { useToast } from "@/components/ui/toast";
import type { Report } from "@/lib/contract/report";

const link = "rounded border border-border px-2 py-1 text-xs underline-offset-2 hover:underline";

/** The assets a report names, each once (from its proposals, else its `assets`). */
export function reportAssets(report: Report): { content: string; type: string }[] {
  const seen = new Map<string, { content: string; type: string }>();
  // An asset whose content the service did not send cannot be named here.
  for (const p of report.proposals) if (p.asset?.content) seen.set(p.asset.content, { content: p.asset.content, type: String(p.asset.type) });
  for (const a of report.assets ?? []) if (a.content && !seen.has(a.content)) seen.set(a.content, { content: a.content, type: String(a.type) });
  return [...seen.values()];
}

/** Where a report can be shared from: the /reports address that opens it by id. */
export const reportPath = (id: string) => `/reports?report=${encodeURIComponent(id)}`;

/**
 * What a reader can do next from a report: review its pending proposals in triage, unblock or
 * dispute one of its assets (the unblock page opens prefilled), copy a link that opens it.
 */
export function ReportNextSteps({ report, canUnblock }: { report: Report; canUnblock: boolean }) {
  const id = String(report.id);
  const pending = report.proposals.filter((p) => p.reviewStatus === "PENDING").length;
  const assets = reportAssets(report);
  const [copyFailed, setCopyFailed] = useState(false);
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(new URL(reportPath(id), window.location.origin).toString());
      setCopyFailed(false);
      toast({ message: "Link copied." });
    } catch {
      setCopyFailed(true);
    }
  };

  return (
    <nav
      aria-label="Next steps"
      data-testid="report-next-steps"
      className="mt-3 mb-3 flex flex-wrap items-center gap-2 border-b border-border pb-3"
    >
      {pending > 0 ? (
        <a href={`/triage?report=${encodeURIComponent(id)}`} className={link} data-testid="review-in-triage">
          Review in triage ({pending} pending)
        </a>
      ) : null}
      {canUnblock
        ? assets.slice(0, 3).map((asset) => (
            <a
              key={asset.content}
              href={`/unblock?asset=${encodeURIComponent(asset.content)}`}
              className={`${link} max-w-full truncate`}
              data-testid="unblock-asset"
              title={asset.content}
            >
              Unblock or dispute {assets.length > 1 ? <span className="font-mono">{asset.content}</span> : "this asset"}
            </a>
          ))
        : null}
      <button type="button" onClick={() => void copy()} className={link} data-testid="copy-report-link">
        Copy link
      </button>
      <span role="status" className="text-xs text-muted">
        {copyFailed ? `Copy this address: ${reportPath(id)}` : ""}
      </span>
    </nav>
  );
}
