"use client";

import { useEffect, useRef } from "react";
import type { Report } from "@/lib/contract/report";
import { ReportDetail } from "./report-detail";
import { ReportNextSteps } from "./report-next-steps";

/** Where the panel stands on a report the list has not loaded: asked for by id through the console's report index. */
export type ReportLookup =
  | { state: "loading" }
  | { state: "indexing"; message: string }
  | { state: "missing"; message: string }
  | { state: "error"; message: string; requestId?: string; retry: () => void };

const quiet = "rounded border border-slate-300 px-2 py-1 dark:border-slate-600";

function LookupStatus({ reportId, lookup }: { reportId: string; lookup: ReportLookup }) {
  if (lookup.state === "loading") {
    return (
      <p role="status" data-testid="report-lookup" data-state="loading" className="mt-3 text-sm">
        Finding report #{reportId}…
      </p>
    );
  }
  const words =
    lookup.state === "indexing"
      ? { title: "Still indexing", tone: "border-amber-300 bg-amber-50 dark:border-amber-800 dark:bg-amber-950", after: "The console asks again every few seconds." }
      : lookup.state === "missing"
        ? { title: "No such report", tone: "border-slate-300 bg-slate-50 dark:border-slate-700 dark:bg-slate-900", after: "Check the number in the address." }
        : { title: "Could not load the report", tone: "border-red-300 bg-red-50 dark:border-red-800 dark:bg-red-950", after: "" };
  return (
    <div role="status" data-testid="report-lookup" data-state={lookup.state} className={`mt-3 space-y-2 rounded border p-3 text-sm ${words.tone}`}>
      <p className="font-medium">{words.title}</p>
      <p>{lookup.message}</p>
      {words.after ? <p className="text-slate-600 dark:text-slate-400">{words.after}</p> : null}
      {lookup.state === "error" && lookup.requestId ? <p className="font-mono text-xs">Request id: {lookup.requestId}</p> : null}
      {lookup.state === "error" ? (
        <button type="button" onClick={lookup.retry} className={quiet}>
          Try again
        </button>
      ) : null}
    </div>
  );
}

/**
 * The side panel for `?report=ID`. Non-modal: the list stays usable beside it. Escape or the
 * close button closes it (Back does too, since opening pushed a history entry). A report the
 * list has not loaded is fetched by id, whatever the filters and however far down it is.
 */
export function ReportDetailPanel({
  reportId,
  report,
  lookup,
  onClose,
  onOpenReport,
  reportHref,
  canUnblock,
}: {
  reportId: string;
  report: Report | undefined;
  lookup: ReportLookup;
  onClose: () => void;
  onOpenReport: (id: string) => void;
  reportHref: (id: string) => string;
  canUnblock: boolean;
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
        <>
          <ReportNextSteps report={report} canUnblock={canUnblock} />
          <ReportDetail report={report} canonicalHref={reportHref} onOpenReport={onOpenReport} />
        </>
      ) : (
        <LookupStatus reportId={reportId} lookup={lookup} />
      )}
    </aside>
  );
}
