import "server-only";
import type { Kysely } from "kysely";

/**
 * Email to the followers of an asset (lib/follow-mail/outbox.ts): what each follower was last told
 * of the asset (`told`, the baseline of the next mail; null: what they saw when they followed), and
 * the outbox of mails, one row per follower and change, written in the same transaction as the page
 * of the threats feed that brought the change, so a change is mailed once and never lost. And each
 * user's choice to follow the assets of the reviews they send (on until they turn it off).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable("users")
    .addColumn("follow_decisions", "integer", (col) => col.notNull().defaultTo(1))
    .execute();
  await db.schema.alterTable("asset_follows").addColumn("told", "text").execute();
  await db.schema
    .createTable("follow_mail")
    .addColumn("id", "text", (col) => col.primaryKey())
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("asset_id", "text", (col) => col.notNull())
    .addColumn("to_address", "text", (col) => col.notNull())
    .addColumn("payload", "text", (col) => col.notNull())
    .addColumn("status", "text", (col) => col.notNull())
    .addColumn("attempts", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("next_attempt_at", "text", (col) => col.notNull())
    .addColumn("claimed_by", "text")
    .addColumn("claimed_until", "text")
    .addColumn("last_error", "text")
    .addColumn("sent_at", "text")
    .addColumn("created_at", "text", (col) => col.notNull())
    .execute();
  await db.schema.createIndex("follow_mail_due").on("follow_mail").columns(["status", "next_attempt_at"]).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("follow_mail").execute();
  await db.schema.alterTable("asset_follows").dropColumn("told").execute();
  await db.schema.alterTable("users").dropColumn("follow_decisions").execute();
}
