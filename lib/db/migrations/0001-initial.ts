import "server-only";
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

/** Integer identity primary key in either engine (pg returns bigint as a string, so not bigint). */
function identity(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (col) => col.primaryKey().generatedByDefaultAsIdentity() : (col) => col.primaryKey().autoIncrement();
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("users")
    .addColumn("id", "integer", identity(db))
    .addColumn("username", "text", (col) => col.notNull().unique())
    .addColumn("password_hash", "text", (col) => col.notNull())
    .addColumn("role", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("users_role_check", sql`role in ('viewer', 'reviewer', 'admin')`)
    .execute();

  await db.schema
    .createTable("wall_links")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("token_hash", "text", (col) => col.notNull().unique())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("last_used_at", "text")
    .addColumn("revoked_at", "text")
    .execute();

  await db.schema
    .createTable("audit_events")
    .addColumn("id", "integer", identity(db))
    .addColumn("occurred_at", "text", (col) => col.notNull())
    .addColumn("completed_at", "text")
    .addColumn("username", "text")
    .addColumn("role", "text")
    .addColumn("action", "text", (col) => col.notNull())
    .addColumn("target", "text")
    .addColumn("input_summary", "text")
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("http_status", "integer")
    .addColumn("request_id", "text", (col) => col.notNull())
    .addColumn("ip", "text")
    .addCheckConstraint("audit_events_outcome_check", sql`outcome in ('pending', 'success', 'failure', 'error')`)
    .execute();

  // Keyset pagination is newest first on (occurred_at, id), optionally narrowed by user or action.
  await db.schema.createIndex("audit_events_occurred_idx").on("audit_events").columns(["occurred_at", "id"]).execute();
  await db.schema.createIndex("audit_events_username_idx").on("audit_events").columns(["username", "occurred_at", "id"]).execute();
  await db.schema.createIndex("audit_events_action_idx").on("audit_events").columns(["action", "occurred_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("audit_events").execute();
  await db.schema.dropTable("wall_links").execute();
  await db.schema.dropTable("users").execute();
}
