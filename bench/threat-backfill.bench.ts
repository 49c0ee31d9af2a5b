// The threats sync at 1,000,000 reported assets (issue 43): the backfill from the embedded service
// through the real sync and upstream client at the documented page size (calls, time, memory,
// rows stored), then the store's queries behind /assets and the funnel on the filled store, on
// SQLite and on PostgreSQL (each filled by its own backfill from the same service).
// The service's data is written in bulk (bench/threats/seed-assets.ts: one report per asset).
import "server-only";
import path from "node:path";
import { sql } from "kysely";
import { FEED_PAGE_MAX } from "@/lib/contract/threat-values";
import { BENCH_NOW, openCountedUpstream } from "./embedded-service/service-client";
import type { Bench, Figure } from "./lib/types";
import { backfill } from "./threats/backfill";
import { rebuildBrandsAndTally } from "./threats/rebuild";
import { seedThreatAssets } from "./threats/seed-assets";
import { measureStoreQueries } from "./threats/store-queries";
import { type Engine, openBenchStore } from "./threats/timed-store";

/** THREAT_SYNC_RATE's default (lib/env.ts): calls a minute. */
const DEFAULT_RATE = 20;

function scale(smoke: boolean): number {
  if (smoke) return 2_000;
  const asked = Number(process.env.BENCH_THREAT_ASSETS ?? 1_000_000);
  if (!Number.isInteger(asked) || asked < 1) throw new Error(`BENCH_THREAT_ASSETS must be a whole number of assets, not ${process.env.BENCH_THREAT_ASSETS}`);
  return asked;
}

function engines(): Engine[] {
  const asked = (process.env.BENCH_THREAT_ENGINES ?? "sqlite,postgres").split(",").map((e) => e.trim());
  const bad = asked.filter((e) => e !== "sqlite" && e !== "postgres");
  if (bad.length > 0) throw new Error(`BENCH_THREAT_ENGINES takes sqlite and postgres, not ${bad.join(", ")}`);
  return asked as Engine[];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

const bench: Bench = {
  description: "Threats sync: backfill of N assets from the embedded service (calls, time, memory), then /assets and funnel query times, SQLite and PostgreSQL",
  async run({ smoke, tmpDir, log }) {
    const assets = scale(smoke);
    const label = `${assets.toLocaleString("en")} assets`;
    log(`seeding the service with ${label}`);
    const seeded = seedThreatAssets(path.join(tmpDir, "service.sqlite"), assets, BENCH_NOW);
    if (seeded.acmeAssets !== assets) throw new Error(`the service holds ${seeded.acmeAssets} reported assets, not ${assets}`);
    log(`seeded in ${Math.round(seeded.seedMs / 1000)} s`);
    const { upstream, traffic } = openCountedUpstream(path.join(tmpDir, "service.sqlite"));
    const expectedCalls = Math.ceil(assets / FEED_PAGE_MAX);
    const figures: Figure[] = [
      { name: `service seed · ${label}`, stat: "total", value: round2(seeded.seedMs / 1000), unit: "s", note: "bulk insert, not measured against anything" },
    ];
    for (const engine of engines()) {
      const store = await openBenchStore(engine, path.join(tmpDir, "console.sqlite"));
      try {
        log(`${engine}: backfill`);
        const run = await backfill(store.db, upstream, traffic);
        log(`${engine}: ${run.calls} calls, ${Math.round(run.wallMs / 1000)} s, ${run.stored} rows, RSS peak ${Math.round(run.memory.rssPeakMb)} MB`);
        // Nothing lost, nothing doubled: the feed sent each asset once and the store holds each once.
        if (run.stored !== assets || run.received !== assets) throw new Error(`${engine}: ${run.received} rows received and ${run.stored} stored of ${assets}`);
        figures.push(
          {
            name: `${engine} · backfill of ${label}`,
            stat: "total",
            value: round2(run.wallMs / 1000),
            unit: "s",
            note: `${run.pages} pages of ${FEED_PAGE_MAX}, ${Math.round(run.wallMs / run.calls)} ms a call; service in process, fake clock (the rate not waited for)`,
          },
          { name: `${engine} · backfill calls`, stat: "count", value: run.calls, unit: "count", target: { max: expectedCalls + 1 } },
          { name: `${engine} · backfill calls a second`, stat: "rate", value: round2(run.calls / (run.wallMs / 1000)), unit: "count" },
          {
            name: `${engine} · rows stored after the backfill`,
            stat: "count",
            value: run.stored,
            unit: "count",
            target: { min: assets },
            note: "also checked equal to N: none doubled",
          },
          {
            name: `${engine} · peak RSS during the backfill`,
            stat: "MB",
            value: Math.round(run.memory.rssPeakMb),
            unit: "count",
            detail: { "RSS before": Math.round(run.memory.rssBeforeMb), "heap peak": Math.round(run.memory.heapPeakMb) },
            note: "the whole process: the in-process service and the console store included",
          },
        );
        // What autovacuum does on its own after a million inserts: statistics, and the visibility map index-only scans need.
        if (engine === "postgres") await sql`VACUUM ANALYZE threat_assets, threat_asset_brands, threat_funnel_tally`.execute(store.db);
        log(`${engine}: store queries`);
        figures.push(...(await measureStoreQueries(store, assets, smoke ? 2 : 20)));
        log(`${engine}: the brand rows and the funnel's tally built again from the stored assets (migration 0032)`);
        figures.push(await rebuildBrandsAndTally(store, label));
      } finally {
        await store.close();
      }
    }
    figures.push({
      name: `backfill at THREAT_SYNC_RATE=${DEFAULT_RATE} · ${label}`,
      stat: "total",
      value: Math.round((expectedCalls / DEFAULT_RATE) * 60),
      unit: "s",
      note: `${expectedCalls} calls at the default rate, one every ${60 / DEFAULT_RATE} s`,
    });
    return figures;
  },
};

export default bench;
