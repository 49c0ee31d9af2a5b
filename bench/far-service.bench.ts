// A service far away (issue 19): the console's upstream behind a loopback delay proxy (150 ms
// round trip ± 10 ms jitter, console/delay-proxy.ts); Playwright on Debian's Chromium loads each
// page of console/far-pages.ts and waits for its main-content marker. From the proxy's request
// log: the upstream exchanges the load waited for (arrived after navigation began, answered before
// the content showed), as sequential round trips (overlapping exchanges count as one). Cold = the
// first load on a console process just started and a new browser profile; warm = the same page
// loaded again (a full navigation: server caches and the browser's HTTP cache warm).
import path from "node:path";
import { type Browser, chromium, type Page } from "@playwright/test";
import { ROOT } from "./console/build";
import { CHROMIUM_ARGS, chromiumPath } from "./console/chromium";
import type { CountingProxy, SeenCall } from "./console/counting-proxy";
import { DEFAULT_JITTER_MS, DEFAULT_ROUND_TRIP_MS, startDelayProxy } from "./console/delay-proxy";
import { FAR_PAGES, type FarPage, fillPath } from "./console/far-pages";
import { describeRoundTrips, exchangesBetween, sequentialRoundTrips } from "./console/round-trips";
import { signIn } from "./console/session";
import { BENCH_ADMIN_PASSWORD, QUIET_CONSOLE_ENV, type ServiceHandle, startConsole, startService } from "./console/stack";
import { comparePaired, comparisonFigure } from "./lib/compare";
import { percentile } from "./lib/stats";
import type { Bench, BenchContext, Figure } from "./lib/types";

type Plan = { coldRounds: number; warmLoads: number; markerTimeoutMs: number };
const FULL: Plan = { coldRounds: 2, warmLoads: 4, markerTimeoutMs: 60_000 };
const SMOKE: Plan = { coldRounds: 1, warmLoads: 1, markerTimeoutMs: 60_000 };
// The smoke proves the chain (delay proxy, console, Chromium, round trips from the log) on one page:
// every page's console start and the report row's wait for the index took minutes of CI.
const SMOKE_PAGES = ["/reports"];

type Load = { ms: number; trips: number; calls: SeenCall[] } | { failed: string };
type Side = "before" | "after";
/** With --compare-with, `side` is the tree a console runs from; each side has its own proxy (its calls alone). */
type Ctx = {
  browser: Browser;
  proxy: CountingProxy;
  service: ServiceHandle;
  tmpDir: string;
  log: BenchContext["log"];
  plan: Plan;
  side?: { name: Side; root: string };
};

// The console answers a read again within its reuse window (UPSTREAM_REUSE_MS, 10 s by default)
// without asking the service: a reload within it waits for no round trip at all. A warm load here
// is a later visit: the bench console's window is shortened to 1 s and waited out before each.
const REUSE_MS = 1_000;
const CONSOLE_ENV = { ...QUIET_CONSOLE_ENV, UPSTREAM_REUSE_MS: String(REUSE_MS) };

/** A report on the list's second page (so the page must find it by its id), asked of the service directly. */
async function reportBeyondFirstPage(service: ServiceHandle): Promise<string> {
  const page = async (cursor?: string) => {
    const query = new URLSearchParams({ limit: "20", ...(cursor ? { cursor } : {}) });
    const response = await fetch(`${service.baseUrl}/organization/reports?${query}`, { headers: { "X-API-KEY": service.apiKey } });
    const body = (await response.json()) as { reports?: { id: unknown }[]; nextCursor?: unknown; cursor?: unknown };
    if (!response.ok || !body.reports) throw new Error(`the service's report list answered ${response.status}`);
    return body;
  };
  const first = await page();
  const next = first.nextCursor ?? first.cursor;
  const second = next === null || next === undefined ? first : await page(String(next));
  const report = second.reports?.[0] ?? first.reports?.at(-1);
  if (!report) throw new Error("the service listed no report");
  return String(report.id);
}

// Each row's consoles keep their own data: a page's caches and their refresh jobs (the triage queue's
// walk of the report list) would otherwise run under the next row's loads and count as its round trips.
// The report index the report-by-id row needs is built in the shared folder ("console").
function consoleOptions(ctx: Ctx, log: BenchContext["log"], folder = "console") {
  return {
    dataDir: path.join(ctx.tmpDir, ctx.side ? `${ctx.side.name}-${folder}` : folder),
    root: ctx.side?.root,
    logDir: ctx.tmpDir,
    upstream: { baseUrl: ctx.proxy.baseUrl, apiKey: ctx.service.apiKey },
    env: CONSOLE_ENV,
    log,
  };
}

// The report row needs its report in the console's report index (GET /api/organization/reports/:id
// answers 404 REPORT_INDEXING until the backfill has walked that far). The index lives in the
// console's data folder, which every console of this bench shares: it is built once, here, by a
// console indexing fast, and the measured consoles (default rate) find the report in it.
const INDEX_ENV = { REPORT_INDEX_RATE: "1200" };
const INDEX_WAIT_MS = 120_000;

/** GET `probe` until it answers something other than 404 REPORT_INDEXING (or the wait is over). */
async function probeUntilIndexed(origin: string, probe: string, cookie: string): Promise<{ status: number; code?: string }> {
  const deadline = Date.now() + INDEX_WAIT_MS;
  for (;;) {
    const response = await fetch(`${origin}${probe}`, { headers: { Cookie: cookie }, redirect: "manual" });
    const text = await response.text();
    let code: string | undefined;
    try {
      code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
    } catch {
      // An HTML page (a page probe, or a route that is not there): no code.
    }
    if (!(response.status === 404 && code === "REPORT_INDEXING") || Date.now() > deadline) return { status: response.status, code };
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The rows whose page or route is not there yet (answers 404), with what answered so. */
async function notBuilt(ctx: Ctx, reportId: string, rows: readonly FarPage[]): Promise<Map<string, string>> {
  const rampart = await startConsole({ ...consoleOptions(ctx, ctx.log), env: { ...CONSOLE_ENV, ...INDEX_ENV } });
  try {
    const cookie = await signIn(rampart.origin, "admin", BENCH_ADMIN_PASSWORD);
    const missing = new Map<string, string>();
    for (const row of rows) {
      const probe = fillPath(row.requires ?? row.path, { reportId });
      const started = Date.now();
      const answer = await probeUntilIndexed(rampart.origin, probe, cookie);
      if (answer.code === "REPORT_INDEXING") missing.set(row.path, `the report index did not reach report ${reportId} within ${INDEX_WAIT_MS / 1000} s`);
      else if (answer.status === 404) missing.set(row.path, `GET ${probe} answered 404${answer.code ? ` ${answer.code}` : ""}`);
      else if (Date.now() - started > 2_000) ctx.log(`${row.path}: waited ${((Date.now() - started) / 1000).toFixed(0)} s for the report index`);
    }
    return missing;
  } finally {
    await rampart.stop();
  }
}

/**
 * Nothing in flight at the proxy, and the page quiet (its own requests done), before the next load.
 * A walk the page started (the triage counts' queue walk: one list page after another) has
 * moments with nothing in flight between its calls: the quiet must last the reuse window with no
 * new call, else the walk's rest is counted as the next load's round trips.
 */
async function settle(page: Page, proxy: CountingProxy): Promise<void> {
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
  const deadline = Date.now() + 30_000;
  for (;;) {
    while (proxy.calls.some((c) => !Number.isFinite(c.answeredAt)) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    const lastAnswer = Math.max(0, ...proxy.calls.map((c) => c.answeredAt).filter(Number.isFinite));
    await new Promise((r) => setTimeout(r, Math.max(0, lastAnswer + REUSE_MS + 100 - Date.now())));
    if (!proxy.calls.some((c) => c.at > lastAnswer) || Date.now() > deadline) return;
  }
}

async function loadOnce(page: Page, url: string, marker: string, ctx: Ctx): Promise<Load> {
  const from = Date.now();
  try {
    await page.goto(url, { waitUntil: "commit", timeout: ctx.plan.markerTimeoutMs });
    // As an expression, not a function: tsx would compile a function with helpers the page lacks.
    const shownAt = await page.waitForFunction(
      `document.querySelector(${JSON.stringify(marker)}) ? [performance.timeOrigin, performance.now()] : null`,
      undefined,
      {
        polling: "raf",
        timeout: ctx.plan.markerTimeoutMs,
      },
    );
    const [navigationStart, shown] = (await shownAt.jsonValue()) as [number, number];
    const calls = exchangesBetween(ctx.proxy.calls, Math.min(from, navigationStart), navigationStart + shown);
    return { ms: shown, trips: sequentialRoundTrips(calls), calls };
  } catch (error) {
    return { failed: error instanceof Error ? error.message.split("\n")[0]! : String(error) };
  } finally {
    await settle(page, ctx.proxy);
  }
}

type Samples = { cold: Load[]; warm: Load[] };
type Opened = { page: Page; target: string; close(): Promise<void> };

/** A console just started for `row` and a new browser profile signed in to it, on `url`. */
async function openPage(row: FarPage, url: string, ctx: Ctx): Promise<Opened> {
  const folder = row.path.includes("{reportId}") ? "console" : `console-${FAR_PAGES.indexOf(row)}`;
  const rampart = await startConsole(consoleOptions(ctx, ctx.log, folder));
  // The marker is polled by an expression Playwright evaluates in the page, which the console's CSP forbids.
  const context = await ctx.browser.newContext({ viewport: { width: 1440, height: 900 }, bypassCSP: true });
  const close = async () => {
    await context.close();
    await rampart.stop();
  };
  try {
    const cookie = await signIn(rampart.origin, "admin", BENCH_ADMIN_PASSWORD);
    await context.addCookies(
      cookie.split("; ").map((pair) => ({ name: pair.slice(0, pair.indexOf("=")), value: pair.slice(pair.indexOf("=") + 1), url: rampart.origin })),
    );
    return { page: await context.newPage(), target: `${rampart.origin}${url}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

const describeLoads = (loads: Load[]) =>
  loads.map((l) => ("failed" in l ? `failed (${l.failed})` : `${l.trips} trips ${l.ms.toFixed(0)} ms [${describeRoundTrips(l.calls, "/api/v2")}]`)).join(" | ");

/** Cold rounds, each on a console just started and a new browser profile, followed by warm loads. */
async function samplePage(row: FarPage, url: string, ctx: Ctx): Promise<Samples> {
  const samples: Samples = { cold: [], warm: [] };
  for (let round = 0; round < ctx.plan.coldRounds; round++) {
    const { page, target, close } = await openPage(row, url, ctx);
    try {
      samples.cold.push(await loadOnce(page, target, row.marker, ctx));
      for (let i = 0; i < ctx.plan.warmLoads; i++) samples.warm.push(await loadOnce(page, target, row.marker, ctx));
      ctx.log(`${row.path} round ${round + 1}: ${describeLoads([...samples.cold.slice(-1), ...samples.warm.slice(-ctx.plan.warmLoads)])}`);
    } finally {
      await close();
    }
  }
  return samples;
}

/**
 * The same rounds on both trees at once (--compare-with): both consoles started, then their cold
 * loads and each warm load taken one tree after the other, the tree going first swapped every
 * round and every load, so the n-th load of one tree pairs with the n-th of the other.
 */
async function samplePaired(row: FarPage, url: string, sides: Record<Side, Ctx>): Promise<Record<Side, Samples>> {
  const samples: Record<Side, Samples> = { before: { cold: [], warm: [] }, after: { cold: [], warm: [] } };
  const plan = sides.after.plan;
  for (let round = 0; round < plan.coldRounds; round++) {
    const first: Side[] = round % 2 === 0 ? ["before", "after"] : ["after", "before"];
    const opened: Partial<Record<Side, Opened>> = {};
    try {
      for (const side of first) opened[side] = await openPage(row, url, sides[side]);
      const load = (side: Side) => loadOnce(opened[side]!.page, opened[side]!.target, row.marker, sides[side]);
      for (const side of first) samples[side].cold.push(await load(side));
      for (let i = 0; i < plan.warmLoads; i++) {
        for (const side of i % 2 === 0 ? [...first].reverse() : first) samples[side].warm.push(await load(side));
      }
      for (const side of first) {
        sides[side].log(
          `${row.path} round ${round + 1}, ${side}: ${describeLoads([...samples[side].cold.slice(-1), ...samples[side].warm.slice(-plan.warmLoads)])}`,
        );
      }
    } finally {
      for (const side of first) await opened[side]?.close();
    }
  }
  return samples;
}

const ok = (loads: Load[]) => loads.filter((l): l is Exclude<Load, { failed: string }> => !("failed" in l));
const median = (values: number[]) => percentile(values, 50);

function figuresOf(row: FarPage, samples: Samples, delayNote: string): Figure[] {
  const cold = ok(samples.cold);
  const warm = ok(samples.warm);
  const failures = [...samples.cold, ...samples.warm].filter((l) => "failed" in l) as { failed: string }[];
  const failed = failures.length > 0 ? `${failures.length} loads without content: ${failures[0]!.failed}` : undefined;
  const coldTrips = cold.map((l) => l.trips);
  const lastWarm = warm.at(-1);
  const lastCold = cold.at(-1);
  return [
    {
      name: `${row.path} · upstream round trips before content, warm`,
      // The median: on a loaded machine the marker can show seconds late, and calls the content did
      // not need (the browser's own, after hydration) are then answered before it; the max says so.
      stat: "p50",
      value: median(warm.map((l) => l.trips)),
      unit: "count",
      target: { max: row.warmRoundTrips },
      detail: {
        "warm max": warm.length > 0 ? Math.max(...warm.map((l) => l.trips)) : Number.NaN,
        cold: median(coldTrips),
        "calls warm": lastWarm?.calls.length ?? Number.NaN,
        "calls cold": lastCold?.calls.length ?? Number.NaN,
      },
      note: [
        row.why,
        lastWarm ? `warm ${describeRoundTrips(lastWarm.calls, "/api/v2") || "none"}` : undefined,
        lastCold ? `cold ${describeRoundTrips(lastCold.calls, "/api/v2") || "none"}` : undefined,
        failed,
      ]
        .filter(Boolean)
        .join(" · "),
    },
    {
      name: `${row.path} · time to content, warm`,
      stat: "p50",
      value: median(warm.map((l) => l.ms)),
      unit: "ms",
      detail: { "warm max": warm.length > 0 ? Math.max(...warm.map((l) => l.ms)) : Number.NaN, cold: median(cold.map((l) => l.ms)) },
      note: `${warm.length} warm, ${cold.length} cold loads · ${delayNote}`,
    },
  ];
}

function skipped(row: FarPage, why: string): Figure {
  return { name: `${row.path} · upstream round trips before content, warm`, stat: "skipped", value: Number.NaN, unit: "count", note: `not measured: ${why}` };
}

/** Per page: the round trips of both trees side by side, and the warm time as after ÷ before (paired loads). */
function comparedFigures(row: FarPage, samples: Record<Side, Samples>, delayNote: string): Figure[] {
  const trips = (side: Side, kind: keyof Samples) => ok(samples[side][kind]).map((l) => l.trips);
  const before = median(trips("before", "warm"));
  const after = median(trips("after", "warm"));
  const max = (values: number[]) => (values.length > 0 ? Math.max(...values) : Number.NaN);
  const lastWarm = (side: Side) => {
    const last = ok(samples[side].warm).at(-1);
    return `${side}: ${last ? describeRoundTrips(last.calls, "/api/v2") || "none" : "no load"}`;
  };
  const failures = (["before", "after"] as const).flatMap((side) => {
    const failed = [...samples[side].cold, ...samples[side].warm].filter((l) => "failed" in l) as { failed: string }[];
    return failed.length > 0 ? [`${side}: ${failed.length} loads without content (${failed[0]!.failed})`] : [];
  });
  const warmMs = (side: Side) => samples[side].warm.map((l) => ("failed" in l ? Number.NaN : l.ms));
  const coldMs = (side: Side) => median(ok(samples[side].cold).map((l) => l.ms));
  return [
    {
      name: `${row.path} · upstream round trips before content, warm, after (before in detail)`,
      stat: "p50",
      value: after,
      unit: "count",
      target: { max: row.warmRoundTrips },
      detail: {
        before,
        "after max": max(trips("after", "warm")),
        "before max": max(trips("before", "warm")),
        "after cold": median(trips("after", "cold")),
        "before cold": median(trips("before", "cold")),
      },
      note: [
        after > before ? "after waits for more round trips" : after < before ? "after waits for fewer round trips" : "the same round trips",
        lastWarm("after"),
        lastWarm("before"),
        ...failures,
      ].join(" · "),
    },
    comparisonFigure(
      `${row.path} · time to content, warm, loads paired`,
      "ms",
      comparePaired(warmMs("before"), warmMs("after"), { better: "lower" }),
      `cold p50 before ${coldMs("before").toFixed(0)} ms, after ${coldMs("after").toFixed(0)} ms · ${delayNote}`,
    ),
  ];
}

/**
 * The service, one delay proxy per tree measured (one tree, or two with --compare-with) and the
 * browser; each page row not missing from any tree measured by `rowFigures`.
 */
async function measureRows(
  { smoke, tmpDir, log }: BenchContext,
  trees: readonly Ctx["side"][],
  rowFigures: (row: FarPage, url: string, ctxs: Ctx[], delayNote: string) => Promise<Figure[]>,
): Promise<Figure[]> {
  const executablePath = chromiumPath();
  if (!executablePath) return FAR_PAGES.map((row) => ({ ...skipped(row, ""), note: "skipped: no Chromium (CHROME_PATH / CHROMIUM_PATH)" }));
  const plan = smoke ? SMOKE : FULL;
  const delay = {
    roundTripMs: Number(process.env.BENCH_ROUND_TRIP_MS ?? DEFAULT_ROUND_TRIP_MS),
    jitterMs: Number(process.env.BENCH_JITTER_MS ?? DEFAULT_JITTER_MS),
  };
  const delayNote = `round trip ${delay.roundTripMs} ± ${delay.jitterMs} ms`;
  const service = await startService({ dataDir: path.join(tmpDir, "service"), logDir: tmpDir });
  const proxies: CountingProxy[] = [];
  let browser: Browser | undefined;
  try {
    for (const _ of trees) proxies.push(await startDelayProxy(service.baseUrl, delay));
    browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS.filter((a) => !a.startsWith("--headless")) });
    const open = browser;
    const ctxs = trees.map((side, i): Ctx => ({ browser: open, proxy: proxies[i]!, service, tmpDir, log, plan, ...(side ? { side } : {}) }));
    const reportId = await reportBeyondFirstPage(service);
    // BENCH_PAGES=/health,/queues: only those rows (while working on a page); the smoke loads one page.
    const only = process.env.BENCH_PAGES?.split(",").filter(Boolean) ?? (smoke ? SMOKE_PAGES : undefined);
    const rows = FAR_PAGES.filter((r) => !only || only.includes(r.path));
    const missing = new Map<string, string>();
    for (const ctx of ctxs) for (const [page, why] of await notBuilt(ctx, reportId, rows)) missing.set(page, ctx.side ? `${ctx.side.name}: ${why}` : why);
    const figures: Figure[] = [];
    for (const row of rows) {
      const why = missing.get(row.path);
      if (why) {
        log(`${row.path}: not measured (${why})`);
        figures.push(skipped(row, why));
        continue;
      }
      figures.push(...(await rowFigures(row, fillPath(row.path, { reportId }), ctxs, delayNote)));
    }
    return figures;
  } finally {
    await browser?.close();
    for (const proxy of proxies) await proxy.close();
    await service.stop();
  }
}

const bench: Bench = {
  description: "each page with the service 150 ms away: sequential upstream round trips before its main content, and the time to it (warm and cold, Chromium)",
  run: (context) => measureRows(context, [undefined], async (row, url, [ctx], delayNote) => figuresOf(row, await samplePage(row, url, ctx!), delayNote)),
  // Both trees' consoles on one service, each behind its own delay proxy (the calls of one counted alone).
  compare: (context) =>
    measureRows(
      context,
      [
        { name: "before", root: context.other },
        { name: "after", root: ROOT },
      ],
      async (row, url, [before, after], delayNote) => comparedFigures(row, await samplePaired(row, url, { before: before!, after: after! }), delayNote),
    ),
};

export default bench;
