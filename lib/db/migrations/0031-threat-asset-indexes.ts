import "server-only";
import { type Kysely, sql } from "kysely";

/**
 * The indexes /assets, the funnel and the wall's "online again" need at 1,000,000 assets (measured
 * in `npm run bench -- threat-backfill`, docs/assets.md "At 1,000,000 assets"): the list's order
 * (its sort key, lib/threats/asset-list.ts), the same order within one state, the funnel's five
 * dates read from the index alone, and the few assets seen online again.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`CREATE INDEX threat_assets_order ON threat_assets (org, (coalesce(first_reported_at, '')), asset_id)`.execute(db);
  await sql`CREATE INDEX threat_assets_state_order ON threat_assets (org, state, (coalesce(first_reported_at, '')), asset_id)`.execute(db);
  await sql`CREATE INDEX threat_assets_funnel ON threat_assets (org, first_reported_at, escalated_at, blocked_at, takedown_submitted_at, takedown_completed_at)`.execute(
    db,
  );
  await sql`CREATE INDEX threat_assets_live_again ON threat_assets (org, live_again_at) WHERE live_again_at IS NOT NULL`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ["threat_assets_order", "threat_assets_state_order", "threat_assets_funnel", "threat_assets_live_again"]) {
    await sql.raw(`DROP INDEX ${name}`).execute(db);
  }
}
