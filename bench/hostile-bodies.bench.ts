// Hostile bodies soak (issue 28): a running console (`npm start`, demo mode) takes deep, wide,
// huge-string and NUL bodies on sign-in (signed out) and on signed-in JSON routes, from several
// loopback clients at once, for a bounded time. Figures: the time per hostile request, the 5xx
// count (target 0), next-server's peak RSS, and its RSS a minute after the soak against its idle
// level (target: within 50 MB).
import path from "node:path";
import { ensureBuild, ROOT } from "./console/build";
import { findProcess, freePort, rssMb, startProcess, waitForHttp } from "./console/processes";
import { signIn } from "./console/session";
import { childEnv, DEMO_PASSWORD } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

type Plan = { soakS: number; connections: number; settleMs: number; idleWaitMs: number };
const FULL: Plan = { soakS: 60, connections: 8, settleMs: 60_000, idleWaitMs: 10_000 };
const SMOKE: Plan = { soakS: 2, connections: 2, settleMs: 1_000, idleWaitMs: 500 };

const nest = (levels: number, open: string, close: string, leaf: string) => `${open.repeat(levels)}${leaf}${close.repeat(levels)}`;

/** Every body stays under the 64 KB limit, so each one is read, scanned and refused (never a 413). */
export const HOSTILE_BODIES: { name: string; json: string }[] = [
  { name: "deep arrays, 6,000 levels", json: nest(6_000, "[", "]", "1") },
  { name: "deep arrays, 32,000 levels", json: nest(32_000, "[", "]", "1") },
  { name: "deep objects, 10,000 levels", json: nest(10_000, '{"a":', "}", "1") },
  { name: "deep under a field", json: `{"username":${nest(6_000, "[", "]", "1")},"password":"x"}` },
  { name: "wide object, 5,000 keys", json: `{${Array.from({ length: 5_000 }, (_, i) => `"k${i}":${i}`).join(",")}}` },
  { name: "wide array, 15,000 items", json: `[${Array.from({ length: 15_000 }, () => '"x"').join(",")}]` },
  { name: "huge string", json: JSON.stringify({ name: "x".repeat(60_000) }) },
  { name: "NUL strings", json: JSON.stringify(Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`k${i}\u0000`, "a\u0000b".repeat(20)]))) },
];

const ROUTES = [
  { path: "/api/session", signedIn: false },
  { path: "/api/wall-links", signedIn: true },
  { path: "/api/triage/reviews", signedIn: true },
  { path: "/api/asset/search", signedIn: true },
];

const METRICS_TOKEN = "rampart-bench-metrics-token-0123";

/** The V8 heap in use and the memory outside it (buffers), in MB, from the console's own metrics. */
async function heapOf(origin: string): Promise<{ heap: number; external: number }> {
  const text = await (await fetch(`${origin}/api/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const value = (name: string) => Number(text.match(new RegExp(`^rampart_${name} ([0-9.e+]+)$`, "m"))?.[1] ?? Number.NaN) / 1e6;
  return { heap: value("nodejs_heap_size_used_bytes"), external: value("nodejs_external_memory_bytes") };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const bench: Bench = {
  description: "hostile bodies soak: deep, wide, huge and NUL bodies against a running console; 5xx and memory",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    ensureBuild(log);
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    const started = startProcess("npm", ["start"], {
      cwd: ROOT,
      env: childEnv({ DATA_DIR: path.join(tmpDir, "data"), PORT: String(port), LOG_LEVEL: "warn", API_RATE_LIMIT_PER_MINUTE: "100000", METRICS_TOKEN }),
      logFile: path.join(tmpDir, "npm-start.log"),
    });
    try {
      await waitForHttp(`${origin}/sign-in`, started, { status: 200, timeoutMs: 120_000 });
      const pid = findProcess(started.pid, "next-server");
      if (pid === null) throw new Error("no next-server process under npm start");
      const cookie = await signIn(origin, "admin", DEMO_PASSWORD);
      const send = async (route: (typeof ROUTES)[number], body: string) => {
        const response = await fetch(`${origin}${route.path}`, {
          method: "POST",
          headers: { "content-type": "application/json", Origin: origin, ...(route.signedIn ? { Cookie: cookie } : {}) },
          body,
        });
        await response.arrayBuffer();
        return response.status;
      };
      // Every route once with a plain invalid body (routes compiled and loaded), then idle.
      for (const route of ROUTES) await send(route, "{}");
      await sleep(plan.idleWaitMs);
      const idle = rssMb(pid);
      const idleHeap = await heapOf(origin);
      log(
        `idle RSS ${idle.toFixed(0)} MB (heap ${idleHeap.heap.toFixed(0)}, external ${idleHeap.external.toFixed(0)}); soaking ${plan.soakS} s at ${plan.connections} connections`,
      );

      const times: number[] = [];
      const statuses = new Map<number, number>();
      let peak = idle;
      const sampler = setInterval(() => {
        peak = Math.max(peak, rssMb(pid));
      }, 200);
      const until = Date.now() + plan.soakS * 1000;
      let turn = 0;
      await Promise.all(
        Array.from({ length: plan.connections }, async () => {
          while (Date.now() < until) {
            const i = turn++;
            const route = ROUTES[i % ROUTES.length]!;
            const body = HOSTILE_BODIES[Math.floor(i / ROUTES.length) % HOSTILE_BODIES.length]!;
            const began = performance.now();
            const status = await send(route, body.json);
            if (times.length < 50_000) times.push(performance.now() - began);
            statuses.set(status, (statuses.get(status) ?? 0) + 1);
          }
        }),
      );
      clearInterval(sampler);
      peak = Math.max(peak, rssMb(pid));
      const sent = [...statuses.values()].reduce((a, b) => a + b, 0);
      log(`sent ${sent}: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}; peak RSS ${peak.toFixed(0)} MB; settling ${plan.settleMs / 1000} s`);
      const soakedHeap = await heapOf(origin);
      await sleep(plan.settleMs);
      const after = rssMb(pid);
      const afterHeap = await heapOf(origin);
      log(
        `heap used ${idleHeap.heap.toFixed(0)} MB idle, ${soakedHeap.heap.toFixed(0)} MB at the end of the soak, ${afterHeap.heap.toFixed(0)} MB after; external ${idleHeap.external.toFixed(0)} → ${afterHeap.external.toFixed(0)} MB`,
      );
      const stats = summarize(times);
      const fiveXx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, count]) => n + count, 0);
      const figures: Figure[] = [
        {
          name: "hostile body → its refusal",
          stat: "p50",
          value: stats.p50,
          unit: "ms",
          detail: { p95: stats.p95, max: stats.max },
          note: `${sent} requests at c=${plan.connections}: ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}`,
        },
        { name: "hostile bodies answered 5xx", stat: "total", value: fiveXx, unit: "count", target: { max: 0 } },
        { name: "next-server RSS during the soak", stat: "peak", value: peak, unit: "count", note: `MB · idle before: ${idle.toFixed(0)} MB` },
        {
          name: "V8 heap in use after the soak, over idle",
          stat: "delta",
          value: afterHeap.heap - idleHeap.heap,
          unit: "count",
          note: `MB · ${afterHeap.heap.toFixed(0)} MB after, ${soakedHeap.heap.toFixed(0)} MB at the end of the soak, ${idleHeap.heap.toFixed(0)} MB idle`,
        },
        {
          name: "next-server RSS after the soak, over idle",
          stat: "delta",
          value: after - idle,
          unit: "count",
          target: { max: 50 },
          note: `MB · ${after.toFixed(0)} MB ${plan.settleMs / 1000} s after the soak, ${idle.toFixed(0)} MB idle before`,
        },
      ];
      return figures;
    } finally {
      await started.stop();
    }
  },
};

export default bench;
