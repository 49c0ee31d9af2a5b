import "server-only";
import type { Kysely } from "kysely";
import { scopeOfRule } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import { organizationStoreKey } from "@/lib/upstream/organization-key";

/**
 * How many new threat detections the service told of (`organization.threat-detection-added`
 * deliveries, lib/webhooks) were received since `since`, for an alert rule's scope: `all`, or the
 * one organization it names under the key the inbox records (lib/contract/organization-key.ts).
 */
export async function threatDetectionsSince(db: Kysely<Database>, ruleScope: string, since: Date): Promise<number> {
  const scope = scopeOfRule(ruleScope);
  const organization = scope === null ? null : await organizationStoreKey(scope);
  const row = await db
    .selectFrom("webhook_inbox")
    .select((eb) => eb.fn.countAll<number>().as("n"))
    .where("event_type", "=", "organization.threat-detection-added")
    .where("received_at", ">=", since.toISOString())
    .$call((q) => (organization === null ? q : q.where("organization", "=", organization)))
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}
