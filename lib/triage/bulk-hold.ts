import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/db/schema";
import { AlreadyHeldError, type HoldInput, holdReview, type OutboxRow } from "./outbox";

/** The console_state row every hold of a review locks first: holds are decided one at a time, instance-wide. */
const BUDGET_LOCK = "triage:review-budget-lock";

/**
 * Runs `fn` in a transaction that first takes the review budget's lock (an upsert of one row, which
 * PostgreSQL holds until the transaction ends; SQLite runs one writing transaction at a time): two
 * reviewers deciding at once, on one instance or two, count the remaining budget one after the other,
 * each seeing the other's holds.
 */
export async function withBudgetLock<T>(db: Kysely<Database>, now: Date, fn: (trx: Transaction<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    const at = now.toISOString();
    await trx
      .insertInto("console_state")
      .values({ key: BUDGET_LOCK, value: at })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: at }))
      .execute();
    return fn(trx);
  });
}

/** One proposal of a bulk decision, ready to hold (its review body names its own asset). */
export type BulkCandidate = Omit<HoldInput, "username" | "userId" | "role" | "now" | "holdMs" | "planned">;

export type BulkHoldOutcome = {
  /** Held for the undo window, at most what the budget covered. */
  held: OutboxRow[];
  /** Beyond the budget: offered to the service's own Review page instead. */
  overBudget: string[];
  /** Held by someone else already. */
  alreadyHeld: { proposalId: string; username: string }[];
};

/**
 * Holds as many of `candidates` as the remaining budget covers, in order, and never more: the
 * budget is read under the lock, with every hold made so far (this console's, any reviewer's).
 */
export async function holdWithinBudget(
  db: Kysely<Database>,
  candidates: readonly BulkCandidate[],
  author: { username: string; userId: number; role: string },
  now: Date,
  holdMs: number,
  remaining: (trx: Transaction<Database>) => Promise<number>,
  planned = false,
): Promise<BulkHoldOutcome> {
  return withBudgetLock(db, now, async (trx) => {
    const room = await remaining(trx);
    const outcome: BulkHoldOutcome = { held: [], overBudget: [], alreadyHeld: [] };
    for (const candidate of candidates) {
      if (outcome.held.length >= room) {
        outcome.overBudget.push(candidate.proposalId);
        continue;
      }
      try {
        outcome.held.push(await holdReview(trx, { ...candidate, ...author, now, holdMs, planned }));
      } catch (error) {
        if (!(error instanceof AlreadyHeldError)) throw error;
        outcome.alreadyHeld.push({ proposalId: candidate.proposalId, username: error.username });
      }
    }
    return outcome;
  });
}
