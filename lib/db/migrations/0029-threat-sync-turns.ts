import "server-only";
import type { Kysely } from "kysely";

/**
 * When the threats sync last called the service for an organization (lib/threats/sync.ts): with
 * several organizations synced, the one called longest ago goes next, so a long backfill of one
 * does not starve the others' incremental reads.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("threat_sync").addColumn("last_call_at", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("threat_sync").dropColumn("last_call_at").execute();
}
