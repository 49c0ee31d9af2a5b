import "server-only";
import type { Kysely } from "kysely";

/** Queue history (issue 9) and leases (one recorder among several instances). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("queue_history")
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("minute", "text", (col) => col.notNull())
    .addColumn("recorded_at", "text", (col) => col.notNull())
    .addColumn("total_pending", "integer", (col) => col.notNull())
    .addColumn("sla_breached", "integer", (col) => col.notNull())
    .addColumn("open_takedowns", "integer", (col) => col.notNull())
    .addColumn("stale_in_progress", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("queue_history_pk", ["scope", "minute"])
    .execute();

  await db.schema
    .createTable("leases")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("holder", "text", (col) => col.notNull())
    .addColumn("expires_at", "text", (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("leases").execute();
  await db.schema.dropTable("queue_history").execute();
}
