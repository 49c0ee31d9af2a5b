import "server-only";
import { randomBytes } from "node:crypto";
import type { Kysely } from "kysely";
import { notConfigured } from "@/lib/bff/errors";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/schema";
import { type Env, getEnv } from "@/lib/env";
import { alertsKey, alertsSecretProblem, open, seal } from "@/lib/secret-box";
import { webhookSecrets } from "./secrets";
import type { SecretSource } from "./settings-view.types";
import type { WebhookSecrets } from "./signature";

/** How long the secret before a rotation is still accepted: deliveries the service signed before it took the new one, and its retries. */
export const ROTATION_WINDOW_MS = 24 * 3_600_000;

export type CurrentWebhookSecrets = WebhookSecrets & {
  source: SecretSource;
  /** Until when the previous secret is accepted (a rotation from /settings); null when none is, or when the environment sets it. */
  previousUntil: string | null;
  rotated: { at: string; by: string } | null;
};

/**
 * The secrets a delivery may be signed with now. After a rotation from /settings, the newest secret
 * made there, and for ROTATION_WINDOW_MS the one before it (the previous rotation's, else the one
 * the environment or the demo gave). Without one: SERVICE_WEBHOOK_SECRET and
 * SERVICE_WEBHOOK_SECRET_PREVIOUS (lib/webhooks/secrets.ts). Read from the store on each call, so
 * every instance verifies with what the last rotation on any of them made.
 */
export async function currentWebhookSecrets(db: Kysely<Database>, env: Env, now: Date): Promise<CurrentWebhookSecrets | null> {
  const base = webhookSecrets(env);
  const rows = await db.selectFrom("webhook_secret_rotations").selectAll().orderBy("id", "desc").limit(2).execute();
  const newest = rows[0];
  if (!newest) return base ? { ...base, previousUntil: null, rotated: null } : null;
  const key = alertsKey();
  const until = Date.parse(newest.rotated_at) + ROTATION_WINDOW_MS;
  const before = rows[1] ? open(key, rows[1].secret_sealed) : base?.current;
  const previous = before !== undefined && now.getTime() < until ? before : undefined;
  return {
    current: open(key, newest.secret_sealed),
    ...(previous !== undefined ? { previous } : {}),
    source: "rotated",
    previousUntil: previous !== undefined ? new Date(until).toISOString() : null,
    rotated: { at: newest.rotated_at, by: newest.rotated_by },
  };
}

/**
 * Makes a new secret and keeps it, sealed, as the newest; the older rows but the one before it go.
 * The caller registers it with the service (lib/webhooks/register.ts). Refused in words where the
 * store cannot seal it (no ALERTS_SECRET outside demo mode).
 */
export async function rotateWebhookSecret(db: Kysely<Database>, env: Env, by: string, now: Date): Promise<void> {
  const problem = alertsSecretProblem(env);
  if (problem) throw notConfigured(`The webhook secret cannot be rotated from the console: ${problem}`);
  const secret = randomBytes(32).toString("hex");
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("webhook_secret_rotations")
      .values({ secret_sealed: seal(alertsKey(), secret), rotated_by: by, rotated_at: now.toISOString() })
      .execute();
    const kept = await trx.selectFrom("webhook_secret_rotations").select("id").orderBy("id", "desc").limit(2).execute();
    await trx
      .deleteFrom("webhook_secret_rotations")
      .where(
        "id",
        "not in",
        kept.map((r) => r.id),
      )
      .execute();
  });
}

/** The secrets of this process's store and configuration, now. */
export async function webhookSecretsNow(): Promise<CurrentWebhookSecrets | null> {
  return currentWebhookSecrets(await getDb(), getEnv(), new Date());
}
