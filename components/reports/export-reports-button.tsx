"use client";

import { useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { useHydrated } from "@/components/ui/use-hydrated";
import { ApiClientError } from "@/lib/api/errors";
import type { ReportFilters } from "@/lib/contract/report-filters";

type ExportState =
  | { phase: "idle" }
  | { phase: "running"; rows: number; total: number | null }
  | { phase: "done"; rows: number; fileName: string }
  | { phase: "error"; message: string; requestId?: string; rows: number };

// The export belongs to the tab, not to one mount of its button: on /reports the views bar swaps
// in its code after hydration and mounts the page's actions again (components/saved-views/
// lazy-views-bar.tsx), and an export started before then kept running with nobody to show it.
const IDLE: ExportState = { phase: "idle" };
let current: ExportState = IDLE;
let running: AbortController | null = null;
const listeners = new Set<() => void>();

function show(next: ExportState): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Exports every report of the current filters as CSV. The server streams the file while it walks
 * the pages; the browser reads the stream to show rows received of the total, then saves a Blob.
 */
export function ExportReportsButton({ filters }: { filters: ReportFilters }) {
  const state = useSyncExternalStore(
    subscribe,
    () => current,
    () => IDLE,
  );
  const hydrated = useHydrated();

  const run = async () => {
    const controller = new AbortController();
    running = controller;
    show({ phase: "running", rows: 0, total: null });
    let rows = 0;
    try {
      // The streaming and saving code is fetched when an export starts, not with the page.
      const { downloadReportsCsv } = await import("./export-reports-download");
      const done = await downloadReportsCsv(filters, controller.signal, (received, total) => {
        rows = received;
        show({ phase: "running", rows, total });
      });
      show({ phase: "done", rows: done.rows, fileName: done.fileName });
    } catch (error) {
      if (controller.signal.aborted) {
        show(IDLE);
        return;
      }
      show({
        phase: "error",
        rows,
        message: error instanceof ApiClientError ? error.message : "The download broke off before the end; the file was not saved. Try again.",
        requestId: error instanceof ApiClientError ? error.requestId : undefined,
      });
    } finally {
      if (running === controller) running = null;
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
          <Button onClick={() => running?.abort()}>Cancel</Button>
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
