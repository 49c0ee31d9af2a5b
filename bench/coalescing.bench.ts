// Coalescing (issue 8.2): many wall screens polling the same queue snapshot cost the service one
// call per reuse window. 200 wall clients, each with its own wall link and wall session (as 200
// screens would be), poll POST /api/operations/queues/snapshot with the wall's own body for a
// minute; a counting proxy between the console and the standalone service sees the upstream calls.
import path from "node:path";
import { type SeenCall, startCountingProxy } from "./console/counting-proxy";
import { createWallLink, signIn, wallSession } from "./console/session";
import { BENCH_ADMIN_PASSWORD, type ConsoleHandle, startConsole, startService } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

type Plan = { clients: number; durationMs: number; pollMs: number; reuseMs: number };
// A poll a second per screen is 15× the wall's fastest refresh (15 s): the stress is the point.
const FULL: Plan = { clients: 200, durationMs: 60_000, pollMs: 1_000, reuseMs: 10_000 };
const SMOKE: Plan = { clients: 20, durationMs: 4_000, pollMs: 1_000, reuseMs: 2_000 };

/** What /wall sends for its default view (lib/queries/snapshot `snapshotBody({})`). */
const WALL_BODY = JSON.stringify({ all: false, windowHours: 168 });
const SNAPSHOT_PATH = "/api/v2/operations/queues/snapshot";

type ClientTally = { ok: number; failed: number; latencies: number[] };

async function pollAsWall(origin: string, cookie: string, plan: Plan, until: number): Promise<ClientTally> {
  const tally: ClientTally = { ok: 0, failed: 0, latencies: [] };
  // Screens are not in step: each starts somewhere within the first interval.
  await new Promise((r) => setTimeout(r, Math.random() * plan.pollMs));
  while (Date.now() < until) {
    const started = performance.now();
    try {
      const response = await fetch(`${origin}/api/operations/queues/snapshot`, {
        method: "POST",
        headers: { "content-type": "application/json", Origin: origin, Cookie: cookie },
        body: WALL_BODY,
      });
      await response.arrayBuffer();
      if (response.status === 200) tally.ok += 1;
      else tally.failed += 1;
    } catch {
      tally.failed += 1;
    }
    const took = performance.now() - started;
    tally.latencies.push(took);
    await new Promise((r) => setTimeout(r, Math.max(0, plan.pollMs - took)));
  }
  return tally;
}

/** The most calls that started within any span of `windowMs` (sliding, anchored at each call). */
export function maxPerWindow(calls: SeenCall[], windowMs: number): number {
  const times = calls.map((c) => c.at).sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; i < times.length; i++) {
    while (times[j]! <= times[i]! - windowMs) j++;
    best = Math.max(best, i - j + 1);
  }
  return best;
}

function isWallSnapshot(call: SeenCall): boolean {
  if (call.method !== "POST" || !call.path.startsWith(SNAPSHOT_PATH)) return false;
  try {
    const body = JSON.parse(call.body) as Record<string, unknown>;
    return body.all === false && body.windowHours === 168 && body.slug === undefined;
  } catch {
    return false;
  }
}

const bench: Bench = {
  description: "coalescing: wall clients polling one snapshot → upstream calls per reuse window",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const service = await startService({ dataDir: path.join(tmpDir, "service"), logDir: tmpDir });
    const proxy = await startCountingProxy(service.baseUrl);
    let rampart: ConsoleHandle | undefined;
    try {
      rampart = await startConsole({
        dataDir: path.join(tmpDir, "console"),
        logDir: tmpDir,
        upstream: { baseUrl: proxy.baseUrl, apiKey: service.apiKey },
        env: { UPSTREAM_REUSE_MS: String(plan.reuseMs), LOG_LEVEL: "warn" },
        log,
      });
      const origin = rampart.origin;
      const admin = await signIn(origin, "admin", BENCH_ADMIN_PASSWORD);
      log(`creating ${plan.clients} wall links and signing a wall session in with each`);
      const cookies: string[] = [];
      for (let i = 0; i < plan.clients; i++) cookies.push(await wallSession(origin, await createWallLink(origin, admin, `bench wall ${i + 1}`)));

      log(`${plan.clients} clients polling every ${plan.pollMs} ms for ${plan.durationMs / 1000} s (reuse window ${plan.reuseMs / 1000} s)`);
      const firstCall = proxy.calls.length;
      const started = Date.now();
      const tallies = await Promise.all(cookies.map((cookie) => pollAsWall(origin, cookie, plan, started + plan.durationMs)));
      const elapsed = Date.now() - started;

      const seen = proxy.calls.slice(firstCall);
      const wall = seen.filter(isWallSnapshot);
      const others = seen.filter((c) => !isWallSnapshot(c));
      const ok = tallies.reduce((n, t) => n + t.ok, 0);
      const failed = tallies.reduce((n, t) => n + t.failed, 0);
      const latency = summarize(tallies.flatMap((t) => t.latencies));
      const windows = Math.ceil(elapsed / plan.reuseMs);
      const figures: Figure[] = [
        {
          name: `upstream snapshot calls in any ${plan.reuseMs / 1000} s window`,
          stat: "max",
          value: maxPerWindow(wall, plan.reuseMs),
          unit: "count",
          target: { max: 1 },
          note: `${wall.length} calls in ${(elapsed / 1000).toFixed(0)} s (${windows} windows) for ${ok.toLocaleString("en-US")} console answers`,
        },
        {
          name: "console snapshot answers per upstream call",
          stat: "ratio",
          value: wall.length === 0 ? Number.NaN : ok / wall.length,
          unit: "x",
          note: `${plan.clients} wall sessions (one link each), ${failed} failed${others.length ? ` · ${others.length} other upstream calls` : ""}`,
        },
        { name: "wall client snapshot latency", stat: "p50", value: latency.p50, unit: "ms", detail: { p95: latency.p95, p99: latency.p99 } },
      ];
      return figures;
    } finally {
      await rampart?.stop();
      await proxy.close();
      await service.stop();
    }
  },
};

export default bench;
