import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Selectable, Transaction } from "kysely";
import { DeliveryError, mailTo } from "@/lib/alerts/channels/send";
import { type Channel, listChannels } from "@/lib/alerts/channels-store";
import { backoffMs, GIVE_UP_AFTER_MS } from "@/lib/alerts/outbox";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { Database, FollowMailTable } from "@/lib/db/schema";
import { getEnv } from "@/lib/env";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { followChangeLine } from "@/lib/format/follow-change";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { changesOf, parseSeen, type Seen } from "@/lib/threats/follows";
import type { FollowChange } from "@/lib/threats/follows.types";

type Db = Kysely<Database> | Transaction<Database>;
type FollowMailRow = Selectable<FollowMailTable>;

/** A claim outlives the longest send (15 s), so two instances never send the same mail at once. */
const CLAIM_MS = 2 * 60_000;

/** What one mail tells its follower: the asset as the sync stored it, and what changed. */
export type FollowMail = {
  org: string;
  asset: { id: string; content: string | null; type: string | null; detailsUrl: string | null };
  changes: FollowChange[];
};

/** How a mail is sent (mailTo; a stand-in in tests). */
export type SendMail = (channel: Channel, to: string, content: { subject: string; text: string }, id: string) => Promise<string>;

/**
 * In the transaction that stores a page of the threats feed: for each followed asset of the page
 * whose state, liveness or takedown moved since its follower was last told, one mail row (when the
 * console has an email channel and the follower an address). The baseline moves either way, so a
 * change is mailed once, with the page that brought it, or not at all; never later, never twice.
 */
export async function enqueueFollowMail(db: Db, org: string, assetIds: readonly string[], now: Date): Promise<number> {
  if (assetIds.length === 0) return 0;
  const followed = await db
    .selectFrom("asset_follows as f")
    .innerJoin("threat_assets as a", (join) => join.onRef("a.org", "=", "f.org").onRef("a.asset_id", "=", "f.asset_id"))
    .innerJoin("users as u", "u.id", "f.user_id")
    .select(["f.user_id", "f.asset_id", "f.seen", "f.told", "u.email", "a.content", "a.type", "a.details_url", "a.state", "a.liveness", "a.takedown_status"])
    .where("f.org", "=", org)
    .where("f.asset_id", "in", [...assetIds])
    .execute();
  if (followed.length === 0) return 0;
  const mailable = (await db.selectFrom("alert_channels").select("id").where("type", "=", "email").limit(1).execute()).length > 0;
  let queued = 0;
  for (const row of followed) {
    const current: Seen = { state: row.state, liveness: row.liveness, takedown: row.takedown_status };
    const changes = changesOf(parseSeen(row.told ?? row.seen), current);
    if (changes.length === 0) continue;
    if (mailable && row.email) {
      const mail: FollowMail = { org, asset: { id: row.asset_id, content: row.content, type: row.type, detailsUrl: row.details_url }, changes };
      await db
        .insertInto("follow_mail")
        .values({
          id: randomUUID(),
          user_id: row.user_id,
          org,
          asset_id: row.asset_id,
          to_address: row.email,
          payload: JSON.stringify(mail),
          status: "pending",
          next_attempt_at: now.toISOString(),
          claimed_by: null,
          claimed_until: null,
          last_error: null,
          sent_at: null,
          created_at: now.toISOString(),
        })
        .execute();
      queued++;
    }
    await db
      .updateTable("asset_follows")
      .set({ told: JSON.stringify(current) })
      .where("user_id", "=", row.user_id)
      .where("org", "=", org)
      .where("asset_id", "=", row.asset_id)
      .execute();
  }
  return queued;
}

/** The mail's subject and text; the link back opens the follower's Following list when PUBLIC_URL is set. */
export function followMailContent(mail: FollowMail, consoleUrl: string | null): { subject: string; text: string } {
  const name = mail.asset.content ?? `asset ${mail.asset.id}`;
  const headline = mail.changes.map((c) => followChangeLine(c)).join("; ");
  const link = consoleUrl ? `${consoleUrl.replace(/\/$/, "")}/assets?tab=following${mail.org ? `&slug=${encodeURIComponent(mail.org)}` : ""}` : null;
  const lines = [
    `An asset you follow in Rampart changed${mail.org ? ` (organization ${mail.org})` : ""}.`,
    "",
    `${name}${mail.asset.type ? ` (${assetTypeLabel(mail.asset.type)})` : ""}`,
    ...mail.changes.map((c) => `  ${followChangeLine(c)}`),
    ...(mail.asset.detailsUrl ? ["", `On the service: ${mail.asset.detailsUrl}`] : []),
    ...(link ? [`In the console: ${link}`] : []),
    "",
    "You get this because you follow this asset. Unfollow it in Reported assets, under Following.",
  ];
  return { subject: `[Rampart] ${name}: ${headline}`.slice(0, 200), text: lines.join("\n") };
}

/** Claims up to `limit` due mails for `holder` (FOR UPDATE SKIP LOCKED on PostgreSQL, as the alert outbox does). */
export async function claimFollowMail(db: Kysely<Database>, holder: string, now: Date, limit = 10): Promise<FollowMailRow[]> {
  const at = now.toISOString();
  return db
    .updateTable("follow_mail")
    .set((eb) => ({ claimed_by: holder, claimed_until: new Date(now.getTime() + CLAIM_MS).toISOString(), attempts: eb("attempts", "+", 1) }))
    .where("id", "in", (eb) =>
      eb
        .selectFrom("follow_mail")
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
}

async function deliverOne(db: Kysely<Database>, row: FollowMailRow, holder: string, channel: Channel | null, now: () => Date, send: SendMail) {
  let status: FollowMailRow["status"];
  let error: string | null = null;
  try {
    if (!channel) throw new DeliveryError("the console has no email channel any more");
    await send(channel, row.to_address, followMailContent(JSON.parse(row.payload) as FollowMail, getEnv().PUBLIC_URL ?? null), row.id);
    status = "sent";
  } catch (e) {
    error = e instanceof DeliveryError ? e.message : "sending failed";
    const next = now().getTime() + backoffMs(Number(row.attempts));
    status = next - Date.parse(row.created_at) > GIVE_UP_AFTER_MS || !channel ? "failed" : "pending";
  }
  const finished = now();
  await db
    .updateTable("follow_mail")
    .set({
      status,
      claimed_by: null,
      claimed_until: null,
      last_error: error,
      sent_at: status === "sent" ? finished.toISOString() : null,
      next_attempt_at: new Date(finished.getTime() + (status === "pending" ? backoffMs(Number(row.attempts)) : 0)).toISOString(),
    })
    .where("id", "=", row.id)
    .where("claimed_by", "=", holder)
    .execute();
  return status;
}

/** Claims and sends until nothing is due, through the first email channel; returns how many it handled. */
export async function deliverFollowMail(db: Kysely<Database>, holder: string, now: () => Date = () => new Date(), send: SendMail = mailTo): Promise<number> {
  let handled = 0;
  for (;;) {
    const rows = await claimFollowMail(db, holder, now());
    if (rows.length === 0) return handled;
    const channel = (await listChannels(db)).find((c) => c.type === "email") ?? null;
    await Promise.all(rows.map((row) => deliverOne(db, row, holder, channel, now, send)));
    handled += rows.length;
  }
}

/** The job's name on /health and in the metrics. */
export const FOLLOW_MAIL_JOB_NAME = "follow emails";

/** Every instance polls the outbox (each mail is claimed, so each goes out once), as the digests do. */
export function startFollowMailJob(db: Kysely<Database>, holder: string, intervalMs: number): Job {
  return runEvery({ name: FOLLOW_MAIL_JOB_NAME, interval: intervalMs, first: Math.min(intervalMs, 5_000), tick: () => deliverFollowMail(db, holder) });
}
