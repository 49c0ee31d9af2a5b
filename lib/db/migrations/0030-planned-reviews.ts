import "server-only";
import { type Kysely, sql } from "kysely";

/**
 * A planned review (issue 45, Today's ten): held for its reviewer to confirm, not sent until then.
 * It is the proposal's one review as a held one is, so the partial unique index of migration 0010
 * takes the new status in.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX review_outbox_one_live_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX review_outbox_one_live_idx ON review_outbox (org, proposal_id) WHERE status IN ('planned', 'held', 'sending', 'sent')`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`UPDATE review_outbox SET status = 'undone' WHERE status = 'planned'`.execute(db);
  await sql`DROP INDEX review_outbox_one_live_idx`.execute(db);
  await sql`CREATE UNIQUE INDEX review_outbox_one_live_idx ON review_outbox (org, proposal_id) WHERE status IN ('held', 'sending', 'sent')`.execute(db);
}
