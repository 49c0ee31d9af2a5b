import "server-only";
import type { Selectable } from "kysely";
import { type Kysely, sql } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { ReviewResult } from "@/lib/contract/review";
import type { ConsoleReviewRequestBody } from "@/lib/contract/review-request";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { Database, ReviewOutboxTable } from "@/lib/db/schema";

export type OutboxRow = Selectable<ReviewOutboxTable>;

/** How long a claimed row is this instance's to send; past it another instance may take it over. */
export const SEND_CLAIM_MS = 60_000;
/** Failures that may pass (network, timeout, 5xx) are tried again after this, at most MAX_ATTEMPTS times. */
export const RETRY_AFTER_MS = 30_000;
export const MAX_ATTEMPTS = 3;

export type HoldInput = {
  org: OrganizationKey;
  proposalId: string;
  reportId: string;
  reportUpdatedAt: string;
  assetContent: string;
  /** When the proposal arrived in the queue (`proposalCreatedAt`, lib/triage/queue-order.ts); null when the service sent no time. */
  proposedAt: string | null;
  body: ConsoleReviewRequestBody;
  username: string;
  userId: number;
  role: string;
  now: Date;
  holdMs: number;
  /** Planned for its reviewer to confirm (Today's ten): not sent until confirmed. */
  planned?: boolean;
};

export class AlreadyHeldError extends Error {
  constructor(readonly username: string) {
    super(`A review of this proposal is already held or sent (by ${username})`);
  }
}

/** The states in which a review counts as the proposal's one review (the store's unique index, migrations 0010 and 0030). */
export const LIVE_STATUSES = ["planned", "held", "sending", "sent"] as const;

/** A review waiting on its reviewer (planned) or on its undo window (held): neither has gone to the service. */
const NOT_YET_SENT = ["planned", "held"] as const;

/**
 * Holds a review for the undo window. A proposal has at most one review held, on its way or sent
 * per organization key: a unique index of the store (migration 0010) decides between concurrent
 * holds, on PostgreSQL as on SQLite; the losers learn who holds it.
 */
export async function holdReview(db: Kysely<Database>, input: HoldInput): Promise<OutboxRow> {
  const at = input.now.toISOString();
  // Kept as an instant the store can compare as text, or null when the service's time cannot be read.
  const proposed = input.proposedAt === null ? Number.NaN : Date.parse(input.proposedAt);
  for (let attempt = 0; attempt < 3; attempt++) {
    const row = await db
      .insertInto("review_outbox")
      .values({
        org: input.org,
        proposal_id: input.proposalId,
        report_id: input.reportId,
        report_updated_at: input.reportUpdatedAt,
        asset_content: input.assetContent,
        body: JSON.stringify(input.body),
        username: input.username,
        user_id: input.userId,
        role: input.role,
        // A planned review waits for its reviewer's confirmation: the sender claims held ones only.
        status: input.planned ? "planned" : "held",
        send_after: new Date(input.now.getTime() + input.holdMs).toISOString(),
        claimed_by: null,
        claimed_until: null,
        http_status: null,
        outcome: null,
        proposed_at: Number.isFinite(proposed) ? new Date(proposed).toISOString() : null,
        created_at: at,
        updated_at: at,
      })
      // The conflict target repeats the index's predicate as literals: PostgreSQL must prove it, and cannot from bound values.
      .onConflict((oc) => oc.columns(["org", "proposal_id"]).where(sql<boolean>`status in ('planned', 'held', 'sending', 'sent')`).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row) return row;
    const holder = await db
      .selectFrom("review_outbox")
      .select("username")
      .where("org", "=", input.org)
      .where("proposal_id", "=", input.proposalId)
      .where("status", "in", LIVE_STATUSES)
      .executeTakeFirst();
    if (holder) throw new AlreadyHeldError(holder.username);
    // The holder was undone between the insert and the read: try again.
  }
  throw new AlreadyHeldError("another reviewer");
}

/**
 * Undo: only a review still held (not yet claimed for sending) can be undone, and, when `by` is
 * given, only by its author or an admin.
 */
export async function undoReview(
  db: Kysely<Database>,
  input: { id: number; org: OrganizationKey; now: Date; by?: { username: string; role: string } },
): Promise<boolean> {
  let update = db
    .updateTable("review_outbox")
    .set({ status: "undone", updated_at: input.now.toISOString() })
    .where("id", "=", input.id)
    .where("org", "=", input.org)
    .where("status", "in", NOT_YET_SENT);
  if (input.by && input.by.role !== "admin") update = update.where("username", "=", input.by.username);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Undoes many held reviews in one statement (a bulk decision's "Undo all"); answers the ids it undid. */
export async function undoReviews(
  db: Kysely<Database>,
  input: { ids: readonly number[]; org: OrganizationKey; now: Date; by: { username: string; role: string } },
): Promise<number[]> {
  let update = db
    .updateTable("review_outbox")
    .set({ status: "undone", updated_at: input.now.toISOString() })
    .where("id", "in", [...input.ids])
    .where("org", "=", input.org)
    .where("status", "in", NOT_YET_SENT);
  if (input.by.role !== "admin") update = update.where("username", "=", input.by.username);
  return (await update.returning("id").execute()).map((r) => Number(r.id));
}

/**
 * Confirms planned reviews (Today's ten): each becomes held, with the undo window from now, and
 * goes out when it ends. Only the author's own, or anyone's for an admin; answers the ids confirmed.
 */
export async function confirmPlanned(
  db: Kysely<Database>,
  input: { ids: readonly number[]; org: OrganizationKey; now: Date; holdMs: number; by: { username: string; role: string } },
): Promise<number[]> {
  const at = input.now.toISOString();
  let update = db
    .updateTable("review_outbox")
    .set({ status: "held", send_after: new Date(input.now.getTime() + input.holdMs).toISOString(), updated_at: at })
    .where("id", "in", [...input.ids])
    .where("org", "=", input.org)
    .where("status", "=", "planned");
  if (input.by.role !== "admin") update = update.where("username", "=", input.by.username);
  return (await update.returning("id").execute()).map((r) => Number(r.id));
}

export async function getOutboxRow(db: Kysely<Database>, id: number): Promise<OutboxRow | undefined> {
  return db.selectFrom("review_outbox").selectAll().where("id", "=", id).executeTakeFirst();
}

/** The organization's reviews of the last `withinMs`, newest first. */
export async function recentReviews(db: Kysely<Database>, org: OrganizationKey, now: Date, withinMs: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("review_outbox")
    .selectAll()
    .where("org", "=", org)
    .where((eb) => eb.or([eb("updated_at", ">=", new Date(now.getTime() - withinMs).toISOString()), eb("status", "in", ["planned", "held", "sending"])]))
    .orderBy("id", "desc")
    .limit(100)
    .execute();
}

/**
 * Claims the reviews whose window has passed (and rows whose sender stopped before finishing),
 * each for exactly one caller: PostgreSQL locks the rows it picks and skips rows another
 * transaction holds (FOR UPDATE SKIP LOCKED); SQLite has one writer, and one UPDATE … RETURNING
 * picks and marks in one statement.
 */
export async function claimDueReviews(db: Kysely<Database>, holder: string, now: Date, limit = 10): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + SEND_CLAIM_MS).toISOString();
  const due = (qb: Kysely<Database>) =>
    qb
      .selectFrom("review_outbox")
      .select("id")
      .where((eb) =>
        eb.or([eb.and([eb("status", "=", "held"), eb("send_after", "<=", at)]), eb.and([eb("status", "=", "sending"), eb("claimed_until", "<", at)])]),
      )
      .orderBy("id")
      .limit(limit);
  const mark = { status: "sending" as const, claimed_by: holder, claimed_until: until, updated_at: at, attempts: sql<number>`attempts + 1` };
  if (isPostgres(db)) {
    return db.transaction().execute(async (trx) => {
      const rows = await due(trx).forUpdate().skipLocked().execute();
      if (rows.length === 0) return [];
      return trx
        .updateTable("review_outbox")
        .set(mark)
        .where(
          "id",
          "in",
          rows.map((r) => r.id),
        )
        .returningAll()
        .execute();
    });
  }
  return db.updateTable("review_outbox").set(mark).where("id", "in", due(db)).returningAll().execute();
}

export type SendOutcome =
  | { kind: "sent"; result: ReviewResult }
  | { kind: "refused"; status: number; code: string; message: string; retryAfter?: string }
  | { kind: "retry"; message: string }
  /** Not sent at all: the console itself refused it (its author was removed or may no longer review). */
  | { kind: "void"; code: string; message: string };

/** What a claimed row becomes: sent, failed (refused, not sent, or out of attempts), or held again for a retry. */
function updateFor(row: OutboxRow, outcome: SendOutcome, now: Date) {
  if (outcome.kind === "sent") return { status: "sent" as const, http_status: 200, outcome: JSON.stringify(outcome.result) };
  if (outcome.kind === "void")
    return { status: "failed" as const, http_status: null, outcome: JSON.stringify({ code: outcome.code, message: outcome.message }) };
  if (outcome.kind === "refused") return { status: "failed" as const, http_status: outcome.status, outcome: JSON.stringify(outcome) };
  if (row.attempts >= MAX_ATTEMPTS)
    return { status: "failed" as const, http_status: null, outcome: JSON.stringify({ code: "UNREACHABLE", message: outcome.message }) };
  return { status: "held" as const, send_after: new Date(now.getTime() + RETRY_AFTER_MS).toISOString(), outcome: JSON.stringify(outcome) };
}

/** Records the outcome of a claimed row; false when the claim was lost meanwhile (nothing written). */
export async function completeReview(db: Kysely<Database>, row: OutboxRow, holder: string, outcome: SendOutcome, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const base = db.updateTable("review_outbox").where("id", "=", row.id).where("status", "=", "sending").where("claimed_by", "=", holder);
  const result = await base.set({ ...updateFor(row, outcome, now), claimed_by: null, claimed_until: null, updated_at: at }).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The author's failed reviews they have not seen yet, in every organization, newest first. */
export async function unseenFailures(db: Kysely<Database>, userId: number): Promise<OutboxRow[]> {
  return db
    .selectFrom("review_outbox")
    .selectAll()
    .where("user_id", "=", userId)
    .where("status", "=", "failed")
    .where("seen_at", "is", null)
    .orderBy("id", "desc")
    .limit(50)
    .execute();
}

/** Marks the author's failed reviews seen (one, when `id` is given); how many were marked. */
export async function markSeen(db: Kysely<Database>, userId: number, now: Date, id?: number): Promise<number> {
  let update = db
    .updateTable("review_outbox")
    .set({ seen_at: now.toISOString() })
    .where("user_id", "=", userId)
    .where("status", "=", "failed")
    .where("seen_at", "is", null);
  if (id !== undefined) update = update.where("id", "=", id);
  return Number((await update.executeTakeFirst()).numUpdatedRows);
}
