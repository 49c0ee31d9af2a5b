import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

const CALLS_KEY = "threat-sync:calls";
const WINDOW_MS = 60_000;

/**
 * The threats sync's calls of the last minute, kept in the console store so that whichever instance
 * holds the lease (a new holder after a restart too) stays within the per-minute budget.
 */
export async function takeThreatCall(db: Kysely<Database>, now: Date, perMinute: number): Promise<boolean> {
  if (perMinute <= 0) return false;
  const row = await db.selectFrom("console_state").select("value").where("key", "=", CALLS_KEY).executeTakeFirst();
  let calls: unknown = [];
  try {
    calls = row ? JSON.parse(row.value) : [];
  } catch {}
  const since = now.getTime() - WINDOW_MS;
  const recent = Array.isArray(calls) ? calls.filter((t): t is number => typeof t === "number" && t > since && t <= now.getTime()) : [];
  if (recent.length >= perMinute) return false;
  const value = JSON.stringify([...recent, now.getTime()]);
  await db
    .insertInto("console_state")
    .values({ key: CALLS_KEY, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
  return true;
}
