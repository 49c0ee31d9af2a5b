import "server-only";
import { type ColumnDefinitionBuilder, type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

function identity(db: Kysely<any>): (col: ColumnDefinitionBuilder) => ColumnDefinitionBuilder {
  return isPostgres(db) ? (col) => col.primaryKey().generatedByDefaultAsIdentity() : (col) => col.primaryKey().autoIncrement();
}

/** Alerts (issue 20): rules, channels, silences, states and their history, and the notification outbox. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("alert_rules")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("condition", "text", (col) => col.notNull())
    .addColumn("scope", "text", (col) => col.notNull())
    .addColumn("for_seconds", "integer", (col) => col.notNull())
    .addColumn("keep_firing_seconds", "integer", (col) => col.notNull())
    .addColumn("severity", "text", (col) => col.notNull())
    .addColumn("channel_ids", "text", (col) => col.notNull())
    .addColumn("note", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("alert_channels")
    .addColumn("id", "integer", identity(db))
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("settings", "text", (col) => col.notNull())
    .addColumn("sealed_secrets", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("alert_channels_type_check", sql`type in ('email', 'slack', 'teams', 'webhook')`)
    .execute();

  await db.schema
    .createTable("alert_silences")
    .addColumn("id", "integer", identity(db))
    .addColumn("rule_id", "integer")
    .addColumn("scope", "text")
    .addColumn("ends_at", "text", (col) => col.notNull())
    .addColumn("reason", "text", (col) => col.notNull())
    .addColumn("created_by", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("alert_states")
    .addColumn("rule_id", "integer", (col) => col.primaryKey())
    .addColumn("state", "text", (col) => col.notNull())
    .addColumn("since", "text", (col) => col.notNull())
    .addColumn("last_true_at", "text")
    .addColumn("last_value", "text")
    .addColumn("last_evaluated_at", "text", (col) => col.notNull())
    .execute();

  await db.schema
    .createTable("alert_transitions")
    .addColumn("id", "integer", identity(db))
    .addColumn("rule_id", "integer", (col) => col.notNull())
    .addColumn("rule_name", "text", (col) => col.notNull())
    .addColumn("severity", "text", (col) => col.notNull())
    .addColumn("from_state", "text", (col) => col.notNull())
    .addColumn("to_state", "text", (col) => col.notNull())
    .addColumn("at", "text", (col) => col.notNull())
    .addColumn("value", "text")
    .addColumn("silenced", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex("alert_transitions_at_idx").on("alert_transitions").columns(["at", "id"]).execute();

  await db.schema
    .createTable("alert_notifications")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("channel_id", "integer", (col) => col.notNull())
    .addColumn("kind", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("delivered_at", "text")
    .addColumn("last_error", "text")
    .addCheckConstraint("alert_notifications_status_check", sql`status in ('pending', 'delivered', 'failed')`)
    .execute();
  // The delivery loop looks for due pending rows.
  await db.schema.createIndex("alert_notifications_due_idx").on("alert_notifications").columns(["status", "next_attempt_at"]).execute();

  await db.schema
    .createTable("alert_notification_transitions")
    .addColumn("notification_id", "text", (col) => col.notNull())
    .addColumn("transition_id", "integer", (col) => col.notNull())
    .addPrimaryKeyConstraint("alert_notification_transitions_pk", ["notification_id", "transition_id"])
    .execute();
  await db.schema.createIndex("alert_notification_transitions_t_idx").on("alert_notification_transitions").column("transition_id").execute();

  await db.schema
    .createTable("alert_delivery_attempts")
    .addColumn("id", "integer", identity(db))
    .addColumn("notification_id", "text", (col) => col.notNull())
    .addColumn("attempt", "integer", (col) => col.notNull())
    .addColumn("started_at", "text", (col) => col.notNull())
    .addColumn("finished_at", "text")
    .addColumn("outcome", "text", (col) => col.notNull())
    .addColumn("detail", "text")
    .execute();
  await db.schema.createIndex("alert_delivery_attempts_n_idx").on("alert_delivery_attempts").column("notification_id").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    "alert_delivery_attempts",
    "alert_notification_transitions",
    "alert_notifications",
    "alert_transitions",
    "alert_states",
    "alert_silences",
    "alert_channels",
    "alert_rules",
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
