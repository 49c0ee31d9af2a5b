import "server-only";
import type { Kysely, Selectable } from "kysely";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { AlertNotificationsTable, Database } from "@/lib/db/schema";
import type { AlertMessage } from "./channels/message";
import { DeliveryError, sendToChannel } from "./channels/send";
import { type Channel, getChannel } from "./channels-store";

/** A claim outlives the longest send (15 s), so two instances never send the same row at once. */
export const CLAIM_MS = 2 * 60_000;
/** After this long undelivered, a notification is given up (marked failed). */
export const GIVE_UP_AFTER_MS = 24 * 3_600_000;

/** 30 s, 1 min, 2 min, … doubling up to one hour between attempts. */
export function backoffMs(attempt: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempt - 1), 3_600_000);
}

export type OutboxRow = Selectable<AlertNotificationsTable>;

/**
 * Claims up to `limit` due notifications for `holder`: one UPDATE over a sub-select that, on
 * PostgreSQL, locks with FOR UPDATE SKIP LOCKED, so concurrent instances claim disjoint rows
 * (SQLite has a single writer). A claim whose holder died (kill -9) expires and is claimed again.
 */
export async function claimDue(db: Kysely<Database>, holder: string, now: Date, limit = 10): Promise<OutboxRow[]> {
  const at = now.toISOString();
  const rows = await db
    .updateTable("alert_notifications")
    .set((eb) => ({ claimed_by: holder, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("alert_notifications")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", at)]))
        .orderBy("created_at")
        .limit(limit)
        .$call((q) => (isPostgres(db) ? q.forUpdate().skipLocked() : q)),
    )
    .returningAll()
    .execute();
  if (rows.length > 0) {
    // An attempt left open by a holder that died mid-send.
    await db
      .updateTable("alert_delivery_attempts")
      .set({ outcome: "interrupted", finished_at: at, detail: "the sending instance stopped before it finished" })
      .where(
        "notification_id",
        "in",
        rows.map((r) => r.id),
      )
      .where("finished_at", "is", null)
      .execute();
  }
  return rows;
}

export type SendFn = (channel: Channel, message: AlertMessage, id: string, now: Date) => Promise<string>;

/** Sends one claimed row and records the attempt and its outcome. */
export async function deliverClaimed(
  db: Kysely<Database>,
  row: OutboxRow,
  holder: string,
  now: () => Date,
  send: SendFn = sendToChannel,
): Promise<"delivered" | "retry" | "failed"> {
  const attempt = Number(row.attempts);
  const started = now().toISOString();
  const { id: attemptId } = await db
    .insertInto("alert_delivery_attempts")
    .values({ notification_id: row.id, attempt, started_at: started, finished_at: null, outcome: "sending", detail: null })
    .returning("id")
    .executeTakeFirstOrThrow();
  let outcome: "delivered" | "retry" | "failed";
  let detail: string;
  try {
    const channel = await getChannel(db, Number(row.channel_id));
    if (!channel) throw new DeliveryError("the channel was deleted");
    detail = await send(channel, JSON.parse(row.payload) as AlertMessage, row.id, now());
    outcome = "delivered";
  } catch (error) {
    detail = error instanceof DeliveryError ? error.message : "sending failed";
    const next = now().getTime() + backoffMs(attempt);
    outcome = next - Date.parse(row.created_at) > GIVE_UP_AFTER_MS || detail === "the channel was deleted" ? "failed" : "retry";
  }
  const finished = now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("alert_delivery_attempts")
      .set({ outcome: outcome === "delivered" ? "success" : "failure", finished_at: finished.toISOString(), detail })
      .where("id", "=", attemptId)
      .execute();
    await trx
      .updateTable("alert_notifications")
      .set({
        status: outcome === "retry" ? "pending" : outcome,
        claimed_by: null,
        claimed_until: null,
        delivered_at: outcome === "delivered" ? finished.toISOString() : null,
        next_attempt_at: new Date(finished.getTime() + (outcome === "retry" ? backoffMs(attempt) : 0)).toISOString(),
        last_error: outcome === "delivered" ? null : detail,
      })
      .where("id", "=", row.id)
      .where("claimed_by", "=", holder)
      .execute();
  });
  return outcome;
}

/** Claims and sends until nothing is due; returns how many rows it handled. */
export async function deliverDue(db: Kysely<Database>, holder: string, now: () => Date = () => new Date(), send: SendFn = sendToChannel): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claimDue(db, holder, now());
    if (rows.length === 0) return handled;
    await Promise.all(rows.map((row) => deliverClaimed(db, row, holder, now, send)));
    handled += rows.length;
  }
}
