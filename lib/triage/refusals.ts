import "server-only";
import type { Kysely } from "kysely";
import type { OrganizationKey } from "@/lib/contract/organization-key";
import type { Database } from "@/lib/db/schema";
import type { Refusal } from "./queue-order";

/**
 * Remembers that the service refused (403) a proposal to this organization. The queue leaves it
 * out for every user and instance until its report's `updatedAt` changes.
 */
export async function recordRefusal(
  db: Kysely<Database>,
  refusal: { org: OrganizationKey; proposalId: string; reportId: string; reportUpdatedAt: string; at: Date },
): Promise<void> {
  const row = { report_id: refusal.reportId, report_updated_at: refusal.reportUpdatedAt, refused_at: refusal.at.toISOString() };
  await db
    .insertInto("triage_refusals")
    .values({ org: refusal.org, proposal_id: refusal.proposalId, ...row })
    .onConflict((oc) => oc.columns(["org", "proposal_id"]).doUpdateSet(row))
    .execute();
}

export async function listRefusals(db: Kysely<Database>, org: OrganizationKey): Promise<Refusal[]> {
  const rows = await db.selectFrom("triage_refusals").select(["proposal_id", "report_updated_at"]).where("org", "=", org).execute();
  return rows.map((row) => ({ proposalId: row.proposal_id, reportUpdatedAt: row.report_updated_at }));
}
