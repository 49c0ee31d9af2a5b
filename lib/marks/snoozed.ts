import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { isSnoozed } from "./store";

/**
 * The proposals of these queue items whose snooze holds now: before its time, or (until the
 * service changes it) while their report's updatedAt has not moved past the one seen when snoozed.
 * A snoozed proposal leaves /triage (its list and its counts) until it wakes.
 */
export async function snoozedProposals(
  db: Kysely<Database>,
  org: string,
  items: readonly { key: string; report: { updatedAt: string | null } }[],
  now: Date,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom("item_marks")
    .select(["item_id", "snoozed_until", "snooze_until_change", "snoozed_at_version"])
    .where("org", "=", org)
    .where("kind", "=", "proposal")
    .where((eb) => eb.or([eb("snoozed_until", ">", now.toISOString()), eb("snooze_until_change", "=", 1)]))
    .execute();
  if (rows.length === 0) return new Set();
  const versionOf = new Map(items.map((item) => [item.key, item.report.updatedAt]));
  return new Set(rows.filter((row) => versionOf.has(row.item_id) && isSnoozed(row, now, versionOf.get(row.item_id))).map((row) => row.item_id));
}
