import "server-only";
import type { Kysely } from "kysely";
import { scopeOfRule } from "@/lib/contract/organization-scope";
import type { Database } from "@/lib/db/schema";
import { organizationStoreKey } from "@/lib/upstream/organization-key";

/**
 * How many reports were filed from the console (/reports/new) since `since`, for an alert rule's
 * scope: `all`, or the one organization it names under the key the console stores it by. Counted
 * from the audit entries a filing leaves (lib/filing/record.ts, `report.filed`, one per report); an
 * entry written before it named its organization counts for `all` only.
 */
export async function reportsFiledSince(db: Kysely<Database>, ruleScope: string, since: Date): Promise<number> {
  const scope = scopeOfRule(ruleScope);
  const organization = scope === null ? null : await organizationStoreKey(scope);
  const rows = await db
    .selectFrom("audit_events")
    .select("input_summary")
    .where("action", "=", "report.filed")
    .where("outcome", "=", "success")
    .where("occurred_at", ">=", since.toISOString())
    .execute();
  if (organization === null) return rows.length;
  return rows.filter((row) => filedIn(row.input_summary) === organization).length;
}

function filedIn(summary: string | null): string | null {
  try {
    const parsed = JSON.parse(summary ?? "null") as { organization?: unknown } | null;
    return typeof parsed?.organization === "string" ? parsed.organization : null;
  } catch {
    return null;
  }
}
