import "server-only";
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

function identity(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (col) => col.primaryKey().generatedByDefaultAsIdentity() : (col) => col.primaryKey().autoIncrement();
}

/**
 * Weekly digests (issue 33): a digest an admin defines; one send per (digest, period), unique, so
 * the instance that inserts it first is the only one that sends it (lib/digests/outbox.ts); and one
 * delivery per (send, channel), claimed and retried on its own so a failed channel blocks no other.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("digests")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("organizations", "text", (col) => col.notNull())
    .addColumn("channel_ids", "text", (col) => col.notNull())
    .addColumn("day", "integer", (col) => col.notNull())
    .addColumn("hour", "integer", (col) => col.notNull())
    .addColumn("time_zone", "text", (col) => col.notNull())
    .addColumn("enabled", "integer", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("digest_sends")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("digest_id", "integer", (col) => col.notNull())
    .addColumn("period", "text", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("scheduled_at", "text", (col) => col.notNull())
    .addColumn("late", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("content", "text")
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("created_by", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("digest_sends_once", ["digest_id", "period"])
    .addCheckConstraint("digest_sends_status_check", sql`status in ('pending', 'sent')`)
    .execute();
  await db.schema.createIndex("digest_sends_status_idx").on("digest_sends").columns(["status", "created_at"]).execute();

  await db.schema
    .createTable("digest_deliveries")
    .addColumn("id", "integer", identity(db))
    .addColumn("send_id", "text", (col) => col.notNull())
    .addColumn("channel_id", "integer", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("delivered_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .addUniqueConstraint("digest_deliveries_once", ["send_id", "channel_id"])
    .addCheckConstraint("digest_deliveries_status_check", sql`status in ('pending', 'delivered', 'failed')`)
    .execute();
  await db.schema.createIndex("digest_deliveries_due_idx").on("digest_deliveries").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("digest_deliveries").execute();
  await db.schema.dropTable("digest_sends").execute();
  await db.schema.dropTable("digests").execute();
}
