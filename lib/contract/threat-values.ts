/**
 * The fixed values of GET /organization/threats and GET /organization/watchlist, without zod (the
 * browser checks /assets addresses with them). The answers may carry others: shown as they come.
 */

/** The lower-case lifecycle `state` of a reported asset. */
export const THREAT_STATES = ["investigating", "escalated", "blocked", "allowed", "closed"] as const;

/** The feed's takedown statuses (the takedown list documents more; any is shown as sent). */
export const THREAT_TAKEDOWN_STATUSES = ["TODO", "IN_PROGRESS", "COMPLETED"] as const;

export const ASSET_LIVENESS = ["ALIVE", "DEAD", "UNKNOWN"] as const;

/** Watchlist reasons the docs name; the list is open-ended. */
export const WATCHLIST_REASONS = ["DEAD", "PARKING", "TEMPLATE", "RE_REGISTERED", "NOT_ENOUGH_EVIDENCE", "OTHER"] as const;

/** `per_page` of both feeds: 1–1000, default 100. */
export const FEED_PAGE_MAX = 1000;
export const FEED_PAGE_DEFAULT = 100;
