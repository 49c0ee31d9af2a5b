import "server-only";
import type { Kysely, Transaction } from "kysely";
import { brandKeysOfText } from "./asset-brands";
import { type TallyEntry, tallyChange } from "./funnel-tally";

/**
 * The rows the store keeps beside each synced asset: its brand rows and its share of the funnel's
 * tally. The sync writes them with each page (lib/threats/store.ts) and migration 0032 builds them
 * from the assets already stored, so the handle is untyped: lib/db's migrations may not import the
 * store's schema types through lib/threats (lib/folder-graph.test.ts).
 */
type Db = Kysely<any> | Transaction<any>;

/** Rows per INSERT of the three- and six-column tables. */
const SMALL_CHUNK = 500;

export type BrandChange = { id: string; stored: boolean; keys: readonly string[]; state: string | null };

/** The brand rows of assets whose brands or state changed (lib/threats/asset-brands.ts). */
export async function replaceAssetBrands(db: Db, org: string, changed: readonly BrandChange[]): Promise<void> {
  const stored = changed.filter((c) => c.stored).map((c) => c.id);
  for (let i = 0; i < stored.length; i += SMALL_CHUNK) {
    await db
      .deleteFrom("threat_asset_brands")
      .where("org", "=", org)
      .where("asset_id", "in", stored.slice(i, i + SMALL_CHUNK))
      .execute();
  }
  const rows = changed.flatMap((c) => c.keys.map((brand) => ({ org, brand, asset_id: c.id, state: c.state })));
  for (let i = 0; i < rows.length; i += SMALL_CHUNK) {
    await db
      .insertInto("threat_asset_brands")
      .values(rows.slice(i, i + SMALL_CHUNK))
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
}

/** Adds a change to the funnel's tally (lib/threats/funnel-tally.ts); the rows it brings to zero go. */
export async function addToFunnelTally(db: Db, org: string, entries: readonly TallyEntry[]): Promise<void> {
  if (entries.length === 0) return;
  for (let i = 0; i < entries.length; i += SMALL_CHUNK) {
    await db
      .insertInto("threat_funnel_tally")
      .values(entries.slice(i, i + SMALL_CHUNK).map((e) => ({ org, day: e.day, metric: e.metric, bucket: e.bucket, n: e.n, sum_ms: e.sumMs })))
      .onConflict((oc) =>
        oc.columns(["org", "day", "metric", "bucket"]).doUpdateSet((eb) => ({
          n: eb("threat_funnel_tally.n", "+", eb.ref("excluded.n")),
          sum_ms: eb("threat_funnel_tally.sum_ms", "+", eb.ref("excluded.sum_ms")),
        })),
      )
      .execute();
  }
  const days = [...new Set(entries.map((e) => e.day))];
  await db.deleteFrom("threat_funnel_tally").where("org", "=", org).where("day", "in", days).where("n", "=", 0).execute();
}

/** Rows read at a time when the brand rows and the tally are built from the stored assets. */
const REBUILD_CHUNK = 2_000;

/**
 * Builds every organization's brand rows and funnel tally from the assets already stored (the
 * migration that adds them, lib/db/migrations/0032-threat-asset-brands-and-tally.ts), a keyset
 * walk of a few thousand rows at a time. Both must be empty.
 */
function storedChunk(db: Db, after: readonly [string, string] | null) {
  return db
    .selectFrom("threat_assets")
    .select(["org", "asset_id", "brands", "state", "first_reported_at", "escalated_at", "blocked_at", "takedown_submitted_at", "takedown_completed_at"])
    .$call((q) => (after === null ? q : q.where((eb) => eb.or([eb("org", ">", after[0]), eb.and([eb("org", "=", after[0]), eb("asset_id", ">", after[1])])]))))
    .orderBy("org")
    .orderBy("asset_id")
    .limit(REBUILD_CHUNK)
    .execute();
}

export async function buildBrandsAndTally(db: Db): Promise<{ assets: number }> {
  let after: [string, string] | null = null;
  let assets = 0;
  for (;;) {
    const rows = await storedChunk(db, after);
    if (rows.length === 0) return { assets };
    assets += rows.length;
    for (const org of new Set(rows.map((r) => r.org))) {
      const mine = rows.filter((r) => r.org === org);
      await replaceAssetBrands(
        db,
        org,
        mine.map((r) => ({ id: r.asset_id, stored: false, keys: brandKeysOfText(r.brands), state: r.state })),
      );
      await addToFunnelTally(db, org, tallyChange(mine.map((r) => ({ before: null, after: r }))));
    }
    const last = rows.at(-1)!;
    after = [last.org, last.asset_id];
  }
}
