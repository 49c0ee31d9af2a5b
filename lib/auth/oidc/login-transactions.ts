import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

/** How long a sign-in at the provider may take, from the console's redirect to the provider's callback. */
export const LOGIN_SECONDS = 10 * 60;

export type LoginTransaction = { state: string; nonce: string; codeVerifier: string; next: string };

/** Stores a sign-in under way (and drops those that expired), so any instance can take its callback. */
export async function saveLogin(db: Kysely<Database>, login: LoginTransaction, now = new Date()): Promise<void> {
  await db.deleteFrom("oidc_logins").where("expires_at", "<", now.toISOString()).execute();
  await db
    .insertInto("oidc_logins")
    .values({
      state: login.state,
      nonce: login.nonce,
      code_verifier: login.codeVerifier,
      next_path: login.next,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + LOGIN_SECONDS * 1000).toISOString(),
    })
    .execute();
}

/**
 * Takes the sign-in a callback names: deleted as it is read, so a replayed callback finds nothing,
 * and two instances racing on one callback cannot both have it. Null when unknown, used or expired.
 */
export async function takeLogin(db: Kysely<Database>, state: string, now = new Date()): Promise<LoginTransaction | null> {
  const row = await db.deleteFrom("oidc_logins").where("state", "=", state).returningAll().executeTakeFirst();
  if (!row || row.expires_at < now.toISOString()) return null;
  return { state: row.state, nonce: row.nonce, codeVerifier: row.code_verifier, next: row.next_path };
}
