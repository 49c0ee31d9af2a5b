import "server-only";
import type { Kysely } from "kysely";
import { buildBrandsAndTally } from "@/lib/threat-derived/derived-rows";

/**
 * What /assets' brand filter and the funnel read at 1,000,000 assets instead of every asset
 * (docs/assets.md "At 1,000,000 assets"): each asset's brand names and slugs a row each, indexed by
 * brand, with the asset's state (the filter most often beside a brand, read from the brand's rows
 * alone); and the funnel as totals per day of first report with a histogram of the times between
 * steps (lib/threat-derived/funnel-tally.ts). Both are built here from the assets already stored, and the
 * sync keeps them from then on (lib/threats/store.ts `upsertThreats`).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("threat_asset_brands")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("brand", "text", (col) => col.notNull())
    .addColumn("asset_id", "text", (col) => col.notNull())
    .addColumn("state", "text")
    .addPrimaryKeyConstraint("threat_asset_brands_pk", ["org", "brand", "asset_id"])
    .execute();
  await db.schema.createIndex("threat_asset_brands_asset").on("threat_asset_brands").columns(["org", "asset_id"]).execute();
  await db.schema.createIndex("threat_asset_brands_state").on("threat_asset_brands").columns(["org", "brand", "state", "asset_id"]).execute();
  await db.schema
    .createTable("threat_funnel_tally")
    .addColumn("org", "text", (col) => col.notNull())
    .addColumn("day", "text", (col) => col.notNull())
    .addColumn("metric", "text", (col) => col.notNull())
    .addColumn("bucket", "integer", (col) => col.notNull())
    .addColumn("n", "integer", (col) => col.notNull())
    .addColumn("sum_ms", "bigint", (col) => col.notNull())
    .addPrimaryKeyConstraint("threat_funnel_tally_pk", ["org", "day", "metric", "bucket"])
    .execute();
  await buildBrandsAndTally(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable("threat_funnel_tally").execute();
  await db.schema.dropTable("threat_asset_brands").execute();
}
