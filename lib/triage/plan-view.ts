import "server-only";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { readSnapshot } from "./queue-store";
import { planOfDay } from "./todays-plan";
import { budgetOf, storedTriageQueue } from "./triage-service";
import type { TodaysPlanView } from "./view-types";

/**
 * Today's plan for the organization (lib/triage/todays-plan.ts): the stored queue as /triage lists
 * it (snoozed and just-reviewed proposals left out), the assets' liveness from the threats sync, as
 * many as the remaining review budget covers. Nothing is asked of the service.
 */
export async function todaysPlanView(organization: OrganizationScope): Promise<TodaysPlanView> {
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  const now = new Date();
  const [snapshot, queue, budget] = await Promise.all([readSnapshot(db, org), storedTriageQueue(db, org, now), budgetOf(db, org, now)]);
  if (!snapshot || !queue) return { asOf: null, plan: null };
  const assetIds = [...new Set(queue.items.flatMap((i) => (i.proposal.asset ? [String(i.proposal.asset.id)] : [])))];
  const liveness = new Map<string, string | null>();
  for (let i = 0; i < assetIds.length; i += 500) {
    const rows = await db
      .selectFrom("threat_assets")
      .select(["asset_id", "liveness"])
      .where("org", "=", org)
      .where("asset_id", "in", assetIds.slice(i, i + 500))
      .execute();
    for (const row of rows) liveness.set(row.asset_id, row.liveness);
  }
  const brandNames = new Map(snapshot.brands.map((b) => [String(b.id), b.name]));
  return { asOf: queue.asOf, plan: planOfDay(queue.items, { remaining: budget.remaining, liveness, brandNames }) };
}
