import "server-only";
import type { Kysely, Selectable } from "kysely";
import type { AlertChannelsTable, Database } from "@/lib/db/schema";
import type { ChannelInput, ChannelType } from "./rule-schema";
import { alertsKey, open, seal } from "./secret-box";
import { newWebhookSecret } from "./signing";

export type ChannelSecrets = { password?: string; url?: string; signingSecret?: string };

/** A channel as the API shows it: settings, and which secrets are set, never their values. */
export type ChannelView = {
  id: number;
  name: string;
  type: ChannelType;
  settings: Record<string, unknown>;
  secretsSet: string[];
  createdAt: string;
  updatedAt: string;
};

/** A channel with its secrets opened, for sending only. */
export type Channel = ChannelView & { secrets: ChannelSecrets };

function toChannel(row: Selectable<AlertChannelsTable>, key: Buffer): Channel {
  const secrets = JSON.parse(open(key, row.sealed_secrets)) as ChannelSecrets;
  return {
    id: Number(row.id),
    name: row.name,
    type: row.type as ChannelType,
    settings: JSON.parse(row.settings) as Record<string, unknown>,
    secretsSet: Object.keys(secrets).filter((k) => Boolean(secrets[k as keyof ChannelSecrets])),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    secrets,
  };
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

export async function getChannel(db: Kysely<Database>, id: number, key?: Buffer): Promise<Channel | null> {
  const row = await db.selectFrom("alert_channels").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toChannel(row, key ?? alertsKey()) : null;
}

/** What a channel of this type cannot work without. */
export function missingSecret(type: ChannelType, secrets: ChannelSecrets): string | null {
  if (type !== "email" && !secrets.url) return "The webhook address is required";
  return null;
}

/**
 * Creates a channel. A generic webhook without a signing secret gets a new one, returned here
 * once (as a wall link's token is) so the receiver can be configured; it is never shown again.
 */
export async function createChannel(db: Kysely<Database>, input: ChannelInput, now = new Date(), key = alertsKey()): Promise<{ channel: ChannelView; signingSecret?: string }> {
  const secrets: ChannelSecrets = { ...input.secrets };
  let generated: string | undefined;
  if (input.type === "webhook" && !secrets.signingSecret) {
    generated = newWebhookSecret();
    secrets.signingSecret = generated;
  }
  const at = now.toISOString();
  const row = await db
    .insertInto("alert_channels")
    .values({ name: input.name, type: input.type, settings: JSON.stringify(input.settings), sealed_secrets: seal(key, JSON.stringify(secrets)), created_at: at, updated_at: at })
    .returningAll()
    .executeTakeFirstOrThrow();
  return { channel: toView(toChannel(row, key)), ...(generated ? { signingSecret: generated } : {}) };
}

/** Updates a channel; secrets left out keep their stored values. The type cannot change. */
export async function updateChannel(db: Kysely<Database>, id: number, input: ChannelInput, now = new Date(), key = alertsKey()): Promise<ChannelView | "type-changed" | null> {
  const current = await getChannel(db, id, key);
  if (!current) return null;
  if (current.type !== input.type) return "type-changed";
  const secrets: ChannelSecrets = { ...current.secrets };
  for (const [k, v] of Object.entries(input.secrets)) if (v) secrets[k as keyof ChannelSecrets] = v;
  const row = await db
    .updateTable("alert_channels")
    .set({ name: input.name, settings: JSON.stringify(input.settings), sealed_secrets: seal(key, JSON.stringify(secrets)), updated_at: now.toISOString() })
    .where("id", "=", id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return toView(toChannel(row, key));
}

export async function deleteChannel(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db.deleteFrom("alert_channels").where("id", "=", id).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
