"use client";

import { useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiClientError } from "@/lib/api/errors";
import type { ReportFilters } from "@/lib/contract/report-filters";

type ExportState =
  | { phase: "idle" }
  | { phase: "running"; rows: number; total: number | null }
  | { phase: "done"; rows: number; fileName: string }
  | { phase: "error"; message: string; requestId?: string; rows: number };

/**
 * Exports every report of the current filters as CSV. The server streams the file while it walks
 * the pages; the browser reads the stream to show rows received of the total, then saves a Blob.
 */
export function ExportReportsButton({ filters }: { filters: ReportFilters }) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);
  const hydrated = useHydrated();

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: "running", rows: 0, total: null });
    let rows = 0;
    try {
      // The streaming and saving code is fetched when an export starts, not with the page.
      const { downloadReportsCsv } = await import("./export-reports-download");
      const done = await downloadReportsCsv(filters, controller.signal, (received, total) => {
        rows = received;
        setState({ phase: "running", rows, total });
      });
      setState({ phase: "done", rows: done.rows, fileName: done.fileName });
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ phase: "idle" });
        return;
      }
      setState({
        phase: "error",
        rows,
        message: error instanceof ApiClientError ? error.message : "The download broke off before the end; the file was not saved. Try again.",
        requestId: error instanceof ApiClientError ? error.requestId : undefined,
      });
    } finally {
      abort.current = null;
    }
  };

  return (
    <div className="flex flex-col items-end gap-1 text-sm" data-testid="export">
      {state.phase === "running" ? (
        <div className="flex items-center gap-2">
          <div className="flex items-center gap-2" role="status" data-testid="export-progress">
            <span>
              Exporting… {state.rows.toLocaleString("en")}
              {state.total !== null ? ` of ${state.total.toLocaleString("en")}` : ""} rows
            </span>
            <progress aria-label="Export progress" max={state.total ?? undefined} value={state.total !== null ? state.rows : undefined} className="w-32" />
          </div>
          <Button onClick={() => abort.current?.abort()}>Cancel</Button>
        </div>
      ) : (
        // Off until the page's code runs: a click before hydration would do nothing at all.
        <Button onClick={run} disabled={!hydrated}>
          Export CSV
        </Button>
      )}
      {state.phase === "done" ? (
        <p role="status" data-testid="export-done">
          Saved {state.fileName} ({state.rows.toLocaleString("en")} rows).
        </p>
      ) : null}
      {state.phase === "error" ? (
        <p role="alert" className="text-fail">
          Export failed after {state.rows.toLocaleString("en")} rows: {state.message}
          {state.requestId ? <span className="block font-mono text-xs">Request id: {state.requestId}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
