import "server-only";
import type { Kysely } from "kysely";
import { scopeOfRule } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import { organizationStoreKey } from "@/lib/upstream/organization-key";

export type LiveAgain = { count: number; example: string | null };

/**
 * Re-emergence for an alert rule's scope: assets the threats sync saw turn online after offline
 * since `since` and still online, on the watchlist or blocked (lib/threats/store.ts `live_again_at`).
 */
export async function assetsLiveAgainSince(db: Kysely<Database>, ruleScope: string, list: "watchlist" | "blocked", since: Date): Promise<LiveAgain> {
  const scope = scopeOfRule(ruleScope);
  const organization = scope === null ? null : await organizationStoreKey(scope);
  const table = list === "watchlist" ? "threat_watchlist" : "threat_assets";
  const rows = await db
    .selectFrom(table)
    .select(["content", "live_again_at"])
    .where("live_again_at", ">=", since.toISOString())
    .where("liveness", "=", "ALIVE")
    .$call((q) => (list === "blocked" ? q.where("blocked_at", "is not", null) : q))
    .$call((q) => (organization === null ? q : q.where("org", "=", organization)))
    .orderBy("live_again_at", "desc")
    .limit(1000)
    .execute();
  return { count: rows.length, example: rows[0]?.content ?? null };
}
