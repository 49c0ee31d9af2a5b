import "server-only";
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

function identity(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (col) => col.primaryKey().generatedByDefaultAsIdentity() : (col) => col.primaryKey().autoIncrement();
}

/**
 * The service's webhooks (issue 32): one row per verified delivery, stored before it is answered,
 * then claimed and acted on by one instance (lib/webhooks/inbox.ts). `dedupe_key` is the body's
 * hash while the row is under 24 h old, unique, so a retried delivery is stored once even when two
 * instances receive it at the same moment; it is cleared when a newer copy arrives after 24 h.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("webhook_inbox")
    .addColumn("id", "integer", identity(db))
    .addColumn("body_hash", "text", (col) => col.notNull())
    .addColumn("dedupe_key", "text")
    .addColumn("event_type", "text", (col) => col.notNull())
    .addColumn("event_name", "text")
    .addColumn("service_organization_id", "text")
    .addColumn("organization", "text")
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("signed_with", "text", (col) => col.notNull())
    .addColumn("event_created_at", "text")
    .addColumn("received_at", "text", (col) => col.notNull())
    .addColumn("repeats", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("processed_at", "text")
    .addColumn("effect", "text")
    .addColumn("poll_lead_ms", "integer")
    .addCheckConstraint("webhook_inbox_state_check", sql`state in ('pending', 'done', 'failed')`)
    .execute();
  await db.schema.createIndex("webhook_inbox_dedupe_idx").on("webhook_inbox").column("dedupe_key").unique().execute();
  await db.schema.createIndex("webhook_inbox_state_idx").on("webhook_inbox").columns(["state", "received_at"]).execute();
  await db.schema.createIndex("webhook_inbox_received_idx").on("webhook_inbox").columns(["received_at", "id"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("webhook_inbox").execute();
}
