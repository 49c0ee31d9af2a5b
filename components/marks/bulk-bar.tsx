"use client";

import type { ComponentProps } from "react";
import type { Report } from "@/lib/contract/report";
import { REPORT_CSV_HEADER, reportCsvLine } from "@/lib/reports/report-csv";
import { MarksBulkBar } from "./marks-bulk-bar";

/**
 * The bulk bar of /reports' lists (components/marks/marks-bulk-bar.tsx for reports): its rows are the
 * loaded reports, its CSV the reports export's columns. Loaded lazily by /reports.
 */
export function BulkBar({ loaded, ...props }: Omit<ComponentProps<typeof MarksBulkBar>, "kind" | "rowIds" | "csv"> & { loaded: readonly Report[] }) {
  return (
    <MarksBulkBar
      {...props}
      kind="report"
      rowIds={loaded.map((r) => String(r.id))}
      csv={(picked, marks) => {
        const rows = loaded.filter((r) => picked.has(String(r.id)));
        return { text: REPORT_CSV_HEADER + rows.map((r) => reportCsvLine(r, marks[String(r.id)])).join(""), name: `reports-selected-${rows.length}.csv` };
      }}
    />
  );
}
