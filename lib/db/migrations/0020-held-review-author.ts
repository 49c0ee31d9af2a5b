import "server-only";
import { type Kysely, sql } from "kysely";

/**
 * A held review names its author by user id, not only by name: a removed author's review must not
 * go out under a re-created account of the same name (issue 41). Reviews held before this column
 * take the id of the account that has their author's name now (the same account: none was
 * re-created while they waited). `seen_at`: when the author saw that their review failed, so a
 * failure stays shown to them until then, wherever they open /triage.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_outbox").addColumn("user_id", "integer").execute();
  await db.schema.alterTable("review_outbox").addColumn("seen_at", "text").execute();
  await sql`UPDATE review_outbox SET user_id = (SELECT users.id FROM users WHERE users.username = review_outbox.username)`.execute(db);
  // Failures already in the store are old news: only those from now on wait to be seen.
  await sql`UPDATE review_outbox SET seen_at = updated_at WHERE status = 'failed'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable("review_outbox").dropColumn("seen_at").execute();
  await db.schema.alterTable("review_outbox").dropColumn("user_id").execute();
}
