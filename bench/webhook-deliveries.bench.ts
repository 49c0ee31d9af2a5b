// Service webhooks in (issue 32): how many deliveries one running console accepts per second
// (verify the signature over the raw body, store the row, answer 2xx), and the latency of each, at
// one connection and at several. Every body is distinct, so every delivery is stored (a repeat is
// answered without a row). The console runs in demo mode on SQLite, as a single
// instance does (`next start`, as the other console benches); its effects run after the answer
// and are not in the figure.
import { createHmac } from "node:crypto";
import path from "node:path";
import { startConsole } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const SECRET = "rampart-bench-webhook-secret-0123";
type Plan = { seconds: number; connections: readonly number[] };
const FULL: Plan = { seconds: 20, connections: [1, 8] };
const SMOKE: Plan = { seconds: 2, connections: [2] };

let sequence = 0;
/** A debug.test delivery as the service sends it, made distinct by a sequence number, and its signature. */
function delivery(): { body: string; signature: string } {
  const body = JSON.stringify({ event: "debug.test", created_at: new Date().toISOString(), data: { bench: ++sequence } });
  return { body, signature: `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}` };
}

async function soak(origin: string, connections: number, seconds: number) {
  const times: number[] = [];
  const statuses = new Map<number, number>();
  const until = performance.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const { body, signature } = delivery();
        const began = performance.now();
        const response = await fetch(`${origin}/api/webhooks/service`, {
          method: "POST",
          headers: { "Content-Type": "application/json", "X-ChainPatrol-Signature": signature },
          body,
        });
        await response.arrayBuffer();
        const ms = performance.now() - began;
        if (response.ok) times.push(ms);
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      }
    }),
  );
  return { times, statuses, perSecond: times.length / seconds };
}

const bench: Bench = {
  description: "service webhooks in: deliveries per second one console accepts (verify + store + 2xx) and their latency",
  async run({ smoke, tmpDir, log }) {
    const plan = smoke ? SMOKE : FULL;
    // `next start` of the build (built first when missing or older than its sources), demo mode.
    const server = await startConsole({
      dataDir: path.join(tmpDir, "data"),
      logDir: tmpDir,
      env: { LOG_LEVEL: "warn", SERVICE_WEBHOOK_SECRET: SECRET, SERVICE_WEBHOOK_RATE_PER_MINUTE: "1000000" },
      log,
    });
    const origin = server.origin;
    try {
      // The route compiled and loaded, the store open.
      await soak(origin, 1, smoke ? 0.2 : 2);
      const figures: Figure[] = [];
      for (const connections of plan.connections) {
        const { times, statuses, perSecond } = await soak(origin, connections, plan.seconds);
        const stats = summarize(times);
        const refused = [...statuses].filter(([s]) => s >= 300).reduce((n, [, count]) => n + count, 0);
        log(`c=${connections}: ${times.length} stored in ${plan.seconds} s; ${[...statuses].map(([s, n]) => `${s}×${n}`).join(", ")}`);
        figures.push(
          { name: `deliveries accepted · c=${connections}`, stat: "rate", value: perSecond, unit: "count", note: "per second (verify + store + 2xx)" },
          {
            name: `delivery → 2xx · c=${connections}`,
            stat: "p99",
            value: stats.p99,
            unit: "ms",
            detail: { p50: stats.p50, p95: stats.p95, max: stats.max },
            note: `${times.length} deliveries`,
          },
          { name: `deliveries not answered 2xx · c=${connections}`, stat: "total", value: refused, unit: "count", target: { max: 0 } },
        );
      }
      return figures;
    } finally {
      await server.stop();
    }
  },
};

export default bench;
