import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

/** The service's documented limit: 10 reviews per organization per rolling 24 hours, shared by all keys. */
export const REVIEW_LIMIT = 10;
const WINDOW_MS = 24 * 3_600_000;

export type ReviewBudget = {
  limit: number;
  windowHours: number;
  /** Reviews that succeeded through this console in the rolling window. */
  used: number;
  remaining: number;
  /** When the oldest counted review leaves the window (one more becomes available), or null. */
  nextFreeAt: string | null;
};

/** Reviews that succeeded through this console in the rolling window ending at `now`, oldest first. */
function reviewsInWindow(db: Kysely<Database>, now: Date) {
  const since = new Date(now.getTime() - WINDOW_MS).toISOString();
  return db
    .selectFrom("audit_events")
    .select("occurred_at")
    .where("action", "=", "proposal.review")
    .where("outcome", "=", "success")
    .where("occurred_at", ">", since)
    .where("occurred_at", "<=", now.toISOString())
    .orderBy("occurred_at")
    .execute();
}

/** What the audit trail says of reviews made through this console; reviews made elsewhere are not seen. */
export async function reviewBudget(db: Kysely<Database>, now: Date): Promise<ReviewBudget> {
  const rows = await reviewsInWindow(db, now);
  const used = rows.length;
  const oldest = rows[0]?.occurred_at;
  return {
    limit: REVIEW_LIMIT,
    windowHours: 24,
    used,
    remaining: Math.max(0, REVIEW_LIMIT - used),
    nextFreeAt: oldest ? new Date(Date.parse(oldest) + WINDOW_MS).toISOString() : null,
  };
}

/**
 * When one more review fits, counting `held` reviews still to be sent: the moment enough of the
 * counted reviews have left the rolling window. Null while one fits now, or when that is not
 * known from this console's own reviews.
 */
export async function nextReviewFreeAt(db: Kysely<Database>, now: Date, held: number): Promise<string | null> {
  const rows = await reviewsInWindow(db, now);
  const over = rows.length + held - REVIEW_LIMIT;
  if (over < 0) return null;
  const leaving = rows[over]?.occurred_at;
  return leaving ? new Date(Date.parse(leaving) + WINDOW_MS).toISOString() : null;
}
