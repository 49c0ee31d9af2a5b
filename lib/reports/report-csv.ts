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
  // The console's own marks (lib/marks): the service knows none of them.
  "tags",
  "assignee",
  "snoozed",
  "notes",
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

/** A report's console marks as the export writes them (lib/marks' `ItemMarks`: lib/marks reads this folder, not the other way). */
export type ReportCsvMarks = {
  tags: readonly string[];
  assignee: string | null;
  snoozed: boolean;
  snoozedUntil: string | null;
  notes: readonly { body: string; author: string; createdAt: string }[];
};

/** A snooze in words: until a time, or until the service changes the report; empty when not snoozed. */
function snoozeCell(marks: ReportCsvMarks | undefined): string {
  if (!marks?.snoozed) return "";
  return marks.snoozedUntil ? `until ${marks.snoozedUntil}` : "until the service changes it";
}

export function reportCsvLine(report: Report, marks?: ReportCsvMarks): string {
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
    marks?.tags.join("; ") ?? "",
    marks?.assignee ?? "",
    snoozeCell(marks),
    marks?.notes.map((n) => `${n.author} (${n.createdAt}): ${n.body}`).join(" | ") ?? "",
  ]);
}

/** The file's start: the BOM and the header record. */
export const REPORT_CSV_HEADER = CSV_BOM + csvRow(REPORT_CSV_COLUMNS);
