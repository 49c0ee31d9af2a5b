import "server-only";
import type { Kysely } from "kysely";

/**
 * Proposals the service said (webhook `asset.status-escalated`) were escalated to an organization's
 * review. Read with every cached triage queue as "awaiting this organization", so an open /triage
 * shows the escalation before the queue's next walk; the walk never writes here (lib/triage/queue-store.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("triage_escalations")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("proposal_id", "text", (col) => col.notNull())
    .addColumn("escalated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("triage_escalations_pk", ["org", "proposal_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("triage_escalations").execute();
}
