import "server-only";
import type { Kysely } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { Database } from "@/lib/db/schema";

/** A selected proposal is claimed this long; the page renews the claim while it stays open. */
export const CLAIM_MS = 120_000;

export type Claim = { proposalId: string; username: string; expiresAt: string };

/** The user whose live claim a take-over ended, or null when the proposal was free or already the caller's. */
export type ClaimOutcome = Claim & { tookOverFrom: string | null };

/**
 * Claims (or renews) a proposal for a user. Another user's live claim is kept unless `takeOver`
 * (the user was asked and chose to review anyway). Returns the claim that holds afterwards.
 */
export async function claimProposal(
  db: Kysely<Database>,
  input: { org: OrganizationKey; proposalId: string; username: string; now: Date; takeOver?: boolean },
): Promise<ClaimOutcome> {
  const expires = new Date(input.now.getTime() + CLAIM_MS).toISOString();
  await db
    .insertInto("triage_claims")
    .values({ org: input.org, proposal_id: input.proposalId, username: input.username, expires_at: expires })
    .onConflict((oc) => oc.columns(["org", "proposal_id"]).doNothing())
    .execute();
  const before = input.takeOver ? await holderOf(db, input.org, input.proposalId) : undefined;
  let update = db
    .updateTable("triage_claims")
    .set({ username: input.username, expires_at: expires })
    .where("org", "=", input.org)
    .where("proposal_id", "=", input.proposalId);
  if (!input.takeOver) {
    update = update.where((eb) => eb.or([eb("username", "=", input.username), eb("expires_at", "<", input.now.toISOString())]));
  }
  await update.execute();
  const row = await db
    .selectFrom("triage_claims")
    .selectAll()
    .where("org", "=", input.org)
    .where("proposal_id", "=", input.proposalId)
    .executeTakeFirstOrThrow();
  const tookOver = before && before.username !== input.username && before.expires_at >= input.now.toISOString() && row.username === input.username;
  return { proposalId: row.proposal_id, username: row.username, expiresAt: row.expires_at, tookOverFrom: tookOver ? before.username : null };
}

async function holderOf(db: Kysely<Database>, org: OrganizationKey, proposalId: string) {
  return db.selectFrom("triage_claims").select(["username", "expires_at"]).where("org", "=", org).where("proposal_id", "=", proposalId).executeTakeFirst();
}

export async function releaseClaim(db: Kysely<Database>, input: { org: OrganizationKey; proposalId: string; username: string }): Promise<void> {
  await db
    .deleteFrom("triage_claims")
    .where("org", "=", input.org)
    .where("proposal_id", "=", input.proposalId)
    .where("username", "=", input.username)
    .execute();
}

/** Live claims of the organization (expired ones are deleted on the way). */
export async function listClaims(db: Kysely<Database>, org: OrganizationKey, now: Date): Promise<Claim[]> {
  await db.deleteFrom("triage_claims").where("expires_at", "<", now.toISOString()).execute();
  const rows = await db.selectFrom("triage_claims").selectAll().where("org", "=", org).execute();
  return rows.map((row) => ({ proposalId: row.proposal_id, username: row.username, expiresAt: row.expires_at }));
}

/** Live claims of the organization, read only (the page polls this every second or two). */
export async function liveClaims(db: Kysely<Database>, org: OrganizationKey, now: Date): Promise<Claim[]> {
  const rows = await db.selectFrom("triage_claims").selectAll().where("org", "=", org).where("expires_at", ">=", now.toISOString()).execute();
  return rows.map((row) => ({ proposalId: row.proposal_id, username: row.username, expiresAt: row.expires_at }));
}
