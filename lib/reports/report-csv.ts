import type { Report } from "@/lib/contract/report";
import { CSV_BOM, csvRow } from "@/lib/csv";

/** The export's columns, in order. Proposal counts by review status; unknown statuses count as "other". */
export const REPORT_CSV_COLUMNS = [
  "id",
  "title",
  "status",
  "source",
  "createdAt",
  "updatedAt",
  "slaDueAt",
  "duplicateOfId",
  "reportedByCustomer",
  "assets",
  "proposalsPending",
  "proposalsApproved",
  "proposalsRejected",
  "proposalsOther",
] as const;

/** The report's assets: its `assets` list when given, else the distinct assets of its proposals. */
function reportAssets(report: Report) {
  if (report.assets) return report.assets;
  const seen = new Set<string>();
  return report.proposals
    .flatMap((p) => (p.asset ? [p.asset] : []))
    .filter((asset) => {
      const key = String(asset.id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}

export function reportCsvLine(report: Report): string {
  const counts = { PENDING: 0, APPROVED: 0, REJECTED: 0, other: 0 };
  for (const proposal of report.proposals) {
    const status = proposal.reviewStatus;
    if (status === "PENDING" || status === "APPROVED" || status === "REJECTED") counts[status]++;
    else counts.other++;
  }
  const assets = reportAssets(report)
    .map((a) => `${a.type} ${a.content} [${a.status}]`)
    .join("; ");
  return csvRow([
    report.id,
    report.title,
    report.status,
    report.source,
    report.createdAt,
    report.updatedAt,
    report.slaDueAt,
    report.duplicateOfId,
    report.reportedByCustomer,
    assets,
    counts.PENDING,
    counts.APPROVED,
    counts.REJECTED,
    counts.other,
  ]);
}

/** The file's start: the BOM and the header record. */
export const REPORT_CSV_HEADER = CSV_BOM + csvRow(REPORT_CSV_COLUMNS);
