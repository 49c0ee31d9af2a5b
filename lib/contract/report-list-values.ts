/**
 * The fixed values of GET /organization/reports' filters, without zod: the /reports page checks
 * its URL filters in the browser with these (lib/contract/report-filters.ts, lib/reports/filter-value-checks.ts), and
 * importing them from report-list-request.ts would ship zod's core with them.
 */
export const REPORT_STATUSES = ["TODO", "IN_PROGRESS", "CLOSED"] as const;
/** The alternate vocabulary some descriptions use for the same report status. */
export const REPORT_STATUSES_ALTERNATE = ["PENDING", "APPROVED", "REJECTED"] as const;
export const REPORT_SOURCES = ["APP", "API", "CANARY_TOKEN", "AUTO_DETECTION", "ASSET_MANAGEMENT"] as const;
export const REVIEW_DECISIONS = ["APPROVE", "REJECT", "SKIP", "ESCALATE"] as const;
export const ACTOR_KINDS = ["human", "automation"] as const;
