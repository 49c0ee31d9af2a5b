import "server-only";
import type { Kysely } from "kysely";

/**
 * The service's threats feed and watchlist as the console keeps them (lib/threats/): one row per
 * reported asset and per watchlisted asset, keyed by organization and the asset id's text, and the
 * sync's own state per organization (the watermark and the page a sweep reached); and the assets
 * each console user follows, with what the asset was when they last looked (the service's own
 * follow operations refuse organization keys).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("threat_assets")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("asset_id", "text", (col) => col.notNull())
    .addColumn("content", "text")
    .addColumn("type", "text")
    .addColumn("status", "text")
    .addColumn("state", "text")
    .addColumn("liveness", "text")
    .addColumn("brands", "text", (col) => col.notNull())
    .addColumn("first_reported_at", "text")
    .addColumn("escalated_at", "text")
    .addColumn("blocked_at", "text")
    .addColumn("takedown_status", "text")
    .addColumn("takedown_submitted_at", "text")
    .addColumn("takedown_completed_at", "text")
    .addColumn("details_url", "text")
    .addColumn("updated_at", "text")
    .addColumn("live_again_at", "text")
    .addColumn("synced_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("threat_assets_pk", ["org", "asset_id"])
    .execute();
  await db.schema.createIndex("threat_assets_first_reported").on("threat_assets").columns(["org", "first_reported_at"]).execute();
  await db.schema.createIndex("threat_assets_state").on("threat_assets").columns(["org", "state", "first_reported_at"]).execute();
  await db.schema
    .createTable("threat_watchlist")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("asset_id", "text", (col) => col.notNull())
    .addColumn("content", "text")
    .addColumn("type", "text")
    .addColumn("status", "text")
    .addColumn("pending_status", "text")
    .addColumn("liveness", "text")
    .addColumn("reason", "text")
    .addColumn("watchlisted_at", "text")
    .addColumn("first_reported_at", "text")
    .addColumn("last_scan_at", "text")
    .addColumn("live_again_at", "text")
    .addColumn("sweep", "integer", (col) => col.notNull())
    .addColumn("synced_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("threat_watchlist_pk", ["org", "asset_id"])
    .execute();
  await db.schema
    .createTable("threat_sync")
    .addColumn("org", "text", (col) => col.primaryKey())
    .addColumn("watermark", "text")
    .addColumn("backfill_done", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sweep_kind", "text")
    .addColumn("sweep_since", "text")
    .addColumn("sweep_cursor", "text")
    .addColumn("sweep_top", "text")
    .addColumn("sweep_pages", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sweep_rows", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("sweep_started_at", "text")
    .addColumn("last_sweep_at", "text")
    .addColumn("last_sweep_pages", "integer")
    .addColumn("last_sweep_rows", "integer")
    .addColumn("wanted_at", "text")
    .addColumn("watch_sweep", "integer", (col) => col.notNull().defaultTo(0))
    .addColumn("watch_cursor", "text")
    .addColumn("watch_total", "integer")
    .addColumn("last_watch_at", "text")
    .addColumn("last_error", "text")
    .addColumn("last_error_at", "text")
    .execute();
  await db.schema
    .createTable("asset_follows")
    .addColumn("user_id", "integer", (col) => col.notNull())
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("asset_id", "text", (col) => col.notNull())
    .addColumn("created_at", "text", (col) => col.notNull())
    .addColumn("seen", "text", (col) => col.notNull())
    .addColumn("seen_at", "text", (col) => col.notNull())
    .addPrimaryKeyConstraint("asset_follows_pk", ["user_id", "org", "asset_id"])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("asset_follows").execute();
  await db.schema.dropTable("threat_sync").execute();
  await db.schema.dropTable("threat_watchlist").execute();
  await db.schema.dropTable("threat_assets").execute();
}
