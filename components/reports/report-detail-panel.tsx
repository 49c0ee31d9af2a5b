"use client";

import { useEffect, useRef } from "react";
import type { Report } from "@/lib/contract/report";
import { ReportDetail } from "./report-detail";

export type MissingReportActions = {
  loadedCount: number;
  canLoadMore: boolean;
  searching: boolean;
  searchMore: () => void;
  clearFilters: (() => void) | null;
};

/**
 * The side panel for `?report=ID`. Non-modal: the list stays usable beside it. Escape or the
 * close button closes it (Back does too, since opening pushed a history entry).
 */
export function ReportDetailPanel({
  reportId,
  report,
  onClose,
  onOpenReport,
  reportHref,
  missing,
}: {
  reportId: string;
  report: Report | undefined;
  onClose: () => void;
  onOpenReport: (id: string) => void;
  reportHref: (id: string) => string;
  missing: MissingReportActions;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: focus moves to the heading whenever another report opens
  useEffect(() => {
    heading.current?.focus();
  }, [reportId]);

  return (
    <aside
      aria-labelledby="report-panel-title"
      data-testid="report-panel"
      onKeyDown={(e) => {
        if (e.key === "Escape") onClose();
      }}
      className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto border-l border-slate-300 bg-white p-4 shadow-2xl dark:border-slate-700 dark:bg-slate-950"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="report-panel-title" ref={heading} tabIndex={-1} className="text-lg font-semibold break-words outline-none">
          {report ? report.title || "(untitled)" : `Report #${reportId}`}
        </h2>
        <button type="button" onClick={onClose} className="shrink-0 rounded border border-slate-300 px-2 py-1 text-sm dark:border-slate-600">
          Close<span className="sr-only"> report details</span>
        </button>
      </div>
      {report ? (
        <ReportDetail report={report} canonicalHref={reportHref} onOpenReport={onOpenReport} />
      ) : (
        <div role="status" data-testid="report-not-loaded" className="mt-3 space-y-2 text-sm">
          <p>
            Report #{reportId} is not among the {missing.loadedCount.toLocaleString("en")} reports loaded for the current filters.
            {missing.canLoadMore ? " It may be further down the list." : " Every matching report is loaded, so it does not match these filters."}
          </p>
          <div className="flex flex-wrap gap-2">
            {missing.canLoadMore ? (
              <button type="button" disabled={missing.searching} onClick={missing.searchMore} className="rounded border border-slate-300 px-2 py-1 disabled:opacity-60 dark:border-slate-600">
                {missing.searching ? "Loading more…" : "Load more reports to find it"}
              </button>
            ) : null}
            {missing.clearFilters ? (
              <button type="button" onClick={missing.clearFilters} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600">
                Clear the filters
              </button>
            ) : null}
            <button type="button" onClick={onClose} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600">
              Close
            </button>
          </div>
        </div>
      )}
    </aside>
  );
}
