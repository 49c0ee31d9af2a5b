import "server-only";
import type { Kysely } from "kysely";

/**
 * Saved views (issue 34): a page's filters, sort and density under a name, kept as the page's own
 * URL search text (lib/saved-views/view-state.ts), personal or shared with the organization's team.
 * One shared view per page and organization may be pinned as the team's default; a user's own
 * default (a row of saved_view_defaults) overrides it for them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("saved_views")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("organization", "text", (col) => col.notNull())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("owner_id", "integer", (col) => col.notNull())
    .addColumn("owner_name", "text", (col) => col.notNull())
    .addColumn("shared", "integer", (col) => col.notNull())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("pinned", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("saved_views_page_idx").on("saved_views").columns(["organization", "page"]).execute();
  await db.schema
    .createTable("saved_view_defaults")
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("organization", "text", (col) => col.notNull())
    .addColumn("page", "text", (col) => col.notNull())
    .addColumn("view_id", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("saved_view_defaults_pk", ["user_id", "organization", "page"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("saved_view_defaults").execute();
  await db.schema.dropTable("saved_views").execute();
}
