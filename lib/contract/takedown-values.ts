/**
 * The fixed values of POST /takedowns/list, without zod: the browser checks addresses and saved
 * views with them (components/takedowns/takedown-view.ts, lib/saved-views/view-state.ts), and
 * importing them from takedown-request.ts would ship zod with them (into /reports' first load,
 * through the views bar).
 */

/** Takedown statuses the service documents; the list answer may carry others (shown as they come). */
export const TAKEDOWN_STATUSES = [
  "TODO",
  "IN_PROGRESS",
  "PENDING_INPUT",
  "COMPLETED",
  "CANCELLED",
  "PENDING_RETRACTION",
  "RETRACTION_SENT",
  "RETRACTED",
] as const;
export type TakedownStatus = (typeof TAKEDOWN_STATUSES)[number];

/** The open statuses the queue snapshot counts (TODO, IN_PROGRESS, pending input). */
export const OPEN_TAKEDOWN_STATUSES = ["TODO", "IN_PROGRESS", "PENDING_INPUT"] as const satisfies readonly TakedownStatus[];

export const LIVENESS_STATUSES = ["UNKNOWN", "ALIVE", "DEAD"] as const;

export const TAKEDOWN_SORT_KEYS = ["updatedAt", "createdAt"] as const;

export const TAKEDOWN_PAGE_SIZE_MAX = 100;
