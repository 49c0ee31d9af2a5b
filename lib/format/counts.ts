/**
 * The words for numbers that count different things, the same on /queues, /wall, /health and
 * /triage: the snapshot's total, the backlog check's count (proposals waiting on the caller's
 * organization) and the triage queue (reports flagged for the organization's review).
 * See docs/architecture.md ("Words").
 */
export const PENDING_PROPOSALS = {
  total: "Pending proposals in total",
  awaitingOrganization: "Pending proposals awaiting your organization",
  flaggedForYou: "Pending proposals on reports flagged for you",
} as const;
