import { saveFile } from "@/components/ui/save-file";
import { readApiError } from "@/lib/api/errors";
import type { ReportFilters } from "@/lib/contract/report-filters";
import { filtersToSearchParams } from "@/lib/reports/report-filters";
import { createCsvRecordCounter } from "./csv-record-counter";

function fileNameOf(response: Response): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("Content-Disposition") ?? "");
  return match?.[1] ?? "reports.csv";
}

/**
 * Streams the CSV of every report of the filters from the server, telling rows received of the
 * total as they come, then saves it. Loaded when an export starts (export-reports-button.tsx).
 */
export async function downloadReportsCsv(
  filters: ReportFilters,
  signal: AbortSignal,
  onProgress: (rows: number, total: number | null) => void,
): Promise<{ rows: number; fileName: string }> {
  const response = await fetch(`/api/exports/reports?${filtersToSearchParams(filters).toString()}`, {
    credentials: "same-origin",
    cache: "no-store",
    signal,
  });
  if (!response.ok || !response.body) throw await readApiError(response, `Export failed (${response.status})`);
  const totalHeader = response.headers.get("X-Total-Count");
  const total = totalHeader === null ? null : Number(totalHeader);
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  const counter = createCsvRecordCounter();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let rows = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value as Uint8Array<ArrayBuffer>);
    rows = Math.max(0, counter.push(decoder.decode(value, { stream: true })) - 1);
    onProgress(rows, total);
  }
  const fileName = fileNameOf(response);
  saveFile(new Blob(chunks, { type: "text/csv;charset=utf-8" }), fileName);
  return { rows, fileName };
}
