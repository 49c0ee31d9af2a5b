import "server-only";
import { omit } from "zod/mini";
import type { Report } from "@/lib/contract/report";
import { reportListQuerySchema } from "@/lib/contract/report-list-request";
import { getLogger } from "@/lib/log/logger";
import type { UpstreamClient } from "@/lib/upstream/client";
import { type ListReportsQuery, listReports, REPORT_LIST_LIMIT_MAX } from "@/lib/upstream/reports";
import { REPORT_CSV_HEADER, type ReportCsvMarks, reportCsvLine } from "./report-csv";

/** The report-list filters without paging: the export walks every page itself. */
export const reportExportQuerySchema = omit(reportListQuerySchema, { limit: true, cursor: true });

export type ReportExportQuery = Omit<ListReportsQuery, "limit" | "cursor">;

/** Header the browser reads to show progress (rows received of this many). */
export const EXPORT_TOTAL_HEADER = "X-Total-Count";

export type ExportOptions = {
  signal?: AbortSignal;
  requestId?: string;
  now?: Date;
  /** Awaited before each call to the service (the per-minute budget, lib/reports/export-limits.ts); may throw to refuse. */
  beforeCall?: (call: { first: boolean; signal: AbortSignal }) => Promise<void>;
  /** Called once when the export is over: finished, failed, cancelled or refused. */
  onEnd?: () => void;
  /** The console's marks of a page's reports (tags, assignee, snooze, notes), by id as text; none: those columns stay empty. */
  marks?: (reports: readonly Report[]) => Promise<Record<string, ReportCsvMarks>>;
};

function fileName(now: Date): string {
  return `reports-${now.toISOString().slice(0, 16).replace(/[:T]/g, "-")}.csv`;
}

/**
 * Every report matching the filters as CSV, streamed as the pages arrive: the first page is
 * read before answering (so a refused filter is a proper error status), the following ones as the
 * client reads (pull), each with the cursor of the previous page passed back unchanged. A
 * failure after the first page ends the stream with an error, which the browser sees as a
 * broken download rather than a silently short file. A cursor seen twice stops the walk.
 */
export async function exportReportsCsv(client: UpstreamClient, query: ReportExportQuery, options: ExportOptions = {}): Promise<Response> {
  const abort = new AbortController();
  options.signal?.addEventListener("abort", () => abort.abort(options.signal?.reason), { once: true });
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    options.onEnd?.();
  };
  abort.signal.addEventListener("abort", end, { once: true });
  const call = { signal: abort.signal, requestId: options.requestId };
  let first: Awaited<ReturnType<typeof listReports>>;
  try {
    await options.beforeCall?.({ first: true, signal: abort.signal });
    first = await listReports(client, { ...query, limit: REPORT_LIST_LIMIT_MAX }, call);
  } catch (error) {
    end();
    throw error;
  }
  const encoder = new TextEncoder();
  const lines = async (reports: readonly Report[]) => {
    const marks = options.marks ? await options.marks(reports) : {};
    return reports.map((report) => reportCsvLine(report, marks[String(report.id)])).join("");
  };
  // The first page's lines before answering too: a store that cannot be read is an error status, not a broken file.
  let firstLines: string;
  try {
    firstLines = await lines(first.reports);
  } catch (error) {
    end();
    throw error;
  }
  const seen = new Set<string>();
  let cursor = first.nextCursor;

  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(REPORT_CSV_HEADER + firstLines));
      if (cursor === null) {
        controller.close();
        end();
      }
    },
    async pull(controller) {
      if (cursor === null) return;
      if (seen.has(cursor)) {
        controller.error(new Error("The service returned the same page cursor twice"));
        end();
        return;
      }
      seen.add(cursor);
      try {
        await options.beforeCall?.({ first: false, signal: abort.signal });
        const page = await listReports(client, { ...query, limit: REPORT_LIST_LIMIT_MAX, cursor }, call);
        controller.enqueue(encoder.encode(await lines(page.reports)));
        cursor = page.nextCursor;
        if (cursor === null) {
          controller.close();
          end();
        }
      } catch (error) {
        if (!abort.signal.aborted) {
          getLogger().warn({ requestId: options.requestId, err: error instanceof Error ? error.message : String(error) }, "report export stopped");
        }
        controller.error(error);
        end();
      }
    },
    cancel(reason) {
      abort.abort(reason);
      end();
    },
  });

  return new Response(stream, {
    status: 200,
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="${fileName(options.now ?? new Date())}"`,
      "X-Content-Type-Options": "nosniff",
      [EXPORT_TOTAL_HEADER]: String(first.totalCount),
    },
  });
}
