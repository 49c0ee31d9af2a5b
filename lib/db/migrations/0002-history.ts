import "server-only";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

/** Queue history (issue 9) and leases (one recorder among several instances). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("queue_history")
    .addColumn("scope", "text", (col) => col.notNull())
    // The point's time, to the minute (`YYYY-MM-DDTHH:MM`, UTC): at most one point per minute.
    .addColumn("minute", "text", (col) => col.notNull())
    .addColumn("total_pending", "integer", (col) => col.notNull())
    .addColumn("sla_breached", "integer", (col) => col.notNull())
    .addColumn("open_takedowns", "integer", (col) => col.notNull())
    .addColumn("stale_in_progress", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("queue_history_pk", ["scope", "minute"])
    // SQLite: the rows live in the primary key's own b-tree (no second copy of scope and minute).
    .$call((builder) => (isPostgres(db) ? builder : builder.modifyEnd(sql`without rowid`)))
    .execute();

  await db.schema
    .createTable("console_state")
    .addColumn("key", "text", (col) => col.primaryKey())
    .addColumn("value", "text", (col) => col.notNull())
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
  await db.schema.dropTable("console_state").execute();
  await db.schema.dropTable("queue_history").execute();
}
