import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";

/**
 * The report index's upstream list calls of the last minute (the background sync's and a lookup's
 * narrowing by date), kept in the console store so that together they stay within
 * REPORT_INDEX_RATE calls in any 60 s, whichever instance makes them. A lookup in progress has
 * the right of way: the sync makes no call until it is done (`narrowingUntil`).
 */
const CALLS_KEY = "report-index:calls";
const NARROWING_KEY = "report-index:narrowing-until";
const WINDOW_MS = 60_000;

async function read(db: Kysely<Database>, key: string): Promise<string | null> {
  const row = await db.selectFrom("console_state").select("value").where("key", "=", key).executeTakeFirst();
  return row?.value ?? null;
}

async function write(db: Kysely<Database>, key: string, value: string): Promise<void> {
  await db
    .insertInto("console_state")
    .values({ key, value })
    .onConflict((oc) => oc.column("key").doUpdateSet({ value }))
    .execute();
}

/** The calls of the minute before `now` (ms since the epoch), oldest first. */
export async function callsInLastMinute(db: Kysely<Database>, now: Date): Promise<number[]> {
  const raw = await read(db, CALLS_KEY);
  let calls: unknown;
  try {
    calls = raw === null ? [] : JSON.parse(raw);
  } catch {
    calls = [];
  }
  if (!Array.isArray(calls)) return [];
  const since = now.getTime() - WINDOW_MS;
  return calls.filter((t): t is number => typeof t === "number" && t > since && t <= now.getTime()).sort((a, b) => a - b);
}

/** Takes one call of the minute's `rate` if there is room; false (and nothing recorded) otherwise. */
export async function takeCall(db: Kysely<Database>, now: Date, rate: number): Promise<boolean> {
  const calls = await callsInLastMinute(db, now);
  if (calls.length >= rate) return false;
  await write(db, CALLS_KEY, JSON.stringify([...calls, now.getTime()]));
  return true;
}

/** When a call will fit again: the oldest call of the minute leaves it then. */
export async function nextCallAt(db: Kysely<Database>, now: Date, rate: number): Promise<number> {
  const calls = await callsInLastMinute(db, now);
  return calls.length < rate ? now.getTime() : calls[calls.length - rate]! + WINDOW_MS + 1;
}

/** A lookup narrowing by date holds the sync off until `until`. */
export async function holdSyncUntil(db: Kysely<Database>, until: Date | null): Promise<void> {
  await write(db, NARROWING_KEY, until === null ? "" : until.toISOString());
}

export async function syncHeldOff(db: Kysely<Database>, now: Date): Promise<boolean> {
  const until = Date.parse((await read(db, NARROWING_KEY)) ?? "");
  return Number.isFinite(until) && until > now.getTime();
}
