import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { RenderedMessage } from "@/lib/alerts/channels/send";
import { type Channel, getChannel } from "@/lib/alerts/channels-store";
import { backoffMs, GIVE_UP_AFTER_MS } from "@/lib/alerts/outbox";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { Database, DigestDeliveriesTable, DigestSendsTable } from "@/lib/db/schema";
import type { SendView } from "./outbox.types";
import { latestDue } from "./period";
import { type Digest, digestOf } from "./store";

/**
 * The digest outbox, as the alert notifications' (lib/alerts/outbox.ts): exactly once per period
 * because a send is a row unique per (digest, period), inserted by whichever instance sees the hour
 * first; rendered once by the instance that claims it (FOR UPDATE SKIP LOCKED on PostgreSQL); then
 * one delivery per channel, each claimed, retried with backoff and given up on its own, so a failed
 * channel blocks no other. A console that was down at the hour inserts the period's row when it comes
 * back (only the latest period, once) and marks it late.
 */
export const CLAIM_MS = 2 * 60_000;
/** Sent more than this after its hour, a digest says it is late. */
export const LATE_AFTER_MS = 15 * 60_000;

export type SendRow = Selectable<DigestSendsTable>;
export type DeliveryRow = Selectable<DigestDeliveriesTable>;

/** Renders a digest's message for a send (lib/digests/compose.ts; a stand-in in tests). */
export type Compose = (digest: Digest, send: { scheduledAt: string; late: boolean }) => Promise<RenderedMessage>;
export type Deliver = (channel: Channel, message: RenderedMessage, id: string, now: Date) => Promise<string>;

/** Inserts the latest due period's send of every enabled digest, unless a row for it exists. */
export async function enqueueDue(db: Kysely<Database>, now: Date): Promise<number> {
  const digests = (await db.selectFrom("digests").selectAll().where("enabled", "=", 1).execute()).map(digestOf);
  let added = 0;
  for (const digest of digests) {
    const due = latestDue(digest, now);
    // A period that ended before the digest existed is not owed.
    if (due.scheduledAt < digest.createdAt) continue;
    const late = now.getTime() - Date.parse(due.scheduledAt) > LATE_AFTER_MS ? 1 : 0;
    const result = await db
      .insertInto("digest_sends")
      .values({
        id: randomUUID(),
        digest_id: digest.id,
        period: due.period,
        kind: "scheduled",
        scheduled_at: due.scheduledAt,
        late,
        status: "pending",
        content: null,
        claimed_by: null,
        claimed_until: null,
        created_by: null,
        created_at: now.toISOString(),
      })
      .onConflict((oc) => oc.columns(["digest_id", "period"]).doNothing())
      .executeTakeFirst();
    added += Number(result.numInsertedOrUpdatedRows ?? 0);
  }
  return added;
}

/** "Send now": a send of its own (period `manual:<time>`), to the chosen channels. */
export async function enqueueManual(db: Kysely<Database>, digest: Digest, by: string, now: Date): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("digest_sends")
    .values({
      id,
      digest_id: digest.id,
      period: `manual:${now.toISOString()}:${id.slice(0, 8)}`,
      kind: "manual",
      scheduled_at: now.toISOString(),
      late: 0,
      status: "pending",
      content: null,
      claimed_by: null,
      claimed_until: null,
      created_by: by,
      created_at: now.toISOString(),
    })
    .execute();
  return id;
}

/** Claims pending sends (one instance each; a claim whose holder died expires). */
async function claimSends(db: Kysely<Database>, holder: string, now: Date, only?: string): Promise<SendRow[]> {
  const at = now.toISOString();
  return db
    .updateTable("digest_sends")
    .set({ claimed_by: holder, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString() })
    .where("id", "in", (eb) =>
      eb
        .selectFrom("digest_sends")
        .select("id")
        .where("status", "=", "pending")
        .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", at)]))
        .$if(only !== undefined, (q) => q.where("id", "=", only!))
        .orderBy("created_at")
        .limit(10)
        .$call((q) => (isPostgres(db) ? q.forUpdate().skipLocked() : q)),
    )
    .returningAll()
    .execute();
}

/** Renders a claimed send and makes one delivery per channel; the send is then `sent` (its deliveries carry on). */
async function prepare(db: Kysely<Database>, row: SendRow, holder: string, now: Date, compose: Compose, channelIds?: number[]): Promise<void> {
  const digestRow = await db.selectFrom("digests").selectAll().where("id", "=", row.digest_id).executeTakeFirst();
  if (!digestRow) {
    await db.deleteFrom("digest_sends").where("id", "=", row.id).execute();
    return;
  }
  const digest = digestOf(digestRow);
  const message = await compose(digest, { scheduledAt: row.scheduled_at, late: row.late === 1 });
  const at = now.toISOString();
  const channels = channelIds ?? digest.channelIds;
  await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .updateTable("digest_sends")
      .set({ status: "sent", content: JSON.stringify(message), claimed_by: null, claimed_until: null })
      .where("id", "=", row.id)
      .where("claimed_by", "=", holder)
      .where("status", "=", "pending")
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return;
    for (const channelId of channels) {
      await trx
        .insertInto("digest_deliveries")
        .values({
          send_id: row.id,
          channel_id: channelId,
          status: "pending",
          next_attempt_at: at,
          claimed_by: null,
          claimed_until: null,
          last_error: null,
          delivered_at: null,
          created_at: at,
        })
        .onConflict((oc) => oc.columns(["send_id", "channel_id"]).doNothing())
        .execute();
    }
  });
}

async function claimDeliveries(db: Kysely<Database>, holder: string, now: Date, sendId?: string): Promise<DeliveryRow[]> {
  const at = now.toISOString();
  return db
    .updateTable("digest_deliveries")
    .set((eb) => ({ claimed_by: holder, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("digest_deliveries")
        .select("id")
        .where("status", "=", "pending")
        .where("next_attempt_at", "<=", at)
        .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", at)]))
        .$if(sendId !== undefined, (q) => q.where("send_id", "=", sendId!))
        .orderBy("id")
        .limit(10)
        .$call((q) => (isPostgres(db) ? q.forUpdate().skipLocked() : q)),
    )
    .returningAll()
    .execute();
}

async function deliverOne(db: Kysely<Database>, row: DeliveryRow, holder: string, now: () => Date, deliver: Deliver): Promise<void> {
  const send = await db.selectFrom("digest_sends").select(["content", "digest_id", "kind", "period", "late"]).where("id", "=", row.send_id).executeTakeFirst();
  let outcome: "delivered" | "pending" | "failed";
  let detail: string;
  try {
    if (!send?.content) throw new Error("the digest was deleted");
    const channel = await getChannel(db, Number(row.channel_id));
    if (!channel) throw new Error("the channel was deleted");
    // The id receivers de-duplicate by: the same on every retry of this delivery.
    detail = await deliver(channel, JSON.parse(send.content) as RenderedMessage, `digest-${row.send_id}-${row.channel_id}`, now());
    outcome = "delivered";
  } catch (error) {
    detail = error instanceof Error ? error.message : "sending failed";
    const gone = detail === "the channel was deleted" || detail === "the digest was deleted";
    outcome = gone || now().getTime() + backoffMs(Number(row.attempts)) - Date.parse(row.created_at) > GIVE_UP_AFTER_MS ? "failed" : "pending";
  }
  const finished = now();
  const updated = await db
    .updateTable("digest_deliveries")
    .set({
      status: outcome,
      claimed_by: null,
      claimed_until: null,
      delivered_at: outcome === "delivered" ? finished.toISOString() : null,
      next_attempt_at: new Date(finished.getTime() + (outcome === "pending" ? backoffMs(Number(row.attempts)) : 0)).toISOString(),
      last_error: outcome === "delivered" ? null : detail,
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", holder)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) > 0 && send) {
    await recordAuditEvent(db, {
      username: null,
      role: null,
      action: "digest.delivery",
      target: `digest:${send.digest_id}`,
      inputSummary: {
        send: row.send_id,
        period: send.period,
        kind: send.kind,
        late: send.late === 1,
        channel: Number(row.channel_id),
        attempt: Number(row.attempts),
        detail,
      },
      requestId: `digest-${row.send_id}-${row.channel_id}-${row.attempts}`,
      occurredAt: finished,
      outcome: outcome === "delivered" ? "success" : "failure",
      httpStatus: null,
    });
  }
}

export type TickDeps = { db: Kysely<Database>; holder: string; now: () => Date; compose: Compose; deliver: Deliver };

/** One poll: owed sends inserted, pending ones rendered, due deliveries sent. `sendId` narrows it to one send ("Send now"). */
export async function digestTick(deps: TickDeps, options: { sendId?: string; channelIds?: number[]; enqueue?: boolean } = {}): Promise<void> {
  if (options.enqueue !== false) await enqueueDue(deps.db, deps.now());
  for (const row of await claimSends(deps.db, deps.holder, deps.now(), options.sendId)) {
    try {
      await prepare(deps.db, row, deps.holder, deps.now(), deps.compose, options.channelIds);
    } catch {
      // Rendering failed (the service down): the claim expires and the next poll tries again.
    }
  }
  for (;;) {
    const rows = await claimDeliveries(deps.db, deps.holder, deps.now(), options.sendId);
    if (rows.length === 0) return;
    await Promise.all(rows.map((row) => deliverOne(deps.db, row, deps.holder, deps.now, deps.deliver)));
  }
}

/** The last sends of a digest, newest first, each with its channels' deliveries. */
export async function recentSends(db: Kysely<Database>, digestId: number, limit = 10): Promise<SendView[]> {
  const sends = await db.selectFrom("digest_sends").selectAll().where("digest_id", "=", digestId).orderBy("created_at", "desc").limit(limit).execute();
  if (sends.length === 0) return [];
  const deliveries = await db
    .selectFrom("digest_deliveries")
    .selectAll()
    .where(
      "send_id",
      "in",
      sends.map((s) => s.id),
    )
    .orderBy("id")
    .execute();
  return sends.map((s) => ({
    id: s.id,
    period: s.period,
    kind: s.kind,
    scheduledAt: s.scheduled_at,
    late: s.late === 1,
    status: s.status,
    createdBy: s.created_by,
    createdAt: s.created_at,
    deliveries: deliveries
      .filter((d) => d.send_id === s.id)
      .map((d) => ({
        channelId: Number(d.channel_id),
        status: d.status,
        attempts: Number(d.attempts),
        lastError: d.last_error,
        deliveredAt: d.delivered_at,
        nextAttemptAt: d.next_attempt_at,
      })),
  }));
}
