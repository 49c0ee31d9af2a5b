// Lighthouse (issue 8.4): performance ≥ 95 and accessibility 100 on /reports, /queues and /wall,
// desktop preset, signed in (the session cookie goes in every request through extraHeaders:
// admin for the console pages, a wall-link session for /wall), driving Debian's Chromium.
// Each route runs `runs` times; the median score is the figure. About 12 s and 300 MB a run, so
// the smoke runs /wall once (it keeps the whole chain alive: Chromium, Lighthouse, sign-in).
import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import { ROOT } from "./console/build";
import { chromiumPath, launchDebuggable } from "./console/chromium";
import { createWallLink, signIn, wallSession } from "./console/session";
import { type ConsoleHandle, DEMO_PASSWORD, startConsole } from "./console/stack";
import { percentile } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const PERFORMANCE_MIN = 95;
const ACCESSIBILITY_MIN = 100;

type Route = { path: string; session: "admin" | "wall" };
const FULL = {
  routes: [
    { path: "/reports", session: "admin" },
    { path: "/queues", session: "admin" },
    { path: "/wall", session: "wall" },
  ] as Route[],
  runs: 3,
};
const SMOKE = { routes: [{ path: "/wall", session: "wall" }] as Route[], runs: 1 };

type Run = { performance: number; accessibility: number; metrics: Record<string, number>; failedAudits: string[] };

const METRICS = ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"] as const;

type Lhr = {
  finalDisplayedUrl: string;
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { score: number | null; numericValue?: number } | undefined>;
};

const LIGHTHOUSE_CLI = path.join(ROOT, "node_modules", "lighthouse", "cli", "index.js");

/**
 * Lighthouse's own CLI under plain node: it sends functions to the page as source text, and
 * tsx's transform of them (a `__name` helper) does not exist there.
 */
async function audit(url: string, port: number, cookie: string, tmpDir: string, smoke = false): Promise<Run> {
  const report = path.join(tmpDir, "lighthouse-report.json");
  const headers = path.join(tmpDir, "lighthouse-headers.json");
  fs.writeFileSync(headers, JSON.stringify({ Cookie: cookie }));
  await promisify(execFile)(
    process.execPath,
    [
      LIGHTHOUSE_CLI,
      url,
      `--port=${port}`,
      "--preset=desktop",
      "--only-categories=performance,accessibility",
      // The smoke keeps the chain alive in CI's budget: the wall's event stream never lets the
      // network go quiet, so Lighthouse would wait out its 45 s default before scoring.
      ...(smoke ? ["--max-wait-for-load=8000"] : []),
      `--extra-headers=${headers}`,
      "--output=json",
      `--output-path=${report}`,
      "--quiet",
    ],
    { cwd: tmpDir, maxBuffer: 16 * 1024 * 1024, timeout: 180_000 },
  );
  const lhr = JSON.parse(fs.readFileSync(report, "utf8")) as Lhr;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  if (lhr.finalDisplayedUrl !== url) throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl} (not signed in?)`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? Number.NaN) * 100);
  const metrics: Record<string, number> = {};
  for (const id of METRICS) metrics[id] = lhr.audits[id]?.numericValue ?? Number.NaN;
  const failedAudits = (lhr.categories.accessibility?.auditRefs ?? [])
    .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
    .map((ref) => ref.id);
  return { performance: score("performance"), accessibility: score("accessibility"), metrics, failedAudits };
}

function median(values: number[]): number {
  return percentile(values, 50);
}

const bench: Bench = {
  description: "Lighthouse desktop: performance and accessibility per page, signed in",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const executable = chromiumPath();
    if (!executable) {
      return [{ name: "lighthouse", stat: "skipped", value: Number.NaN, unit: "count", note: "no Chromium (set CHROME_PATH or apt-get install chromium)" }];
    }
    let rampart: ConsoleHandle | undefined;
    let chromium: Awaited<ReturnType<typeof launchDebuggable>> | undefined;
    try {
      rampart = await startConsole({ dataDir: path.join(tmpDir, "console"), logDir: tmpDir, env: { LOG_LEVEL: "warn" }, log });
      const admin = await signIn(rampart.origin, "admin", DEMO_PASSWORD);
      const wall = await wallSession(rampart.origin, await createWallLink(rampart.origin, admin, "lighthouse wall"));
      chromium = await launchDebuggable(executable, tmpDir);
      const figures: Figure[] = [];
      for (const route of plan.routes) {
        const runs: Run[] = [];
        for (let i = 0; i < plan.runs; i++) {
          const run = await audit(`${rampart.origin}${route.path}`, chromium.port, route.session === "wall" ? wall : admin, tmpDir, smoke);
          log(`${route.path} run ${i + 1}: performance ${run.performance}, accessibility ${run.accessibility}`);
          runs.push(run);
        }
        const perf = runs.map((r) => r.performance);
        const metric = (id: string) => median(runs.map((r) => r.metrics[id]!));
        const failed = [...new Set(runs.flatMap((r) => r.failedAudits))];
        figures.push(
          {
            name: `lighthouse performance ${route.path}`,
            stat: runs.length > 1 ? "median" : "score",
            value: median(perf),
            unit: "count",
            target: { min: PERFORMANCE_MIN },
            note: `runs ${perf.join(", ")} · FCP ${metric("first-contentful-paint").toFixed(0)} ms · LCP ${metric("largest-contentful-paint").toFixed(0)} ms · TBT ${metric("total-blocking-time").toFixed(0)} ms · CLS ${metric("cumulative-layout-shift").toFixed(3)}`,
          },
          {
            name: `lighthouse accessibility ${route.path}`,
            stat: runs.length > 1 ? "min" : "score",
            value: Math.min(...runs.map((r) => r.accessibility)),
            unit: "count",
            target: { min: ACCESSIBILITY_MIN },
            note: failed.length > 0 ? `failing: ${failed.join(", ")}` : undefined,
          },
        );
      }
      if (smoke)
        figures.push({ name: "lighthouse /reports, /queues", stat: "skipped", value: Number.NaN, unit: "count", note: "skipped in smoke (only /wall, once)" });
      return figures;
    } finally {
      await chromium?.stop();
      await rampart?.stop();
    }
  },
};

export default bench;
