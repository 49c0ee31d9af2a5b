// The store's queries behind /assets and the funnel, on a filled store: each call as its route
// makes it (lib/threats/asset-list.ts listStoredAssets: the page, then its count; lib/threats/funnel.ts
// assetFunnel), every case once a round in turn, the first round kept apart as the cold one.
import "server-only";
import { sql } from "kysely";
import { listStoredAssets } from "@/lib/threats/asset-list";
import { assetListQuerySchema } from "@/lib/threats/asset-schemas";
import { assetFunnel } from "@/lib/threats/funnel";
import { BENCH_NOW } from "../embedded-service/service-client";
import { summarize } from "../lib/stats";
import type { Figure } from "../lib/types";
import type { BenchStore } from "./timed-store";

const TARGET_MS = 100;
const MIN_SAMPLES = 5;
const CASE_BUDGET_MS = 15_000;
const DAY_MS = 86_400_000;

type Case = { label: string; run: (store: BenchStore) => Promise<unknown> };
type Sample = { call: number; queries: { sql: string; ms: number }[] };

/** The list's keyset cursor (the format of lib/threats/asset-list.ts encodeCursor) at the middle of the list. */
async function middleCursor(store: BenchStore, rows: number): Promise<string> {
  const row = await store.db
    .selectFrom("threat_assets")
    .select(["first_reported_at", "asset_id"])
    .where("org", "=", "")
    .orderBy(sql`coalesce(first_reported_at, '')`, "desc")
    .orderBy("asset_id", "desc")
    .offset(Math.floor(rows / 2))
    .limit(1)
    .executeTakeFirstOrThrow();
  return Buffer.from(JSON.stringify([row.first_reported_at ?? "", row.asset_id]), "utf8").toString("base64url");
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

async function casesFor(store: BenchStore, rows: number): Promise<Case[]> {
  const list = (label: string, query: Record<string, string>) => ({
    label: `/assets ${label}`,
    run: (s: BenchStore) => listStoredAssets(s.timed, "", assetListQuerySchema.parse(query)),
  });
  const funnel = (days: number) => ({
    label: `funnel · ${days} days`,
    run: (s: BenchStore) => assetFunnel(s.timed, "", day(BENCH_NOW.getTime() - (days - 1) * DAY_MS), day(BENCH_NOW.getTime())),
  });
  return [
    list("first page", {}),
    list("state=blocked", { state: "blocked" }),
    list("brand=Acme Wallet", { brand: "Acme Wallet" }),
    list("brand=Acme Wallet&state=blocked", { brand: "Acme Wallet", state: "blocked" }),
    // A brand on no asset: the rare brand's worst case had each asset been asked for it in order.
    list("brand on no asset", { brand: "Nobody's Brand" }),
    list("page in the middle", { cursor: await middleCursor(store, rows) }),
    funnel(7),
    funnel(30),
  ];
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** p50/p95 of up to `rounds` warm samples per case (and the cold first one), as figures named `<engine> · <case> · …`. */
export async function measureStoreQueries(store: BenchStore, rows: number, rounds: number, suffix = ""): Promise<Figure[]> {
  const cases = await casesFor(store, rows);
  store.taken();
  // Every case once a round, starting at a different one each round; a slow case stops at its
  // budget once it has MIN_SAMPLES warm samples (a 2 s query 20 times over would take the run's minutes).
  const samples = new Map<Case, Sample[]>(cases.map((c) => [c, []]));
  const spent = new Map<Case, number>(cases.map((c) => [c, 0]));
  for (let round = 0; round <= rounds; round++) {
    for (let i = 0; i < cases.length; i++) {
      const c = cases[(i + round) % cases.length]!;
      if (samples.get(c)!.length > MIN_SAMPLES && spent.get(c)! > CASE_BUDGET_MS) continue;
      const started = performance.now();
      await c.run(store);
      const call = performance.now() - started;
      spent.set(c, spent.get(c)! + call);
      samples.get(c)!.push({ call, queries: store.taken() });
    }
  }
  const figures: Figure[] = [];
  for (const c of cases) {
    const all = samples.get(c)!;
    // The round each case ran first in: nothing of it cached yet.
    const cold = all[0]!;
    const warm = all.slice(1);
    const calls = summarize(warm.map((s) => s.call));
    const name = `${store.engine} · ${c.label}${suffix}`;
    if (c.label.startsWith("funnel")) {
      const query = summarize(warm.map((s) => s.queries[0]?.ms ?? Number.NaN));
      figures.push({
        name,
        stat: "p95",
        value: round2(calls.p95),
        unit: "ms",
        target: { max: TARGET_MS },
        detail: { p50: round2(calls.p50), "query p95": round2(query.p95), cold: round2(cold.call) },
        note: `${warm.length} warm samples; the whole call: its query of the per-day tally and the medians from its histogram`,
      });
      continue;
    }
    // The page's share: every query that is not the count (with a brand, its ids' read first).
    const ms = (sample: Sample, which: "page" | "count") =>
      sample.queries.filter((q) => /count\(/i.test(q.sql) === (which === "count")).reduce((sum, q) => sum + q.ms, 0);
    const part = (which: "page" | "count") => summarize(warm.map((s) => ms(s, which)));
    for (const which of ["page", "count"] as const) {
      const q = part(which);
      const coldQuery = ms(cold, which);
      figures.push({
        name: `${store.engine} · ${c.label} · ${which} query${suffix}`,
        stat: "p95",
        value: round2(q.p95),
        unit: "ms",
        target: { max: TARGET_MS },
        detail: { p50: round2(q.p50), cold: round2(coldQuery), ...(which === "page" ? { "call p95": round2(calls.p95) } : {}) },
        note: `${warm.length} warm samples`,
      });
    }
  }
  return figures;
}
