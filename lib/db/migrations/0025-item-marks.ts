import "server-only";
import type { Kysely } from "kysely";
import { isPostgres } from "./engine";

/**
 * The console's own marks on the service's reports and proposals (issue 45): tags, notes, an
 * assignee and a snooze, none of which the service keeps. `org` is the organization's storage key
 * (lib/contract/organization-scope.ts, "" for the key's own); `kind` is `report` or `proposal`;
 * `item_id` the service's id as text (ids are opaque). A bulk action is one `mark_batches` row
 * naming its items and how to undo it. `report_index.snapshot` keeps each indexed report as last
 * listed, so a list of tagged reports is drawn from the console's store without a call per report.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const id = isPostgres(db) ? (col: any) => col.primaryKey().generatedByDefaultAsIdentity() : (col: any) => col.primaryKey().autoIncrement();
  await db.schema
    .createTable("item_marks")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("assignee", "text")
    .addColumn("snoozed_until", "text")
    .addColumn("snooze_until_change", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("snoozed_at_version", "text")
    .addColumn("updated_by", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("item_marks_pk", ["org", "kind", "item_id"])
    .execute();
  await db.schema.createIndex("item_marks_assignee_idx").on("item_marks").columns(["org", "kind", "assignee"]).execute();
  await db.schema
    .createTable("item_tags")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("tag", "text", (col) => col.notNull())
    .addColumn("added_by", "text", (col) => col.notNull())
    .addColumn("added_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("item_tags_pk", ["org", "kind", "item_id", "tag"])
    .execute();
  await db.schema.createIndex("item_tags_tag_idx").on("item_tags").columns(["org", "kind", "tag"]).execute();
  await db.schema
    .createTable("item_notes")
    .addColumn("id", "integer", id)
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("item_id", "text", (col) => col.notNull())
    .addColumn("body", "text", (col) => col.notNull())
    .addColumn("author", "text", (col) => col.notNull())
    .addColumn("batch_id", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("item_notes_item_idx").on("item_notes").columns(["org", "kind", "item_id"]).execute();
  await db.schema
    .createTable("mark_batches")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("item_ids", "text", (col) => col.notNull())
    .addColumn("undo", "text", (col) => col.notNull())
    .addColumn("username", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("undo_until", "text", (col) => col.notNull())
    .addColumn("undone_at", "text")
    .execute();
  await db.schema.alterTable("report_index").addColumn("snapshot", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("report_index").dropColumn("snapshot").execute();
  await db.schema.dropTable("mark_batches").execute();
  await db.schema.dropTable("item_notes").execute();
  await db.schema.dropTable("item_tags").execute();
  await db.schema.dropTable("item_marks").execute();
}
