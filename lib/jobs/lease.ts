import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

/** A named lease of the console store: work one instance does for all (runEvery's `lease`). */
export type JobLease = { db: Kysely<Database>; name: string; ttlMs: number };

/**
 * Takes or renews a named lease. One UPDATE decides, so when several instances share PostgreSQL
 * exactly one holds it at a time; a holder that stops renewing loses it when it expires.
 */
export async function tryAcquireLease(db: Kysely<Database>, name: string, holder: string, ttlMs: number, now: Date): Promise<boolean> {
  const expires = new Date(now.getTime() + ttlMs).toISOString();
  await db
    .insertInto("leases")
    .values({ name, holder, expires_at: expires })
    .onConflict((oc) => oc.column("name").doNothing())
    .execute();
  const result = await db
    .updateTable("leases")
    .set({ holder, expires_at: expires })
    .where("name", "=", name)
    .where((eb) => eb.or([eb("holder", "=", holder), eb("expires_at", "<", now.toISOString())]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Takes or renews `lease` for `holder`. */
export function holdLease(lease: JobLease, holder: string, now: Date): Promise<boolean> {
  return tryAcquireLease(lease.db, lease.name, holder, lease.ttlMs, now);
}

export async function releaseLease(db: Kysely<Database>, name: string, holder: string): Promise<void> {
  await db.deleteFrom("leases").where("name", "=", name).where("holder", "=", holder).execute();
}
