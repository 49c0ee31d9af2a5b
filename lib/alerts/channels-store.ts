import "server-only";
import { createHmac, hkdfSync } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import type { AlertChannelsTable, Database } from "@/lib/db/schema";
import { alertsKey, open, seal } from "@/lib/secret-box";
import type { ChannelSummary, ChannelUpdate, ChannelView } from "./channels-store.types";
import type { ChannelInput, ChannelType } from "./rule-schema";
import { dropChannelFromRules } from "./rules-store";
import { newWebhookSecret } from "./signing";

export type ChannelSecrets = { password?: string; url?: string; signingSecret?: string; routingKey?: string };

const SECRET_NAMES = ["password", "url", "signingSecret", "routingKey"] as const;

/**
 * The secrets tied to a destination: an email channel's SMTP password belongs to its host and
 * port, a webhook's signing secret to its address. (A Slack or Teams address is itself the
 * secret and the destination.) A PagerDuty routing key belongs to the Events API address it was
 * entered for. Each is sealed with the destination it was entered for, and is
 * only ever used toward that destination.
 */
const BOUND: Partial<Record<ChannelType, "password" | "signingSecret" | "routingKey">> = {
  email: "password",
  webhook: "signingSecret",
  pagerduty: "routingKey",
};

/** What is sealed: the secrets, and where the bound one was entered for. */
type Sealed = ChannelSecrets & { enteredFor?: string };

/** Where a channel's bound secret goes: `smtp://host:port`, or the webhook's address. */
function destinationOf(type: ChannelType, settings: Record<string, unknown>, secrets: ChannelSecrets): string | null {
  if (type === "email")
    return `smtp://${String(settings.host ?? "")
      .trim()
      .toLowerCase()}:${Number(settings.port)}`;
  if (type === "webhook") return secrets.url ?? null;
  if (type === "pagerduty") return String(settings.eventsUrl ?? "");
  return null;
}

/** A channel with its secrets opened, for sending only. */
export type Channel = ChannelView & { secrets: ChannelSecrets };

function toChannel(row: Selectable<AlertChannelsTable>, key: Buffer): Channel {
  const { enteredFor, ...sealed } = JSON.parse(open(key, row.sealed_secrets)) as Sealed;
  const type = row.type as ChannelType;
  const settings = JSON.parse(row.settings) as Record<string, unknown>;
  const secrets: ChannelSecrets = {};
  for (const name of SECRET_NAMES) if (sealed[name]) secrets[name] = sealed[name];
  // A bound secret entered for another destination is not this channel's any more (the settings
  // are stored in the clear, so they alone never decide where a secret goes). Channels sealed
  // before destinations were recorded count as entered for their current one.
  const bound = BOUND[type];
  if (bound && enteredFor !== undefined && enteredFor !== destinationOf(type, settings, secrets)) delete secrets[bound];
  return {
    id: Number(row.id),
    name: row.name,
    type,
    settings,
    secretsSet: SECRET_NAMES.filter((k) => Boolean(secrets[k])),
    addressHost: hostOf(secrets.url),
    addressMark: addressMark(key, secrets.url),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    secrets,
  };
}

/** "hooks.slack.com" of "https://hooks.slack.com/services/T0/B0/secret"; null without a readable address. */
export function hostOf(url: string | undefined): string | null {
  if (!url || !URL.canParse(url)) return null;
  return new URL(url).host || null;
}

/**
 * Six hex digits of an HMAC of the address under a key derived from the channels' key: the same
 * address always gives the same mark, two addresses almost never one (1 in 16.7 million), and
 * 24 bits of a keyed hash give nothing of the address back, unlike a few of its own characters.
 */
export function addressMark(key: Buffer, url: string | undefined): string | null {
  if (!url) return null;
  const markKey = hkdfSync("sha256", key, "rampart-alerts", "channel address mark v1", 32);
  return createHmac("sha256", Buffer.from(markKey)).update(url).digest("hex").slice(0, 6);
}

export function toView(channel: Channel): ChannelView {
  const { secrets: _secrets, ...view } = channel;
  return view;
}

export async function listChannels(db: Kysely<Database>, key?: Buffer): Promise<Channel[]> {
  const rows = await db.selectFrom("alert_channels").selectAll().orderBy("id").execute();
  // The key is only needed when there is something to open.
  return rows.map((r) => toChannel(r, key ?? alertsKey()));
}

/** Names and kinds only: nothing is opened, and no setting leaves the store. */
export async function listChannelSummaries(db: Kysely<Database>): Promise<ChannelSummary[]> {
  const rows = await db.selectFrom("alert_channels").select(["id", "name", "type"]).orderBy("id").execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name, type: r.type as ChannelType }));
}

export async function getChannel(db: Kysely<Database>, id: number, key?: Buffer): Promise<Channel | null> {
  const row = await db.selectFrom("alert_channels").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toChannel(row, key ?? alertsKey()) : null;
}

/** What a channel of this type cannot work without. */
export function missingSecret(type: ChannelType, secrets: ChannelSecrets): string | null {
  if (type === "pagerduty") return secrets.routingKey ? null : "The routing key (the integration key) is required";
  if (type !== "email" && !secrets.url) return "The webhook address is required";
  return null;
}

/**
 * Creates a channel. A generic webhook without a signing secret gets a new one, returned here
 * once (as a wall link's token is) so the receiver can be configured; it is never shown again.
 */
export async function createChannel(
  db: Kysely<Database>,
  input: ChannelInput,
  now = new Date(),
  key = alertsKey(),
): Promise<{ channel: ChannelView; signingSecret?: string }> {
  const secrets: ChannelSecrets = { ...input.secrets };
  let generated: string | undefined;
  if (input.type === "webhook" && !secrets.signingSecret) {
    generated = newWebhookSecret();
    secrets.signingSecret = generated;
  }
  const at = now.toISOString();
  const row = await db
    .insertInto("alert_channels")
    .values({
      name: input.name,
      type: input.type,
      settings: JSON.stringify(input.settings),
      sealed_secrets: sealFor(key, input, secrets),
      created_at: at,
      updated_at: at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { channel: toView(toChannel(row, key)), ...(generated ? { signingSecret: generated } : {}) };
}

function sealFor(key: Buffer, input: ChannelInput, secrets: ChannelSecrets): string {
  const enteredFor = destinationOf(input.type, input.settings, secrets);
  return seal(key, JSON.stringify({ ...secrets, ...(enteredFor !== null ? { enteredFor } : {}) } satisfies Sealed));
}

/**
 * Updates a channel; secrets left out keep their stored values, as long as the destination they
 * were entered for stays. A new SMTP host or port needs the password again ("password-needed";
 * without a username none is sent, and the old one is dropped); a webhook's new address gets a
 * new signing secret, answered once as on create, unless one is given. The type cannot change.
 */
export async function updateChannel(
  db: Kysely<Database>,
  id: number,
  input: ChannelInput,
  now = new Date(),
  key = alertsKey(),
): Promise<ChannelUpdate | "type-changed" | "password-needed" | null> {
  const current = await getChannel(db, id, key);
  if (!current) return null;
  if (current.type !== input.type) return "type-changed";
  const secrets: ChannelSecrets = { ...current.secrets };
  for (const [k, v] of Object.entries(input.secrets)) if (v) secrets[k as keyof ChannelSecrets] = v;
  let generated: string | undefined;
  const bound = BOUND[input.type];
  const given = input.secrets as ChannelSecrets;
  if (
    bound &&
    !given[bound] &&
    secrets[bound] &&
    destinationOf(current.type, current.settings, current.secrets) !== destinationOf(input.type, input.settings, secrets)
  ) {
    if (input.type === "webhook") {
      generated = newWebhookSecret();
      secrets.signingSecret = generated;
    } else if (input.type === "email" && input.settings.username) {
      return "password-needed";
    } else {
      delete secrets[bound];
    }
  }
  const row = await db
    .updateTable("alert_channels")
    .set({ name: input.name, settings: JSON.stringify(input.settings), sealed_secrets: sealFor(key, input, secrets), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return { channel: toView(toChannel(row, key)), ...(generated ? { signingSecret: generated } : {}) };
}

/**
 * Deletes a channel and takes it off every rule that named it, in one transaction: a rule never
 * lists a channel that is gone (the rules list would show it, and a save would be refused).
 */
export async function deleteChannel(db: Kysely<Database>, id: number): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const result = await trx.deleteFrom("alert_channels").where("id", "=", id).executeTakeFirst();
    await dropChannelFromRules(trx, [id]);
    return Number(result.numDeletedRows) > 0;
  });
}
