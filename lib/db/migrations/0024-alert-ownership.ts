import "server-only";
import type { Kysely } from "kysely";

/**
 * Owning an alert (issue 44): who acknowledged a firing rule, when, why and until when; when it
 * was last reminded and how often; each rule's runbook, how long an acknowledgement lasts, how
 * often an unacknowledged alert is told again and which channels hear of it after that; and who
 * made a history entry that people cause (an acknowledgement). Plain added columns on both engines.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const [column, type] of [
    ["acked_by", "text"],
    ["acked_at", "text"],
    ["ack_note", "text"],
    ["ack_until", "text"],
    ["reminded_at", "text"],
  ] as const)
    await db.schema.alterTable("alert_states").addColumn(column, type).execute();
  await db.schema
    .alterTable("alert_states")
    .addColumn("reminders", "integer", (col) => col.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable("alert_rules")
    .addColumn("runbook_url", "text", (col) => col.notNull().defaultTo(""))
    .execute();
  for (const column of ["ack_expiry_seconds", "renotify_seconds"])
    await db.schema
      .alterTable("alert_rules")
      .addColumn(column, "integer", (col) => col.notNull().defaultTo(0))
      .execute();
  await db.schema
    .alterTable("alert_rules")
    .addColumn("escalation_channel_ids", "text", (col) => col.notNull().defaultTo("[]"))
    .execute();
  await db.schema.alterTable("alert_transitions").addColumn("actor", "text").execute();
  await db.schema.alterTable("alert_transitions").addColumn("note", "text").execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ["acked_by", "acked_at", "ack_note", "ack_until", "reminded_at", "reminders"])
    await db.schema.alterTable("alert_states").dropColumn(column).execute();
  for (const column of ["runbook_url", "ack_expiry_seconds", "renotify_seconds", "escalation_channel_ids"])
    await db.schema.alterTable("alert_rules").dropColumn(column).execute();
  for (const column of ["actor", "note"]) await db.schema.alterTable("alert_transitions").dropColumn(column).execute();
}
