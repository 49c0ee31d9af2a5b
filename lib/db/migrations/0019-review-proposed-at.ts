import "server-only";
import type { Kysely } from "kysely";

/**
 * When a held review's proposal arrived in the triage queue (its own createdAt, or else its
 * report's), so the Outcomes page can say how long proposals waited until they were reviewed.
 * Null for reviews held before this column, and when the service sent no time.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_outbox").addColumn("proposed_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_outbox").dropColumn("proposed_at").execute();
}
