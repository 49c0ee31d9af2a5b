// The list and the wall in the browser (issue 8.5), Playwright driving Debian's Chromium against
// the built console (demo data: ~5,000 acme reports).
// - /reports: scroll the list to its end, page by page; time from reaching the end to the next
//   page painted (p50/p95); then the row elements in the DOM (≤ 100) and the JS heap after a
//   forced GC (< 80 MB).
// - /wall?refresh=15s on a wall-link session: 1,000 refresh rounds, each made due at once by
//   fast-forwarding Playwright's page clock (the product's 15 s floor is untouched), then setting
//   the page's date back to the real one; JS heap growth after GC (< 5 MB) and the element count,
//   sampled every 100 rounds (constant; the kinds that vary are named).
import path from "node:path";
import { type BrowserContext, type CDPSession, chromium, type Page, type Request } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumPath } from "./console/chromium";
import { AFTER_PAINT, COUNT_ELEMENTS, COUNT_ROWS, ELEMENT_KINDS, SCROLL_TO_END } from "./console/page-scripts";
import { createWallLink, signIn, wallSession } from "./console/session";
import { type ConsoleHandle, DEMO_PASSWORD, startConsole } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, BenchContext, Figure } from "./lib/types";

const MAX_ROWS = 100;
const LIST_HEAP_MAX_MB = 80;
const WALL_HEAP_GROWTH_MAX_MB = 5;
const WALL_REFRESH_MS = 15_000;
// The tab's event stream (components/live/live-updates.tsx LIVE_PATH; that client module is not importable here).
const LIVE_PATH = "/api/live";

type Plan = { listSteps: number; wallRounds: number; wallSampleEvery: number; wallWarmup: number };
const FULL: Plan = { listSteps: 1_000, wallRounds: 1_000, wallSampleEvery: 100, wallWarmup: 20 };
const SMOKE: Plan = { listSteps: 5, wallRounds: 6, wallSampleEvery: 3, wallWarmup: 1 };

const MB = 1024 * 1024;

function call<T>(page: Page, script: string, arg?: unknown): Promise<T> {
  return page.evaluate(arg === undefined ? `(${script})()` : `(${script})(${JSON.stringify(arg)})`) as Promise<T>;
}

async function heapAfterGc(cdp: CDPSession): Promise<number> {
  await cdp.send("HeapProfiler.collectGarbage");
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize / MB;
}

async function withCookies(context: BrowserContext, origin: string, cookieHeader: string): Promise<void> {
  const cookies = cookieHeader.split("; ").map((pair) => {
    const at = pair.indexOf("=");
    return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
  });
  await context.addCookies(cookies);
}

async function measureList(page: Page, origin: string, plan: Plan, log: BenchContext["log"]): Promise<Figure[]> {
  await page.goto(`${origin}/reports`);
  await page.getByTestId("report-row").first().waitFor();
  const scroll = await call<{ samples: number[]; steps: number; ended: boolean }>(page, SCROLL_TO_END, { maxSteps: plan.listSteps, stepTimeoutMs: 30_000 });
  const loaded = await page.getByTestId("report-total").innerText();
  log(`list: ${scroll.steps} pages scrolled in${scroll.ended ? " to the end" : ""} (${loaded.replace(/\s+/g, " ")})`);
  const rows = await call<{ rows: number; items: number }>(page, COUNT_ROWS);
  const cdp = await page.context().newCDPSession(page);
  const heap = await heapAfterGc(cdp);
  await cdp.detach();
  const wait = summarize(scroll.samples);
  const scale = scroll.ended ? "at the end" : `after ${scroll.steps} pages (smoke)`;
  return [
    {
      name: "/reports end of list → next page painted",
      stat: "p50",
      value: wait.p50,
      unit: "ms",
      detail: { p95: wait.p95, max: wait.max },
      note: `${wait.n} pages · ${loaded.replace(/\s+/g, " ").trim()}`,
    },
    {
      name: `/reports row elements in the DOM ${scale}`,
      stat: "count",
      value: Math.max(rows.rows, rows.items),
      unit: "count",
      target: { max: MAX_ROWS },
      note: `${rows.rows} report rows, ${rows.items} list items`,
    },
    { name: `/reports JS heap after GC ${scale} (MB)`, stat: "used", value: heap, unit: "count", target: { max: LIST_HEAP_MAX_MB } },
  ];
}

type WallSample = { round: number; heapMb: number; elements: number; kinds: Record<string, number>; nodes: number; listeners: number };

/** The element kinds whose count differs between samples, with their range (data shown vs a leak). */
function changedKinds(samples: WallSample[]): string {
  const kinds = new Set(samples.flatMap((s) => Object.keys(s.kinds)));
  const out: string[] = [];
  for (const kind of kinds) {
    const counts = samples.map((s) => s.kinds[kind] ?? 0);
    if (Math.min(...counts) !== Math.max(...counts)) out.push(`${kind} ${Math.min(...counts)}–${Math.max(...counts)}`);
  }
  return out.slice(0, 6).join(", ");
}

async function measureWall(page: Page, origin: string, plan: Plan, log: BenchContext["log"]): Promise<Figure[]> {
  // The page is settled when its requests have ended, the event stream aside: the wall's live
  // stream (GET /api/live, an EventSource) stays open for minutes, and counting it made every
  // round wait out the whole deadline (about 11 minutes of CI's smoke).
  const pending = new Set<Request>();
  const isStream = (request: Request) => request.resourceType() === "eventsource" || new URL(request.url()).pathname === LIVE_PATH;
  page.on("request", (request) => {
    if (!isStream(request)) pending.add(request);
  });
  page.on("requestfinished", (request) => pending.delete(request));
  page.on("requestfailed", (request) => pending.delete(request));
  const settle = async () => {
    const deadline = Date.now() + 30_000;
    while (pending.size > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5));
    if (pending.size > 0) log(`wall: ${pending.size} request(s) still open after 30 s: ${[...pending].map((r) => r.url()).join(", ")}`);
    await call(page, AFTER_PAINT);
  };

  await page.clock.install();
  await page.goto(`${origin}/wall?refresh=15s`);
  await page.getByTestId("wall").waitFor();
  await page.waitForLoadState("networkidle");
  const cdp = await page.context().newCDPSession(page);
  const sample = async (round: number): Promise<WallSample> => {
    const heapMb = await heapAfterGc(cdp);
    const counters = await cdp.send("Memory.getDOMCounters");
    const kinds = await call<Record<string, number>>(page, ELEMENT_KINDS);
    return { round, heapMb, elements: await call<number>(page, COUNT_ELEMENTS), kinds, nodes: counters.nodes, listeners: counters.jsEventListeners };
  };

  const refresh = async () => {
    const snapshot = page.waitForResponse((r) => r.url().endsWith("/api/operations/queues/snapshot"), { timeout: 30_000 });
    await page.clock.fastForward(WALL_REFRESH_MS);
    // Timers fired, the page's date goes back to the real one: the server's data (trend points,
    // "updated" times) is stamped with real time, and a page living hours ahead would show it as old.
    await page.clock.setSystemTime(Date.now());
    const response = await snapshot;
    if (response.status() !== 200) throw new Error(`wall snapshot answered ${response.status()}`);
    await settle();
  };

  for (let i = 0; i < plan.wallWarmup; i++) await refresh();
  const samples: WallSample[] = [await sample(0)];
  const started = Date.now();
  for (let round = 1; round <= plan.wallRounds; round++) {
    await refresh();
    if (round % plan.wallSampleEvery === 0) {
      samples.push(await sample(round));
      log(`wall: ${round} rounds, heap ${samples.at(-1)!.heapMb.toFixed(2)} MB, ${samples.at(-1)!.elements} elements`);
    }
  }
  const seconds = (Date.now() - started) / 1000;
  await cdp.detach();
  const first = samples[0]!;
  const last = samples.at(-1)!;
  const elements = samples.map((s) => s.elements);
  const nodes = samples.map((s) => s.nodes);
  const changed = changedKinds(samples);
  return [
    {
      name: `/wall JS heap growth over ${plan.wallRounds} refreshes (kB)`,
      stat: "growth",
      value: (last.heapMb - first.heapMb) * 1024,
      unit: "count",
      target: { max: WALL_HEAP_GROWTH_MAX_MB * 1024 },
      note: `${first.heapMb.toFixed(2)} → ${last.heapMb.toFixed(2)} MB after GC · ${seconds.toFixed(0)} s of rounds`,
    },
    {
      // A leak grows the document; data may also change it (a trend's lonely point is drawn as a
      // dot until its neighbour is recorded a minute later), so growth is the figure and every
      // kind that varied is named beside it.
      name: "/wall element count growth over the soak",
      stat: "max-first",
      value: Math.max(...elements) - first.elements,
      unit: "count",
      target: { max: 0 },
      note: `${first.elements} elements, ${Math.min(...elements)}–${Math.max(...elements)} over the soak${changed ? ` (varying: ${changed})` : ""} · DOM nodes incl. detached ${Math.min(...nodes)}–${Math.max(...nodes)} · listeners ${first.listeners} → ${last.listeners}`,
    },
  ];
}

const bench: Bench = {
  description: "browser: the report list scrolled to its end (rows, heap, next page), the wall's refresh soak (heap, DOM)",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const executable = chromiumPath();
    if (!executable)
      return [{ name: "browser", stat: "skipped", value: Number.NaN, unit: "count", note: "no Chromium (set CHROMIUM_PATH or apt-get install chromium)" }];
    let rampart: ConsoleHandle | undefined;
    const browser = await chromium.launch({ executablePath: executable, args: CHROMIUM_ARGS.filter((a) => !a.startsWith("--headless")) });
    try {
      // The wall soak makes ~11 requests a round, far beyond the per-session limit: lifted for this console only.
      rampart = await startConsole({
        dataDir: path.join(tmpDir, "console"),
        logDir: tmpDir,
        env: { LOG_LEVEL: "warn", API_RATE_LIMIT_PER_MINUTE: "100000" },
        log,
      });
      const admin = await signIn(rampart.origin, "admin", DEMO_PASSWORD);
      const wall = await wallSession(rampart.origin, await createWallLink(rampart.origin, admin, "browser bench wall"));
      const figures: Figure[] = [];

      const listContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      await withCookies(listContext, rampart.origin, admin);
      figures.push(...(await measureList(await listContext.newPage(), rampart.origin, plan, log)));
      await listContext.close();

      const wallContext = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
      await withCookies(wallContext, rampart.origin, wall);
      figures.push(...(await measureWall(await wallContext.newPage(), rampart.origin, plan, log)));
      await wallContext.close();
      return figures;
    } finally {
      await browser.close();
      await rampart?.stop();
    }
  },
};

export default bench;
