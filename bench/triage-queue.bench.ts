// The triage queue with the service far away (issue 17): the standalone service seeded so about
// 500 acme reports need the customer's review, behind the delay proxy (150 ms ± 10 ms round trip,
// console/delay-proxy.ts); the built console with UPSTREAM_URL at the proxy. Every upstream
// exchange is counted at the proxy. Cold = the first GET /api/triage/queue on a console just
// started (it walks every page); warm = the same read once the walk is cached; then 20 reviewers
// poll the queue and their reviews as /triage does, and the walks they cause are counted.
import path from "node:path";
import { QUEUE_FRESH_MS } from "@/lib/triage/queue-store";
import type { CountingProxy, SeenCall } from "./console/counting-proxy";
import { DEFAULT_JITTER_MS, DEFAULT_ROUND_TRIP_MS, startDelayProxy } from "./console/delay-proxy";
import { describeRoundTrips, exchangesBetween, sequentialRoundTrips } from "./console/round-trips";
import { signIn } from "./console/session";
import { BENCH_ADMIN_PASSWORD, QUIET_CONSOLE_ENV, startConsole, startService } from "./console/stack";
import { percentile } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

type Plan = {
  /** Acme reports seeded; about 9 % of them need the customer's review (5,600 → ~500). */
  reports: number;
  warmReads: number;
  reviewers: number;
  /** How long the reviewers poll, and how often each asks (the page's own 15 s, scaled down for smoke). */
  windowMs: number;
  pollMs: number;
};
const FULL: Plan = { reports: 5_600, warmReads: 10, reviewers: 20, windowMs: 60_000, pollMs: 15_000 };
const SMOKE: Plan = { reports: 600, warmReads: 2, reviewers: 20, windowMs: 2_000, pollMs: 1_000 };

const isListPage = (c: SeenCall) => c.path.includes("/organization/reports") && c.path.includes("needsCustomerReview");
/** A walk begins with a list call without a cursor. */
const isWalkStart = (c: SeenCall) => isListPage(c) && !/[?&](cursor|next_page)=/.test(c.path);

async function timedGet(url: string, cookie: string): Promise<{ ms: number; body: { total?: number; items?: unknown[] } }> {
  const started = performance.now();
  const response = await fetch(url, { headers: { Cookie: cookie } });
  const body = (await response.json()) as { total?: number; items?: unknown[] };
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { ms, body };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until the proxy has answered everything it was asked (a background walk included). */
async function quiet(proxy: CountingProxy, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (proxy.calls.some((c) => !Number.isFinite(c.answeredAt)) && Date.now() < deadline) await sleep(20);
}

/** `reviewers` clients, each polling the queue and its reviews every `pollMs`, starting spread over the first period. */
async function reviewersPolling(origin: string, cookies: string[], plan: Plan): Promise<{ reads: number; slowestMs: number }> {
  const until = Date.now() + plan.windowMs;
  let reads = 0;
  let slowestMs = 0;
  await Promise.all(
    cookies.map(async (cookie, i) => {
      await sleep((plan.pollMs * i) / cookies.length);
      while (Date.now() < until) {
        const next = Date.now() + plan.pollMs;
        const [queue] = await Promise.all([timedGet(`${origin}/api/triage/queue?limit=50`, cookie), timedGet(`${origin}/api/triage/reviews`, cookie)]);
        reads += 1;
        slowestMs = Math.max(slowestMs, queue.ms);
        await sleep(Math.max(0, Math.min(next, until) - Date.now()));
      }
    }),
  );
  return { reads, slowestMs };
}

const bench: Bench = {
  description: "/triage's queue with the service 150 ms away and ~500 reports to review: cold walk, warm first item, and upstream calls with 20 reviewers open",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    const delay = {
      roundTripMs: Number(process.env.BENCH_ROUND_TRIP_MS ?? DEFAULT_ROUND_TRIP_MS),
      jitterMs: Number(process.env.BENCH_JITTER_MS ?? DEFAULT_JITTER_MS),
    };
    const delayNote = `round trip ${delay.roundTripMs} ± ${delay.jitterMs} ms`;
    const service = await startService({ dataDir: path.join(tmpDir, "service"), logDir: tmpDir, args: ["--reports", String(plan.reports)] });
    const proxy = await startDelayProxy(service.baseUrl, delay);
    const rampart = await startConsole({
      dataDir: path.join(tmpDir, "console"),
      logDir: tmpDir,
      upstream: { baseUrl: proxy.baseUrl, apiKey: service.apiKey },
      env: QUIET_CONSOLE_ENV,
      log,
    });
    try {
      const cookie = await signIn(rampart.origin, "admin", BENCH_ADMIN_PASSWORD);
      await quiet(proxy);
      const queueUrl = `${rampart.origin}/api/triage/queue?limit=50`;

      // Cold: nothing cached; the read waits for the whole walk.
      const coldFrom = Date.now();
      const cold = await timedGet(queueUrl, cookie);
      const coldCalls = exchangesBetween(proxy.calls, coldFrom, Date.now());
      const pages = coldCalls.filter(isListPage).length;
      log(`cold: ${cold.ms.toFixed(0)} ms, ${coldCalls.length} upstream calls (${pages} list pages), total ${cold.body.total}`);
      await quiet(proxy);

      // Warm: the walk is cached and fresh; the first item is one store read away.
      const warm: { ms: number; trips: number; calls: SeenCall[] }[] = [];
      for (let i = 0; i < plan.warmReads; i++) {
        const from = Date.now();
        const read = await timedGet(`${rampart.origin}/api/triage/queue?limit=1`, cookie);
        if ((read.body.items?.length ?? 0) === 0) throw new Error("the warm read answered no first item");
        const calls = exchangesBetween(proxy.calls, from, Date.now());
        warm.push({ ms: read.ms, trips: sequentialRoundTrips(calls), calls });
      }
      await quiet(proxy);

      // 20 reviewers with /triage open: the reads are many, the walks must be one per refresh.
      // One session each, signed in one after the other (the console hashes a few passwords at a time).
      const cookies: string[] = [];
      for (let i = 0; i < plan.reviewers; i++) cookies.push(await signIn(rampart.origin, "admin", BENCH_ADMIN_PASSWORD));
      const windowFrom = Date.now();
      const polled = await reviewersPolling(rampart.origin, cookies, plan);
      const windowTo = Date.now();
      await quiet(proxy);
      // Calls that began in the window (a walk it started is counted whole).
      const windowCalls = proxy.calls.filter((c) => c.at >= windowFrom && c.at <= windowTo + 60_000);
      const walks = windowCalls.filter((c) => c.at <= windowTo && isWalkStart(c)).length;
      const perMinute = (n: number) => (n * 60_000) / (windowTo - windowFrom);
      const refreshesPerMinute = 60_000 / QUEUE_FRESH_MS;
      const callsPerWalk = coldCalls.length;
      log(
        `20 reviewers: ${polled.reads} queue reads, ${walks} walks, ${windowCalls.length} upstream calls in ${((windowTo - windowFrom) / 1000).toFixed(0)} s`,
      );

      const figures: Figure[] = [
        {
          name: "triage queue · cold, time to the full queue",
          stat: "once",
          value: cold.ms,
          unit: "ms",
          note: `${cold.body.total} pending proposals on ${pages} pages of 20 · ${coldCalls.length} upstream calls in ${sequentialRoundTrips(coldCalls)} sequential round trips · ${delayNote}`,
        },
        {
          name: "triage queue · warm, upstream round trips before the first item",
          stat: "max",
          value: Math.max(...warm.map((w) => w.trips)),
          unit: "count",
          target: { max: 1 },
          detail: { "calls, all reads": warm.reduce((n, w) => n + w.calls.length, 0) },
          note: `${warm.length} reads · ${
            describeRoundTrips(
              warm.flatMap((w) => w.calls),
              "/api/v2",
            ) || "no upstream call"
          }`,
        },
        {
          name: "triage queue · warm, time to the first item",
          stat: "p50",
          value: percentile(
            warm.map((w) => w.ms),
            50,
          ),
          unit: "ms",
          detail: { max: Math.max(...warm.map((w) => w.ms)) },
          note: `${warm.length} reads of /api/triage/queue?limit=1`,
        },
        {
          name: `triage queue · walks per minute, ${plan.reviewers} reviewers open`,
          stat: "rate",
          value: perMinute(walks),
          unit: "count",
          // One walk per refresh: the cached queue is refreshed once it is QUEUE_FRESH_MS old.
          target: { max: refreshesPerMinute },
          detail: { walks, "queue reads": polled.reads },
          note: `each reviewer reads the queue and its reviews every ${plan.pollMs / 1000} s for ${plan.windowMs / 1000} s · refresh after ${QUEUE_FRESH_MS / 1000} s · slowest read ${polled.slowestMs.toFixed(0)} ms`,
        },
        {
          name: `triage queue · upstream calls per minute, ${plan.reviewers} reviewers open`,
          stat: "rate",
          value: perMinute(windowCalls.length),
          unit: "count",
          target: { max: refreshesPerMinute * callsPerWalk },
          detail: { calls: windowCalls.length, "calls per walk": callsPerWalk },
          note: "target: one walk (brands + every list page) per refresh",
        },
      ];
      return figures;
    } finally {
      await rampart.stop();
      await proxy.close();
      await service.stop();
    }
  },
};

export default bench;
