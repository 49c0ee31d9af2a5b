import "server-only";
import { type Kysely, sql } from "kysely";
import { isPostgres } from "./engine";

const TYPES_BEFORE = ["email", "slack", "teams", "webhook"];
const TYPES_AFTER = [...TYPES_BEFORE, "pagerduty"];

/**
 * Owning an alert (issue 44): who acknowledged a firing rule, when, why and until when; when it
 * was last reminded and how often; each rule's runbook, how long an acknowledgement lasts, how
 * often an unacknowledged alert is told again and which channels hear of it after that; and who
 * made a history entry that people cause (an acknowledgement). Plain added columns on both engines;
 * and PagerDuty channels, which the channel type's check constraint must let in (SQLite cannot
 * change a constraint: its table is rebuilt with every row and its id sequence); and each
 * background job's last success and failure, shown on /health.
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
  await channelTypes(db, TYPES_AFTER);
  // Each background job's last run as its instance saw it, for /health and the metrics (lib/jobs/job-status.ts).
  await db.schema
    .createTable("job_runs")
    .addColumn("name", "text", (col) => col.primaryKey())
    .addColumn("interval_ms", "integer", (col) => col.notNull())
    .addColumn("first_seen_at", "text", (col) => col.notNull())
    .addColumn("last_success_at", "text")
    .addColumn("last_failure_at", "text")
    .addColumn("last_error", "text")
    .addColumn("next_run_at", "text")
    .addColumn("holder", "text")
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("job_runs").execute();
  for (const column of ["acked_by", "acked_at", "ack_note", "ack_until", "reminded_at", "reminders"])
    await db.schema.alterTable("alert_states").dropColumn(column).execute();
  for (const column of ["runbook_url", "ack_expiry_seconds", "renotify_seconds", "escalation_channel_ids"])
    await db.schema.alterTable("alert_rules").dropColumn(column).execute();
  for (const column of ["actor", "note"]) await db.schema.alterTable("alert_transitions").dropColumn(column).execute();
  await db.deleteFrom("alert_channels").where("type", "=", "pagerduty").execute();
  await channelTypes(db, TYPES_BEFORE);
}

async function channelTypes(db: Kysely<any>, types: string[]): Promise<void> {
  const check = sql`type in (${sql.join(types.map((t) => sql.lit(t)))})`;
  if (isPostgres(db)) {
    await sql`ALTER TABLE alert_channels DROP CONSTRAINT alert_channels_type_check`.execute(db);
    await sql`ALTER TABLE alert_channels ADD CONSTRAINT alert_channels_type_check CHECK (${check})`.execute(db);
    return;
  }
  // Ids of deleted channels stay taken: old deliveries name their channel by id.
  const sequence = await sql<{ seq: number }>`SELECT seq FROM sqlite_sequence WHERE name = 'alert_channels'`.execute(db);
  await db.schema
    .createTable("alert_channels_next")
    .addColumn("id", "integer", (col) => col.primaryKey().autoIncrement())
    .addColumn("name", "text", (col) => col.notNull())
    .addColumn("type", "text", (col) => col.notNull())
    .addColumn("settings", "text", (col) => col.notNull())
    .addColumn("sealed_secrets", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("updated_at", "text", (col) => col.notNull())
    .addCheckConstraint("alert_channels_type_check", check)
    .execute();
  await sql`INSERT INTO alert_channels_next (id, name, type, settings, sealed_secrets, created_at, updated_at)
    SELECT id, name, type, settings, sealed_secrets, created_at, updated_at FROM alert_channels`.execute(db);
  await db.schema.dropTable("alert_channels").execute();
  await db.schema.alterTable("alert_channels_next").renameTo("alert_channels").execute();
  const seq = sequence.rows[0]?.seq;
  if (seq !== undefined) await sql`UPDATE sqlite_sequence SET seq = max(seq, ${seq}) WHERE name = 'alert_channels'`.execute(db);
}
