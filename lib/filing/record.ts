import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { FileResult } from "@/lib/contract/filing-console";
import { type OrganizationScope, storageKeyOf } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { writeIndexRows } from "@/lib/report-index/index-store";
import { organizationStoreKey } from "@/lib/upstream/organization-key";

/**
 * What a filing leaves in the console's store: the new report in the report index at once (so
 * /reports?report=ID opens it before the next sync), and an audit entry naming the report and
 * the assets it holds (the route's own entry names what was asked).
 */
export async function recordFiling(
  result: FileResult,
  scope: OrganizationScope,
  principal: Principal | null,
  requestId: string,
  now = new Date(),
): Promise<void> {
  if (result.outcome !== "filed") return;
  const db = await getDb();
  const createdAt =
    result.report.createdAt && !Number.isNaN(Date.parse(result.report.createdAt)) ? new Date(result.report.createdAt).toISOString() : now.toISOString();
  await writeIndexRows(db, [
    {
      id: String(result.report.id),
      organization: storageKeyOf(scope),
      created_at: createdAt,
      updated_at: createdAt,
      duplicate_of: null,
      indexed_at: now.toISOString(),
      // The create answer is not a listed report: the next list or sync writes it.
      snapshot: null,
    },
  ]);
  await recordAuditEvent(db, {
    username: principal?.kind === "user" ? principal.username : null,
    role: principal?.kind === "user" ? principal.role : null,
    action: "report.filed",
    target: `report:${result.report.id}`,
    // The organization as the store keys it: alert rules count filings per scope (lib/filing/filed-signal.ts).
    inputSummary: { filed: result.filed, skipped: result.skipped, organization: await organizationStoreKey(scope) },
    // Its own id beside the route's entry (same request, told apart by the suffix).
    requestId: `${requestId}:filed`,
    outcome: "success",
    httpStatus: 200,
  });
}
