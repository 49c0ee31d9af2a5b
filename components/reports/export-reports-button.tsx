"use client";

import { useRef, useState } from "react";
import { ApiClientError } from "@/lib/queries/api-fetch";
import { createCsvRecordCounter } from "./csv-record-counter";
import { filtersToSearchParams, type ReportFilters } from "./report-filters";

type ExportState =
  | { phase: "idle" }
  | { phase: "running"; rows: number; total: number | null }
  | { phase: "done"; rows: number; fileName: string }
  | { phase: "error"; message: string; requestId?: string; rows: number };

async function errorFrom(response: Response): Promise<ApiClientError> {
  const body = await response.json().catch(() => null);
  const err = body?.error;
  return new ApiClientError(
    response.status,
    typeof err?.code === "string" ? err.code : "HTTP_ERROR",
    typeof err?.message === "string" ? err.message : `Export failed (${response.status})`,
    [],
    typeof err?.requestId === "string" ? err.requestId : (response.headers.get("X-Request-Id") ?? undefined),
  );
}

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "reports.csv";
}

function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Exports every report of the current filters as CSV. The server streams the file while it walks
 * the pages; the browser reads the stream to show rows received of the total, then saves a Blob.
 */
export function ExportReportsButton({ filters }: { filters: ReportFilters }) {
  const [state, setState] = useState<ExportState>({ phase: "idle" });
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const controller = new AbortController();
    abort.current = controller;
    setState({ phase: "running", rows: 0, total: null });
    let rows = 0;
    try {
      const response = await fetch(`/api/exports/reports?${filtersToSearchParams(filters).toString()}`, {
        credentials: "same-origin",
        cache: "no-store",
        signal: controller.signal,
      });
      if (!response.ok || !response.body) throw await errorFrom(response);
      const totalHeader = response.headers.get("X-Total-Count");
      const total = totalHeader === null ? null : Number(totalHeader);
      const reader = response.body.getReader();
      const decoder = new TextDecoder();
      const counter = createCsvRecordCounter();
      const chunks: Uint8Array<ArrayBuffer>[] = [];
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        chunks.push(value as Uint8Array<ArrayBuffer>);
        rows = Math.max(0, counter.push(decoder.decode(value, { stream: true })) - 1);
        setState({ phase: "running", rows, total });
      }
      const fileName = fileNameOf(response);
      save(new Blob(chunks, { type: "text/csv;charset=utf-8" }), fileName);
      setState({ phase: "done", rows, fileName });
    } catch (error) {
      if (controller.signal.aborted) {
        setState({ phase: "idle" });
        return;
      }
      setState({
        phase: "error",
        rows,
        message:
          error instanceof ApiClientError
            ? error.message
            : "The download broke off before the end; the file was not saved. Try again.",
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
            <progress
              aria-label="Export progress"
              max={state.total ?? undefined}
              value={state.total !== null ? state.rows : undefined}
              className="w-32"
            />
          </div>
          <button type="button" onClick={() => abort.current?.abort()} className="rounded border border-slate-300 px-2 py-1 dark:border-slate-600">
            Cancel
          </button>
        </div>
      ) : (
        <button type="button" onClick={run} className="rounded border border-slate-300 px-3 py-1 font-medium dark:border-slate-600">
          Export CSV
        </button>
      )}
      {state.phase === "done" ? (
        <p role="status" data-testid="export-done">
          Saved {state.fileName} ({state.rows.toLocaleString("en")} rows).
        </p>
      ) : null}
      {state.phase === "error" ? (
        <p role="alert" className="text-red-800 dark:text-red-200">
          Export failed after {state.rows.toLocaleString("en")} rows: {state.message}
          {state.requestId ? <span className="block font-mono text-xs">Request id: {state.requestId}</span> : null}
        </p>
      ) : null}
    </div>
  );
}
