// The report index (issue 18): how long the background backfill takes to index an organization,
// and what opening one report by id costs once it has (upstream calls and time at p50).
// The v2 service is the embedded one, in process, reached through the console's upstream client
// (tolerant parsing and all); "upstream 150 ms away" adds 150 ms before each of its answers.
// The sync runs on a fake clock, so the backfill is timed at the speed of the machine; the
// `at REPORT_INDEX_RATE=30` figure is what the same number of calls takes at the default rate.
import "server-only";
import path from "node:path";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { createDb } from "@/lib/db";
import { findIndexedReport, readSyncState } from "@/lib/report-index/index-store";
import { findReportById } from "@/lib/report-index/lookup";
import { syncTick } from "@/lib/report-index/sync";
import { listReports } from "@/lib/upstream/reports";
import { buildDatabase } from "./embedded-service/database";
import { BENCH_NOW, openCountedUpstream } from "./embedded-service/service-client";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const DEFAULT_RATE = 30;

async function measureScale(reports: number, smoke: boolean, tmpDir: string, log: (m: string) => void): Promise<Figure[]> {
  const dbPath = path.join(tmpDir, `service-${reports}.sqlite`);
  log(`seeding ${reports.toLocaleString("en")} reports`);
  buildDatabase(dbPath, { reportsForAcme: reports, proposalsPerReport: [1, 2] });
  const { upstream, traffic } = openCountedUpstream(dbPath);
  const list = (query: Parameters<typeof listReports>[1]) => listReports(upstream, query);
  const db = await createDb({ sqlitePath: path.join(tmpDir, `console-${reports}.sqlite`) });

  // Backfill: ticks as fast as the machine allows, the clock moving one rate slot per tick.
  let clock = BENCH_NOW.getTime();
  const deps = { db, list, now: () => new Date(clock), ratePerMinute: 6000 };
  const started = performance.now();
  for (;;) {
    await syncTick(deps, "bench");
    clock += 60_000 / deps.ratePerMinute;
    const state = await readSyncState(db, "");
    if (state?.backfill_done === 1) break;
  }
  const backfillMs = performance.now() - started;
  const backfillCalls = traffic.calls;
  const indexed = Number(
    (
      await db
        .selectFrom("report_index")
        .select((eb) => eb.fn.countAll().as("n"))
        .executeTakeFirstOrThrow()
    ).n,
  );
  log(`backfill: ${backfillCalls} calls, ${Math.round(backfillMs)} ms, ${indexed} indexed`);

  // By id: ids spread over the whole organization, oldest included.
  const samples = smoke ? 10 : 50;
  const ids = Array.from({ length: samples }, (_, i) => 1 + Math.floor((i * (reports - 1)) / Math.max(1, samples - 1)));
  const byId = async (delay: number, n: number) => {
    traffic.delayMs = delay;
    const times: number[] = [];
    const callCounts: number[] = [];
    for (const id of ids.slice(0, n)) {
      if (!(await findIndexedReport(db, id))) throw new Error(`report #${id} is not indexed after the backfill`);
      const before = traffic.calls;
      const t = performance.now();
      const result = await findReportById({ db, list, now: () => new Date(clock) }, id, OWN_ORGANIZATION);
      times.push(performance.now() - t);
      callCounts.push(traffic.calls - before);
      if (result.kind !== "found") throw new Error(`report #${id}: ${result.kind}`);
    }
    return { time: summarize(times), calls: summarize(callCounts) };
  };
  const near = await byId(0, samples);
  const far = await byId(150, smoke ? 3 : 20);
  await db.destroy();

  const scale = `${reports.toLocaleString("en")} reports`;
  return [
    {
      name: `backfill · ${scale}`,
      stat: "total",
      value: Math.round(backfillMs) / 1000,
      unit: "s",
      note: `${backfillCalls} list calls of 20 (${Math.round(backfillMs / backfillCalls)} ms each), ${indexed} reports indexed; rate not applied (fake clock)`,
    },
    { name: `backfill calls · ${scale}`, stat: "count", value: backfillCalls, unit: "count", target: { max: Math.ceil(reports / 20) + 1 } },
    {
      name: `backfill at REPORT_INDEX_RATE=${DEFAULT_RATE} · ${scale}`,
      stat: "total",
      value: Math.round((backfillCalls / DEFAULT_RATE) * 60),
      unit: "s",
      note: "the calls above spaced at the default rate",
    },
    {
      name: `report by id · upstream calls · ${scale}`,
      stat: "max",
      value: near.calls.max,
      unit: "count",
      target: { max: 2 },
      detail: { p50: near.calls.p50 },
      note: `${near.calls.n} ids spread from the oldest to the newest`,
    },
    {
      name: `report by id · in process · ${scale}`,
      stat: "p50",
      value: Math.round(near.time.p50 * 100) / 100,
      unit: "ms",
      detail: { p95: Math.round(near.time.p95 * 100) / 100 },
    },
    {
      name: `report by id · upstream 150 ms away · ${scale}`,
      stat: "p50",
      value: Math.round(far.time.p50),
      unit: "ms",
      target: { max: 2 * 150 + 100 },
      detail: { max: Math.round(far.time.max) },
      note: `${far.time.n} ids; 150 ms added before each upstream answer`,
    },
  ];
}

const bench: Bench = {
  description: "Report index: backfill time and calls, and a report by id (calls, p50) once indexed",
  async run({ smoke, tmpDir, log }) {
    const scales = smoke ? [300] : process.env.BENCH_REPORT_INDEX_SCALES ? process.env.BENCH_REPORT_INDEX_SCALES.split(",").map(Number) : [5_000, 200_000];
    const figures: Figure[] = [];
    for (const reports of scales) figures.push(...(await measureScale(reports, smoke, tmpDir, log)));
    return figures;
  },
};

export default bench;
