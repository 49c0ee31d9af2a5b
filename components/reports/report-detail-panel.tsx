"use client";

import { useEffect, useRef } from "react";
import { ReportAssetLifecycle } from "@/components/assets/report-asset-lifecycle";
import { ItemMarksPanel } from "@/components/marks/item-marks-panel";
import { Button } from "@/components/ui/button";
import { whyNotAnId } from "@/lib/contract/id-refusal";
import type { Report } from "@/lib/contract/report";
import { reportTitle } from "@/lib/format/not-sent";
import { ReportDetail } from "./report-detail";
import { ReportNextSteps } from "./report-next-steps";
import { useWatchlistedAssets } from "./use-watchlisted-assets";

/** Where the panel stands on a report the list has not loaded: asked for by id through the console's report index. */
export type ReportLookup =
  | { state: "loading" }
  | { state: "indexing"; message: string }
  | { state: "missing"; message: string }
  /** `?report=` holds a value that cannot be an id (whyNotAnId): nothing is asked for. */
  | { state: "refused"; text: string }
  | { state: "error"; message: string; requestId?: string; retry: () => void };

const quiet = "rounded border border-border px-2 py-1";

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
      ? { title: "Still indexing", tone: "border-warn bg-warn-soft", after: "The console asks again every few seconds." }
      : lookup.state === "missing"
        ? { title: "No such report", tone: "border-border bg-surface-raised", after: "Check the number in the address." }
        : lookup.state === "refused"
          ? {
              title: "Not a report id",
              tone: "border-border bg-surface-raised",
              after: "A report id is a whole number or 1 to 200 printable characters: check the address.",
            }
          : { title: "Could not load the report", tone: "border-fail bg-fail-soft", after: "" };
  return (
    <div role="status" data-testid="report-lookup" data-state={lookup.state} className={`mt-3 space-y-2 rounded border p-3 text-sm ${words.tone}`}>
      <p className="font-medium">{words.title}</p>
      <p>{lookup.state === "refused" ? `That cannot be a report id: ${whyNotAnId(lookup.text)}.` : lookup.message}</p>
      {words.after ? <p className="text-muted">{words.after}</p> : null}
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
  const watchlisted = useWatchlistedAssets(report);
  // Whatever opened the panel (a row's link) gets focus back when it closes; runs before the heading takes focus.
  useEffect(() => {
    const active = document.activeElement;
    const opener = active instanceof HTMLElement && active !== document.body ? active : null;
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);
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
      className="fixed inset-y-0 right-0 z-40 w-full max-w-xl overflow-y-auto border-l border-border bg-surface p-4 shadow-2xl"
    >
      <div className="flex items-start justify-between gap-3">
        <h2 id="report-panel-title" ref={heading} tabIndex={-1} className="text-lg font-semibold break-words outline-none">
          {report ? reportTitle(report.title) : lookup.state === "refused" ? "Report" : `Report #${reportId}`}
        </h2>
        <Button onClick={onClose} className="shrink-0">
          Close<span className="sr-only"> report details</span>
        </Button>
      </div>
      {report ? (
        <>
          <ReportNextSteps report={report} canUnblock={canUnblock} />
          <ReportDetail
            report={report}
            canonicalHref={reportHref}
            onOpenReport={onOpenReport}
            watchlisted={watchlisted}
            lifecycle={(assetIds) => <ReportAssetLifecycle assetIds={assetIds} />}
          />
          <ItemMarksPanel kind="report" id={String(report.id)} />
        </>
      ) : (
        <LookupStatus reportId={reportId} lookup={lookup} />
      )}
    </aside>
  );
}
