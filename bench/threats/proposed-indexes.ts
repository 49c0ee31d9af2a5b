// Indexes the store's /assets and funnel queries need at 1,000,000 assets and no migration holds yet
// (docs/assets.md, "At scale"): the bench creates those still missing in its own database and
// measures the queries again, so one run gives the figures before and after. Once a migration
// creates them (same names), there is nothing left to create and the second pass is skipped.
import "server-only";
import { sql } from "kysely";
import type { BenchStore } from "./timed-store";

const PROPOSED_INDEXES = [
  // The list's order (lib/threats/asset-list.ts SORT_KEY): first page, any page after a cursor, and
  // filters too broad for an index of their own (brand, liveness) walk it and stop at a page.
  { name: "threat_assets_order", columns: "org, (coalesce(first_reported_at, '')), asset_id" },
  // The same order within one state (the state filter).
  { name: "threat_assets_state_order", columns: "org, state, (coalesce(first_reported_at, '')), asset_id" },
  // The funnel reads these five dates of a period's assets: from the index alone, not a table row each.
  { name: "threat_assets_funnel", columns: "org, first_reported_at, escalated_at, blocked_at, takedown_submitted_at, takedown_completed_at" },
] as const;

async function exists(store: BenchStore, name: string): Promise<boolean> {
  const found =
    store.engine === "sqlite"
      ? await sql`SELECT 1 FROM sqlite_master WHERE type = 'index' AND name = ${name}`.execute(store.db)
      : await sql`SELECT 1 FROM pg_indexes WHERE indexname = ${name}`.execute(store.db);
  return found.rows.length > 0;
}

/** Creates the proposed indexes the store lacks; their names, and how long creating them took. */
export async function createMissingIndexes(store: BenchStore): Promise<{ created: string[]; ms: number }> {
  const started = performance.now();
  const created: string[] = [];
  for (const index of PROPOSED_INDEXES) {
    if (await exists(store, index.name)) continue;
    await sql.raw(`CREATE INDEX ${index.name} ON threat_assets (${index.columns})`).execute(store.db);
    created.push(index.name);
  }
  if (created.length > 0 && store.engine === "postgres") await sql`ANALYZE threat_assets`.execute(store.db);
  return { created, ms: performance.now() - started };
}
