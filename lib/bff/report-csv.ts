import type { Report } from "@/lib/contract/report";

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

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;

/**
 * One RFC 4180 cell. A text that a spreadsheet would run as a formula (starting with = + - @,
 * tab or carriage return) is prefixed with ' first; quotes are doubled inside a quoted cell.
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine(cells: readonly (string | number | boolean | null | undefined)[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** The report's assets: its `assets` list when given, else the distinct assets of its proposals. */
function reportAssets(report: Report) {
  if (report.assets) return report.assets;
  const seen = new Set<string>();
  return report.proposals
    .map((p) => p.asset)
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
  return csvLine([
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

export const REPORT_CSV_HEADER = csvLine(REPORT_CSV_COLUMNS);
