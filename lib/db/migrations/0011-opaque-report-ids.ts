import "server-only";
import { type Kysely, sql } from "kysely";

/**
 * Report ids are opaque (issue 27): `"rpt_1234567890abcdef"` as well as 5132. The report index
 * keyed them as integers; it now keys them by their text (`String(id)`), the form console URLs
 * carry. The table is rebuilt (SQLite cannot change a column's type) with every row kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await rebuild(db, "text", sql`CAST(id AS TEXT)`, sql`CAST(duplicate_of AS TEXT)`, sql`1 = 1`);
}

export async function down(db: Kysely<any>): Promise<void> {
  // Back to integers: text ids cannot all be kept, so the index starts empty (it refills itself).
  await rebuild(db, "bigint", sql`CAST(id AS BIGINT)`, sql`NULL`, sql`1 = 0`);
}

async function rebuild(
  db: Kysely<any>,
  type: "text" | "bigint",
  id: ReturnType<typeof sql>,
  duplicateOf: ReturnType<typeof sql>,
  where: ReturnType<typeof sql>,
): Promise<void> {
  await db.schema
    .createTable("report_index_next")
    .addColumn("id", type, (col) => col.primaryKey())
    .addColumn("organization", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addColumn("duplicate_of", type)
    .addColumn("indexed_at", "text", (col) => col.notNull())
    .execute();
  await sql`INSERT INTO report_index_next (id, organization, created_at, updated_at, duplicate_of, indexed_at)
    SELECT ${id}, organization, created_at, updated_at, ${duplicateOf}, indexed_at FROM report_index WHERE ${where}`.execute(db);
  await db.schema.dropTable("report_index").execute();
  await db.schema.alterTable("report_index_next").renameTo("report_index").execute();
  await db.schema.createIndex("report_index_org_created").on("report_index").columns(["organization", "created_at"]).execute();
}
