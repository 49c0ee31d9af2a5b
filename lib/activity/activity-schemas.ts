/** The activity log's filters and list query, as the route reads them and the browser's code names them (isomorphic). */
import { z } from "zod";

/** The outcomes an event ends with (lib/db/audit-events.ts), as a filter of the log. */
export const AUDIT_OUTCOMES = ["success", "failure", "error"] as const;

const isoInstant = z.iso.datetime({ offset: true, error: "Expected an ISO 8601 date and time, e.g. 2026-11-20T12:00:00Z" });

const filterFields = {
  user: z.string().trim().min(1).max(200).optional(),
  action: z.string().trim().min(1).max(100).optional(),
  /** Succeeded, refused or failed: what /outcomes counts (a review sent is a successful one). */
  outcome: z.enum(AUDIT_OUTCOMES).optional(),
  /** Inclusive. */
  from: isoInstant.optional(),
  /** Exclusive. */
  to: isoInstant.optional(),
};

const fromBeforeTo = (f: { from?: string; to?: string }) => !f.from || !f.to || Date.parse(f.from) < Date.parse(f.to);
const fromBeforeToIssue = { message: "`from` must be before `to`", path: ["to"] };

/** Filters of the activity log, shared by the list and the CSV export. */
export const activityFiltersSchema = z.strictObject(filterFields).refine(fromBeforeTo, fromBeforeToIssue);

export const activityListQuerySchema = z
  .strictObject({
    ...filterFields,
    cursor: z.string().min(1).max(500).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .refine(fromBeforeTo, fromBeforeToIssue);

export type ActivityFilters = z.output<typeof activityFiltersSchema>;
export type ActivityListQuery = z.output<typeof activityListQuerySchema>;
