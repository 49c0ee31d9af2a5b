import "server-only";
import { type Kysely, sql } from "kysely";

const DUPLICATE = JSON.stringify({
  code: "DUPLICATE_HOLD",
  message: "Another review of this proposal was held or sent first; this one was not sent",
});

/**
 * One review held, on its way or sent per proposal and organization key (issue 28): a partial
 * unique index, on both engines. Duplicates made before it are failed first, saying why: of each
 * group, the one already sent (or being sent) is kept, else the oldest held one. The best row of
 * a group is never updated, so the one statement gives the same result in any row order.
 */
export async function up(db: Kysely<any>): Promise<void> {
  const rank = (alias: string) => sql.raw(`(CASE ${alias}.status WHEN 'sent' THEN 0 WHEN 'sending' THEN 1 ELSE 2 END)`);
  await sql`UPDATE review_outbox
    SET status = 'failed', outcome = ${DUPLICATE}, http_status = NULL, claimed_by = NULL, claimed_until = NULL, updated_at = ${new Date().toISOString()}
    WHERE status IN ('held', 'sending', 'sent') AND EXISTS (
      SELECT 1 FROM review_outbox k
      WHERE k.org = review_outbox.org AND k.proposal_id = review_outbox.proposal_id AND k.status IN ('held', 'sending', 'sent')
        AND (${rank("k")} < ${rank("review_outbox")} OR (${rank("k")} = ${rank("review_outbox")} AND k.id < review_outbox.id))
    )`.execute(db);
  await sql`CREATE UNIQUE INDEX review_outbox_one_live_idx ON review_outbox (org, proposal_id) WHERE status IN ('held', 'sending', 'sent')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP INDEX review_outbox_one_live_idx`.execute(db);
}
