// The embedded v2 service at production scale (issue 2): 200k acme reports / ~1M proposals.
// Measures, through the app's fetch (in process, no network hop), the report list's first page
// and cursor walk for the unfiltered list and each filter of section 4.1 alone, and the queue
// snapshot (organization, and staff `all: true`). Targets: list p95 ≤ 5 ms, snapshot p95 ≤ 250 ms.
import "server-only";
import path from "node:path";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { type BenchScale, buildDatabase } from "./embedded-service/database";
import { LIST_CASES, type ListCase } from "./embedded-service/list-cases";
import { type BenchClient, openBenchClient } from "./embedded-service/service-client";
import { sampleInterleaved, summarize, type Timing, timeMs, timeWallAndCpu } from "./lib/stats";
import type { Bench, BenchContext, Figure } from "./lib/types";

const LIST_P95_MS = 5;
const SNAPSHOT_P95_MS = 250;

type Plan = BenchScale & { firstPageRounds: number; walkRounds: number; walkPages: number; snapshotRounds: number };

const FULL: Plan = { reportsForAcme: 200_000, proposalsPerReport: [3, 7], firstPageRounds: 50, walkRounds: 10, walkPages: 5, snapshotRounds: 30 };
const SMOKE: Plan = { reportsForAcme: 1_500, proposalsPerReport: [3, 7], firstPageRounds: 3, walkRounds: 2, walkPages: 2, snapshotRounds: 3 };

const listPath = (c: ListCase, cursor?: number) =>
  `/organization/reports?limit=20${c.query ? `&${c.query}` : ""}${cursor === undefined ? "" : `&cursor=${cursor}`}`;

type ListPage = { nextCursor: number | null; totalCount: number; reports: unknown[] };

const SNAPSHOTS = [
  { label: "acme (organization key)", key: DEMO_KEYS.acme, body: {} },
  { label: "all organizations (staff key, all: true)", key: DEMO_KEYS.staff, body: { all: true } },
] as const;

/** BENCH_EXCLUDE=<text>[,<text>…] leaves out the cases whose label contains one of them (a case too slow to wait for). */
function selectedCases(log: BenchContext["log"]): ListCase[] {
  const excluded = (process.env.BENCH_EXCLUDE ?? "").split(",").filter((s) => s.trim() !== "");
  const cases = LIST_CASES.filter((c) => !excluded.some((text) => c.label.includes(text.trim())));
  for (const c of LIST_CASES) if (!cases.includes(c)) log(`excluded by BENCH_EXCLUDE: ${c.label}`);
  return cases;
}

const wall = (timings: Timing[]) => summarize(timings.map((t) => t.wall));
const cpu = (timings: Timing[]) => summarize(timings.map((t) => t.cpu));

async function measureList(client: BenchClient, plan: Plan, log: BenchContext["log"]): Promise<Figure[]> {
  const cases = selectedCases(log);
  // Warm the code path (JIT, routing, validation) on another organization, so "cold" below is
  // the never-seen filter's own cost: nothing of acme is cached by this.
  for (let i = 0; i < 20; i++) await client.call("GET", "/organization/reports?limit=20&slug=globex", { key: DEMO_KEYS.staff });
  // Cold: the first request of each case on a freshly opened service (no match list or page cached yet).
  const cold = new Map<ListCase, number>();
  const totals = new Map<ListCase, number>();
  for (const c of cases) {
    let body = "";
    cold.set(c, await timeMs(async () => (body = await client.call("GET", listPath(c), { key: c.key }))));
    totals.set(c, (JSON.parse(body) as ListPage).totalCount);
  }
  log(`cold first requests done; warm first pages × ${plan.firstPageRounds} rounds`);
  const firstPage = await sampleInterleaved(cases, plan.firstPageRounds, (c) => timeWallAndCpu(() => client.call("GET", listPath(c), { key: c.key })));
  log(`cursor walks: ${plan.walkRounds} rounds × pages 2..${plan.walkPages + 1}`);
  const walk = await sampleInterleaved(cases, plan.walkRounds, async (c) => {
    const timings: Timing[] = [];
    let page = JSON.parse(await client.call("GET", listPath(c), { key: c.key })) as ListPage;
    for (let i = 0; i < plan.walkPages && page.nextCursor !== null; i++) {
      let body = "";
      const cursor = page.nextCursor;
      timings.push(await timeWallAndCpu(async () => (body = await client.call("GET", listPath(c, cursor), { key: c.key }))));
      page = JSON.parse(body) as ListPage;
    }
    return timings;
  });

  const unfiltered = cases.find((c) => c.query === "");
  const unfilteredP95 = unfiltered ? wall(firstPage.get(unfiltered)!).p95 : Number.NaN;
  const figures: Figure[] = [];
  for (const c of cases) {
    const first = wall(firstPage.get(c)!);
    figures.push({
      name: `list first page · ${c.label}`,
      stat: "p95",
      value: first.p95,
      unit: "ms",
      target: { max: LIST_P95_MS },
      detail: { p50: first.p50, p99: first.p99, "cpu p95": cpu(firstPage.get(c)!).p95, cold: cold.get(c)! },
      note: `${totals.get(c)!.toLocaleString("en-US")} match · ${(first.p95 / unfilteredP95).toFixed(1)}x unfiltered`,
    });
  }
  for (const c of cases) {
    const pages = wall(walk.get(c)!);
    if (pages.n === 0) {
      figures.push({ name: `list cursor walk · ${c.label}`, stat: "p95", value: Number.NaN, unit: "ms", note: "a single page: nothing to walk" });
      continue;
    }
    figures.push({
      name: `list cursor walk · ${c.label}`,
      stat: "p95",
      value: pages.p95,
      unit: "ms",
      target: { max: LIST_P95_MS },
      detail: { p50: pages.p50, p99: pages.p99, "cpu p95": cpu(walk.get(c)!).p95 },
      note: `${pages.n} pages`,
    });
  }
  const all = (samples: Map<ListCase, Timing[]>) => [...samples.values()].flat();
  const allWall = wall([...all(firstPage), ...all(walk)]);
  const allCpu = cpu([...all(firstPage), ...all(walk)]);
  figures.push({
    name: "list, every warm request of every case",
    stat: "p95",
    value: allWall.p95,
    unit: "ms",
    target: { max: LIST_P95_MS },
    detail: { p50: allWall.p50, p99: allWall.p99, "cpu p50": allCpu.p50, "cpu p95": allCpu.p95, "cpu p99": allCpu.p99 },
    note: `${allWall.n} requests`,
  });
  const coldSummary = summarize([...cold.values()]);
  figures.push({
    name: "list cold first request (never-seen filter), over all cases",
    stat: "max",
    value: coldSummary.max,
    unit: "ms",
    detail: { p50: coldSummary.p50 },
  });
  return figures;
}

async function measureSnapshot(client: BenchClient, plan: Plan): Promise<Figure[]> {
  const call = (s: (typeof SNAPSHOTS)[number]) => client.call("POST", "/operations/queues/snapshot", { key: s.key, body: s.body });
  const cold = new Map<(typeof SNAPSHOTS)[number], number>();
  for (const s of SNAPSHOTS) cold.set(s, await timeMs(() => call(s)));
  const samples = await sampleInterleaved(SNAPSHOTS, plan.snapshotRounds, (s) => timeWallAndCpu(() => call(s)));
  return SNAPSHOTS.map((s) => {
    const summary = wall(samples.get(s)!);
    return {
      name: `queue snapshot · ${s.label}`,
      stat: "p95",
      value: summary.p95,
      unit: "ms",
      target: { max: SNAPSHOT_P95_MS },
      detail: { p50: summary.p50, "cpu p95": cpu(samples.get(s)!).p95, cold: cold.get(s)! },
    } satisfies Figure;
  });
}

const bench: Bench = {
  description: "embedded v2 service: report list per filter and queue snapshot, in process",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const dbPath = process.env.BENCH_DB && !smoke ? path.resolve(process.env.BENCH_DB) : path.join(tmpDir, "service.sqlite");
    log(`seeding ${plan.reportsForAcme.toLocaleString("en-US")} acme reports (${plan.proposalsPerReport.join("-")} proposals each) in ${dbPath}`);
    const built = buildDatabase(dbPath, plan);
    log(built.seedMs === null ? "reused the seeded file" : `seeded in ${(built.seedMs / 1000).toFixed(1)} s`);
    const figures: Figure[] = [
      { name: "data: acme reports", stat: "count", value: built.reports, unit: "count" },
      {
        name: "data: proposals (all organizations)",
        stat: "count",
        value: built.proposals,
        unit: "count",
        note: `${built.pendingProposals.toLocaleString("en-US")} PENDING`,
      },
    ];
    if (built.seedMs !== null) figures.push({ name: "seed", stat: "total", value: built.seedMs / 1000, unit: "s" });
    const client = openBenchClient(dbPath);
    try {
      figures.push(...(await measureList(client, plan, log)));
      figures.push(...(await measureSnapshot(client, plan)));
    } finally {
      client.app.close();
    }
    return figures;
  },
};

export default bench;
