// A report by id right after a cold start (issue 29): the console's report index is empty, so
// before this change a report opened only once the background backfill had walked down to it,
// 20 reports a call at REPORT_INDEX_RATE=30 calls a minute. Now the lookup narrows the list by
// its date filters around where the id should be (lib/report-index/narrow.ts), its calls taken
// from the same per-minute budget. Both are measured in one run on the same organization: the
// embedded service in process, through the console's upstream client, each id on a cold console
// store. The walk's time is its calls at the default rate (the rate, not the service, is what it
// waits for); the narrowing's is measured, in process and with 150 ms before each answer.
import "server-only";
import path from "node:path";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { createDb, type getDb } from "@/lib/db";
import { takeCall } from "@/lib/report-index/call-ledger";
import { findReportById } from "@/lib/report-index/lookup";
import { syncTick } from "@/lib/report-index/sync";
import { listReports } from "@/lib/upstream/reports";
import { buildDatabase } from "./embedded-service/database";
import { BENCH_NOW, openCountedUpstream } from "./embedded-service/service-client";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const RATE = 30;
const DELAY_MS = 150;
type Db = Awaited<ReturnType<typeof getDb>>;

async function emptyConsoleStore(db: Db): Promise<void> {
  await db.deleteFrom("report_index").execute();
  await db.deleteFrom("report_index_sync").execute();
  await db.deleteFrom("console_state").execute();
}

async function measure(reports: number, smoke: boolean, tmpDir: string, log: (m: string) => void): Promise<Figure[]> {
  const dbPath = path.join(tmpDir, `service-${reports}.sqlite`);
  log(`seeding ${reports.toLocaleString("en")} reports`);
  buildDatabase(dbPath, { reportsForAcme: reports, proposalsPerReport: [1, 1] });
  const { upstream, traffic } = openCountedUpstream(dbPath);
  const seen = new Set<string>();
  const list = async (query: Parameters<typeof listReports>[1]) => {
    const page = await listReports(upstream, query);
    for (const r of page.reports) seen.add(String(r.id));
    return page;
  };
  const db = await createDb({ sqlitePath: path.join(tmpDir, `console-${reports}.sqlite`) });

  // The seed numbers acme's reports 1..N oldest first: ids spread from the oldest to the newest.
  const samples = smoke ? 6 : 24;
  const ids = Array.from({ length: samples }, (_, i) => 1 + Math.floor((i * (reports - 1)) / (samples - 1)));

  // Before: the index walk from a cold start, on a fake clock (the rate is not waited for): the calls until each id is indexed.
  await emptyConsoleStore(db);
  let clock = BENCH_NOW.getTime();
  const syncDeps = { db, list, now: () => new Date(clock), ratePerMinute: 6000 };
  const walkCalls = new Map<number, number>();
  traffic.calls = 0;
  const walkStarted = performance.now();
  while (walkCalls.size < ids.length) {
    const tick = await syncTick(syncDeps, "bench");
    clock += 10;
    for (const id of ids) if (!walkCalls.has(id) && seen.has(String(id))) walkCalls.set(id, traffic.calls);
    if (tick.call === null && !tick.pending) break;
  }
  const walkMs = performance.now() - walkStarted;
  log(`index walk: ${traffic.calls} calls to reach all ${ids.length} ids (${Math.round(walkMs)} ms on a fake clock)`);

  // After: each id on a cold console store, narrowing by date, its calls taken from a budget of RATE a minute.
  const lookup = async (id: number) => {
    await emptyConsoleStore(db);
    const before = traffic.calls;
    const t = performance.now();
    const result = await findReportById(
      { db, list, now: () => new Date(), narrow: { maxCalls: 24, take: () => takeCall(db, new Date(), RATE) } },
      id,
      OWN_ORGANIZATION,
    );
    const ms = performance.now() - t;
    if (result.kind !== "found") throw new Error(`report #${id} at a cold start: ${result.kind}`);
    return { calls: traffic.calls - before, ms };
  };
  const near: { calls: number; ms: number }[] = [];
  for (const id of ids) near.push(await lookup(id));
  traffic.delayMs = DELAY_MS;
  const far: { calls: number; ms: number }[] = [];
  for (const id of ids.slice(0, smoke ? 2 : 12)) far.push(await lookup(id));
  traffic.delayMs = 0;
  await db.destroy();

  const walk = summarize(ids.map((id) => walkCalls.get(id) ?? Number.NaN));
  const walkSeconds = (n: number) => Math.round((n / RATE) * 60);
  const after = summarize(near.map((n) => n.calls));
  const farMs = summarize(far.map((n) => n.ms));
  const nearMs = summarize(near.map((n) => n.ms));
  const scale = `${reports.toLocaleString("en")} reports`;
  const ratio = (a: number, b: number) => Math.round((a / b) * 10) / 10;
  return [
    {
      name: `cold start, report by id · before: index walk · calls · ${scale}`,
      stat: "max",
      value: walk.max,
      unit: "count",
      detail: { p50: walk.p50 },
      note: `${ids.length} ids from the oldest to the newest; list calls of 20 the backfill makes before the id is indexed`,
    },
    {
      name: `cold start, report by id · before: index walk · time at REPORT_INDEX_RATE=${RATE} · ${scale}`,
      stat: "max",
      value: walkSeconds(walk.max),
      unit: "s",
      detail: { p50: walkSeconds(walk.p50) },
      note: "those calls spaced at the documented rate",
    },
    {
      name: `cold start, report by id · after: narrowing by date · calls · ${scale}`,
      stat: "max",
      value: after.max,
      unit: "count",
      target: { max: RATE },
      detail: { p50: after.p50 },
      note: `the newest page and the probes; within the ${RATE} calls a minute the sync and lookups share`,
    },
    {
      name: `cold start, report by id · after: narrowing by date · in process · ${scale}`,
      stat: "max",
      value: Math.round(nearMs.max),
      unit: "ms",
      detail: { p50: Math.round(nearMs.p50) },
    },
    {
      name: `cold start, report by id · after: narrowing by date · upstream ${DELAY_MS} ms away · ${scale}`,
      stat: "max",
      value: Math.round(farMs.max),
      unit: "ms",
      target: { max: 10_000 },
      detail: { p50: Math.round(farMs.p50) },
      note: `${far.length} ids; ${DELAY_MS} ms added before each upstream answer`,
    },
    {
      name: `cold start, report by id · calls, before ÷ after · ${scale}`,
      stat: "ratio",
      value: ratio(walk.max, after.max),
      unit: "x",
      detail: { p50: ratio(walk.p50, after.p50) },
      note: "worst id against worst id, and medians",
    },
    {
      name: `cold start, report by id · time, before ÷ after · ${scale}`,
      stat: "ratio",
      value: ratio(walkSeconds(walk.max) * 1000, farMs.max),
      unit: "x",
      detail: { p50: ratio(walkSeconds(walk.p50) * 1000, farMs.p50) },
      note: `the walk at the documented rate against the narrowing ${DELAY_MS} ms away`,
    },
  ];
}

const bench: Bench = {
  description: "Report by id right after a cold start: the index walk (before) against narrowing by date (after), calls and time",
  async run({ smoke, tmpDir, log }) {
    const scale = smoke ? 2_000 : Number(process.env.BENCH_COLD_BY_ID_REPORTS ?? 200_000);
    return measure(scale, smoke, tmpDir, log);
  },
};

export default bench;
