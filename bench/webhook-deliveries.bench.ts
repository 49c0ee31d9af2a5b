// Service webhooks in (issue 32): how many deliveries one running console accepts per second
// (verify the signature over the raw body, store the row, answer 2xx), and the latency of each, at
// one connection and at several. Every body is distinct, so every delivery is stored (a repeat is
// answered without a row). The console runs in demo mode on SQLite, as a single
// instance does (`next start`, as the other console benches); its effects run after the answer
// and are not in the figure.
import { createHmac } from "node:crypto";
import path from "node:path";
import { signIn } from "./console/session";
import { BENCH_ADMIN_PASSWORD, startConsole } from "./console/stack";
import { summarize } from "./lib/stats";
import type { Bench, Figure } from "./lib/types";

const SECRET = "rampart-bench-webhook-secret-0123";
type Plan = { seconds: number; connections: readonly number[]; streams: number };
const FULL: Plan = { seconds: 20, connections: [1, 8], streams: 200 };
const SMOKE: Plan = { seconds: 2, connections: [2], streams: 5 };

let sequence = 0;
/** A debug.test delivery as the service sends it, made distinct by a sequence number, and its signature. */
function delivery(): { body: string; signature: string } {
  const body = JSON.stringify({ event: "debug.test", created_at: new Date().toISOString(), data: { bench: ++sequence } });
  return { body, signature: `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}` };
}

/** An admin's open event stream (GET /api/live), counting the webhook.received events it is told of. */
function openStream(origin: string, cookie: string): { heard: () => number; opened: Promise<void>; close(): void } {
  const abort = new AbortController();
  let heard = 0;
  let markOpen: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => {
    markOpen = resolve;
  });
  void (async () => {
    const response = await fetch(`${origin}/api/live`, { headers: { Cookie: cookie }, signal: abort.signal });
    if (!response.ok) throw new Error(`/api/live answered ${response.status}`);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = "";
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      if (text.includes(": open")) markOpen();
      let end = text.indexOf("\n\n");
      while (end >= 0) {
        if (text.slice(0, end).includes('"webhook.received"')) heard++;
        text = text.slice(end + 2);
        end = text.indexOf("\n\n");
      }
    }
  })().catch(() => undefined);
  return { heard: () => heard, opened, close: () => abort.abort() };
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
      env: {
        LOG_LEVEL: "warn",
        SERVICE_WEBHOOK_SECRET: SECRET,
        SERVICE_WEBHOOK_RATE_PER_MINUTE: "1000000",
        RAMPART_ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD,
        API_RATE_LIMIT_PER_MINUTE: "100000",
      },
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
      // The same at the most connections, with admins' event streams open: each stored delivery is
      // told to every one of them (webhook.received), so the fan-out runs beside the receiving.
      const connections = plan.connections[plan.connections.length - 1]!;
      const cookie = await signIn(origin, "admin", BENCH_ADMIN_PASSWORD);
      const streams = Array.from({ length: plan.streams }, () => openStream(origin, cookie));
      try {
        await Promise.all(streams.map((s) => s.opened));
        const { times, perSecond } = await soak(origin, connections, plan.seconds);
        const stats = summarize(times);
        await new Promise((r) => setTimeout(r, 2_000)); // the inbox job tells the streams after the answer
        const heard = streams.map((s) => s.heard()).sort((x, y) => x - y);
        log(`c=${connections} with ${plan.streams} streams: ${times.length} stored; streams heard ${heard[0]}–${heard[heard.length - 1]} events`);
        const without = figures.find((f) => f.name === `deliveries accepted · c=${connections}`)!.value;
        figures.push(
          {
            name: `deliveries accepted · c=${connections}, ${plan.streams} open streams`,
            stat: "rate",
            value: perSecond,
            unit: "count",
            note: `per second; ${(perSecond / without).toFixed(2)}× the rate with none open, same run`,
          },
          {
            name: `delivery → 2xx · c=${connections}, ${plan.streams} open streams`,
            stat: "p99",
            value: stats.p99,
            unit: "ms",
            detail: { p50: stats.p50, p95: stats.p95, max: stats.max },
            note: `${times.length} deliveries; the least-told stream heard ${heard[0]} of them`,
          },
        );
      } finally {
        for (const s of streams) s.close();
      }
      return figures;
    } finally {
      await server.stop();
    }
  },
};

export default bench;
