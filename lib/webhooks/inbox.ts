import "server-only";
import { createHash } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { Database, WebhookInboxTable } from "@/lib/db/schema";
import type { WebhookEvent } from "./event";
import type { SecretName } from "./signature";

/** A retry of the same body within this long is the same delivery (the service retries 3 times with backoff). */
export const DUPLICATE_WINDOW_MS = 24 * 3_600_000;
/** A claim outlives the slowest effect (a triage walk is bounded by its own lease, 2 min). */
export const CLAIM_MS = 3 * 60_000;
/** A delivery whose effect failed this many times is left failed (shown with its reason). */
export const MAX_ATTEMPTS = 5;
/** Rows kept: the last week, and at most this many. */
export const KEEP_MS = 7 * 24 * 3_600_000;
export const KEEP_ROWS = 5_000;

export type InboxRow = Selectable<WebhookInboxTable>;

export const bodyHash = (body: string): string => createHash("sha256").update(body).digest("hex");

export type StoreInput = { body: string; event: WebhookEvent; signedWith: SecretName; now: Date };

/**
 * Stores a verified delivery unless the same body arrived in the last 24 h (then counts the repeat
 * on the stored one). One statement decides, on the unique `dedupe_key`, so two instances receiving
 * the same retry at once store it once.
 */
export async function storeDelivery(db: Kysely<Database>, input: StoreInput): Promise<{ id: number; duplicate: boolean }> {
  const hash = bodyHash(input.body);
  const at = input.now.toISOString();
  const cutoff = new Date(input.now.getTime() - DUPLICATE_WINDOW_MS).toISOString();
  for (let tries = 0; tries < 3; tries++) {
    const inserted = await db
      .insertInto("webhook_inbox")
      .values({
        body_hash: hash,
        dedupe_key: hash,
        event_type: input.event.type,
        event_name: input.event.name,
        service_organization_id: input.event.organizationId,
        organization: null,
        payload: input.body,
        signed_with: input.signedWith,
        event_created_at: input.event.createdAt,
        received_at: at,
        state: "pending",
        claimed_by: null,
        claimed_until: null,
        processed_at: null,
        effect: null,
        poll_lead_ms: null,
      })
      .onConflict((oc) => oc.column("dedupe_key").doNothing())
      .returning("id")
      .executeTakeFirst();
    if (inserted) return { id: Number(inserted.id), duplicate: false };
    const repeat = await db
      .updateTable("webhook_inbox")
      .set((eb) => ({ repeats: eb("repeats", "+", 1) }))
      .where("dedupe_key", "=", hash)
      .where("received_at", ">=", cutoff)
      .returning("id")
      .executeTakeFirst();
    if (repeat) return { id: Number(repeat.id), duplicate: true };
    // The stored copy is older than 24 h: this is a new delivery; the old row gives up the key.
    await db.updateTable("webhook_inbox").set({ dedupe_key: null }).where("dedupe_key", "=", hash).where("received_at", "<", cutoff).execute();
  }
  throw new Error("the delivery could not be stored: its key stayed taken");
}

/**
 * Claims up to `limit` pending deliveries for `holder`, oldest first: one UPDATE over a sub-select
 * that locks with FOR UPDATE SKIP LOCKED on PostgreSQL (lib/alerts/outbox.ts does the same), so
 * instances claim disjoint rows; a claim whose holder died expires and is claimed again.
 */
export async function claimPending(db: Kysely<Database>, holder: string, now: Date, limit = 20): Promise<InboxRow[]> {
  const at = now.toISOString();
  return db
    .updateTable("webhook_inbox")
    .set((eb) => ({ claimed_by: holder, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("webhook_inbox")
        .select("id")
        .where("state", "=", "pending")
        .where((w) => w.or([w("claimed_until", "is", null), w("claimed_until", "<", at)]))
        .orderBy("received_at")
        .orderBy("id")
        .limit(limit)
        .$call((q) => (isPostgres(db) ? q.forUpdate().skipLocked() : q)),
    )
    .returningAll()
    .execute();
}

export type Outcome = { organization: OrganizationKey | null; effect: string; pollLeadMs: number | null };

/** Records what a claimed delivery caused; only its holder may (a claim that expired was taken over). */
export async function finishClaimed(db: Kysely<Database>, row: InboxRow, holder: string, outcome: Outcome, now: Date): Promise<void> {
  await db
    .updateTable("webhook_inbox")
    .set({
      state: "done",
      organization: outcome.organization,
      effect: outcome.effect,
      poll_lead_ms: outcome.pollLeadMs,
      processed_at: now.toISOString(),
      claimed_by: null,
      claimed_until: null,
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", holder)
    .execute();
}

/** 10 s, 20 s, 40 s, … between tries of a failed effect. */
export const retryDelayMs = (attempts: number): number => 10_000 * 2 ** Math.max(0, attempts - 1);

/** A failed effect is tried again after retryDelayMs (its claim runs until then, held by nobody), until MAX_ATTEMPTS. */
export async function failClaimed(db: Kysely<Database>, row: InboxRow, holder: string, reason: string, now: Date): Promise<void> {
  const last = Number(row.attempts) >= MAX_ATTEMPTS;
  await db
    .updateTable("webhook_inbox")
    .set({
      state: last ? "failed" : "pending",
      effect: `${last ? "Gave up" : "Will try again"}: ${reason}`,
      processed_at: last ? now.toISOString() : null,
      claimed_by: null,
      claimed_until: last ? null : new Date(now.getTime() + retryDelayMs(Number(row.attempts))).toISOString(),
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", holder)
    .execute();
}

/** Deletes deliveries older than a week, and beyond the newest KEEP_ROWS. */
export async function pruneInbox(db: Kysely<Database>, now: Date, keepRows = KEEP_ROWS): Promise<number> {
  const old = await db
    .deleteFrom("webhook_inbox")
    .where("received_at", "<", new Date(now.getTime() - KEEP_MS).toISOString())
    .executeTakeFirst();
  const edge = await db.selectFrom("webhook_inbox").select("id").orderBy("id", "desc").offset(keepRows).limit(1).executeTakeFirst();
  const extra = edge ? await db.deleteFrom("webhook_inbox").where("id", "<=", edge.id).executeTakeFirst() : undefined;
  return Number(old.numDeletedRows) + Number(extra?.numDeletedRows ?? 0);
}

/** The newest deliveries, for /settings. */
export async function recentDeliveries(db: Kysely<Database>, limit = 50): Promise<InboxRow[]> {
  return db.selectFrom("webhook_inbox").selectAll().orderBy("received_at", "desc").orderBy("id", "desc").limit(limit).execute();
}
