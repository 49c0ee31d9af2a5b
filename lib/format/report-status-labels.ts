/**
 * Report statuses in words: the `reportStatus` table of labels.ts, on its own so the /reports
 * filter bar shows its status choices without every label table (about 2 kB gzipped of first load).
 */
export const REPORT_STATUS_LABELS: Record<string, string> = {
  TODO: "To do",
  IN_PROGRESS: "In progress",
  CLOSED: "Closed",
  // The other vocabulary some descriptions use for the same field (shown only when answered in it).
  PENDING: "Pending",
  APPROVED: "Approved",
  REJECTED: "Rejected",
};

/** A report status in words, or as it came when the table does not know it (labels.ts `label`). */
export function reportStatusLabel(value: string): string {
  return Object.hasOwn(REPORT_STATUS_LABELS, value) ? (REPORT_STATUS_LABELS[value] as string) : value;
}
