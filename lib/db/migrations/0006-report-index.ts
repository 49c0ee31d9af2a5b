import "server-only";
import type { Kysely } from "kysely";

/**
 * The report index (issue 18): id → createdAt and organization, so one report can be fetched by
 * id with a narrow date window; and the sync's resumable progress per organization.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("report_index")
    .addColumn("id", "bigint", (col) => col.primaryKey())
    // The v2 `slug` the report was listed with; "" for the key's own organization.
    .addColumn("organization", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("duplicate_of", "bigint")
    .addColumn("indexed_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("report_index_org_created").on("report_index").columns(["organization", "created_at"]).execute();

  await db.schema
    .createTable("report_index_sync")
    .addColumn("organization", "text", (col) => col.primaryKey())
    // Everything created at or before this is covered by the backfill or an earlier poll.
    .addColumn("high_water", "text")
    .addColumn("last_poll_at", "text")
    // A poll that found more than one page of new reports walks them with this cursor.
    .addColumn("poll_cursor", "text")
    .addColumn("poll_top", "text")
    .addColumn("backfill_cursor", "text")
    .addColumn("backfill_started", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("backfill_done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("walked", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("total", "integer", (col) => col.notNull().defaultTo(0))
    // The oldest createdAt the backfill has walked past: where it resumes if its cursor is refused.
    .addColumn("frontier", "text")
    .addColumn("backfill_end", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("report_index_sync").execute();
  await db.schema.dropTable("report_index").execute();
}
