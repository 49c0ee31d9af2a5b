"use client";

import { reportPath } from "@/components/reports/report-path";
import { Button } from "@/components/ui/button";
import { saveFile } from "@/components/ui/save-file";
import { Table, TableHead, Td } from "@/components/ui/table";
import { CSV_BOM, csvDocument } from "@/lib/csv";
import type { AssetOutcome } from "@/lib/filing/run-filing";
import { refusalWords } from "@/lib/format/filing";

/** One asset's outcome in words, and the report it is in when there is one. */
export function outcomeWords(r: AssetOutcome): { result: string; reason: string } {
  switch (r.outcome) {
    case "filed":
      return { result: "Filed", reason: "" };
    case "skipped":
      return { result: "Not filed", reason: "The service left it out of the report: it already knows it (already reported, or already in the asked status)" };
    case "unknown":
      return { result: "Filed, not confirmed", reason: "The report was filed; the service did not say whether this asset is in it" };
    case "refused":
      return { result: "Not filed", reason: [refusalWords(r.errorType), r.message, r.suggestion].filter(Boolean).join(". ") };
    case "batch-refused":
      return { result: "Not filed", reason: `The service refused the whole report without naming this asset: ${r.message}` };
  }
}

function resultsCsv(results: readonly AssetOutcome[]): string {
  const rows = results.map((r) => {
    const { result, reason } = outcomeWords(r);
    return [r.content, result, "reportId" in r ? String(r.reportId) : "", reason];
  });
  return CSV_BOM + csvDocument([["Asset", "Result", "Report", "Reason"], ...rows]);
}

/** What became of each asset: filed with a link to its report, or not filed with the service's reason; exportable as CSV. */
export function FilingResults({ results }: { results: readonly AssetOutcome[] }) {
  const filed = results.filter((r) => r.outcome === "filed" || r.outcome === "unknown").length;
  return (
    <section aria-labelledby="filing-results" className="space-y-2" data-testid="filing-results">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="filing-results" className="text-base font-semibold">
          {filed} of {results.length} filed
        </h2>
        <Button size="sm" onClick={() => saveFile(new Blob([resultsCsv(results)], { type: "text/csv;charset=utf-8" }), "filing-results.csv")}>
          Download results (CSV)
        </Button>
      </div>
      <div className="sm:overflow-x-auto">
        <Table caption="What became of each asset" className="block sm:table">
          <TableHead columns={["Asset", "Result", "Report", "Reason"]} className="hidden sm:table-header-group" />
          <tbody className="block sm:table-row-group">
            {results.map((r) => {
              const { result, reason } = outcomeWords(r);
              return (
                // Below the sm breakpoint each result is a small card: the asset, then its result and report, then the reason.
                <tr
                  key={r.content}
                  className="flex flex-wrap items-baseline gap-x-3 border-b border-border py-1.5 align-top sm:table-row sm:py-0"
                  data-testid="filing-result"
                  data-outcome={r.outcome}
                >
                  <Td className="basis-full font-mono break-all max-sm:border-b-0 max-sm:px-0 max-sm:py-0">{r.content}</Td>
                  <Td
                    className={`font-medium max-sm:border-b-0 max-sm:px-0 max-sm:py-0 ${r.outcome === "filed" ? "text-ok" : r.outcome === "unknown" ? "text-warn" : "text-fail"}`}
                  >
                    {result}
                  </Td>
                  <Td className="max-sm:border-b-0 max-sm:px-0 max-sm:py-0">
                    {"reportId" in r ? (
                      <a
                        href={reportPath(String(r.reportId), r.outcome === "filed" ? r.createdAt : null)}
                        className="text-accent underline underline-offset-2"
                        data-testid="filed-report"
                      >
                        Open report {String(r.reportId)}
                      </a>
                    ) : null}
                  </Td>
                  <Td className="text-muted max-sm:basis-full max-sm:border-b-0 max-sm:px-0 max-sm:py-0 max-sm:text-xs max-sm:empty:hidden">{reason}</Td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      </div>
    </section>
  );
}
