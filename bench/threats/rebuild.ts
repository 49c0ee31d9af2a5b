// What migration 0032 does to a store that already holds the assets: the brand rows and the
// funnel's tally built from them (lib/threat-derived/derived-rows.ts buildBrandsAndTally), timed, and checked equal
// to what the sync kept page by page during the backfill.
import "server-only";
import { buildBrandsAndTally } from "@/lib/threat-derived/derived-rows";
import type { Figure } from "../lib/types";
import type { BenchStore } from "./timed-store";

async function snapshot(store: BenchStore): Promise<{ brands: number; tally: string }> {
  const brands = await store.db
    .selectFrom("threat_asset_brands")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .executeTakeFirstOrThrow();
  const tally = await store.db.selectFrom("threat_funnel_tally").selectAll().orderBy("org").orderBy("day").orderBy("metric").orderBy("bucket").execute();
  return { brands: Number(brands.n), tally: JSON.stringify(tally.map((r) => [r.org, r.day, r.metric, r.bucket, Number(r.n), Number(r.sum_ms)])) };
}

export async function rebuildBrandsAndTally(store: BenchStore, label: string): Promise<Figure> {
  const kept = await snapshot(store);
  await store.db.deleteFrom("threat_asset_brands").execute();
  await store.db.deleteFrom("threat_funnel_tally").execute();
  const started = performance.now();
  const built = await buildBrandsAndTally(store.db);
  const ms = performance.now() - started;
  const rebuilt = await snapshot(store);
  if (rebuilt.brands !== kept.brands || rebuilt.tally !== kept.tally) {
    throw new Error(`${store.engine}: the rebuilt brand rows (${rebuilt.brands}) or tally differ from those the sync kept (${kept.brands} brand rows)`);
  }
  return {
    name: `${store.engine} · migration 0032 on a store of ${label}`,
    stat: "total",
    value: Math.round(ms / 10) / 100,
    unit: "s",
    note: `${built.assets} assets read; ${kept.brands} brand rows and the tally built equal to the sync's`,
  };
}
