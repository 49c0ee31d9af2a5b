/** Report statuses, of either documented vocabulary, after which a report needs nothing more. */
const CLOSED_REPORT_STATUSES = new Set(["CLOSED", "APPROVED", "REJECTED"]);

/** A closed report's SLA is settled (met or missed): it carries no urgency. */
export function isClosedReport(status: string | null | undefined): boolean {
  return status != null && CLOSED_REPORT_STATUSES.has(status.toUpperCase());
}
