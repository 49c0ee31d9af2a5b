// A service far away, on loopback: the counting proxy (counting-proxy.ts) holding every exchange
// for a network round trip (default 150 ms) with uniform jitter, half on the way there and half
// on the way back. The far-service bench runs it in process; by hand, in front of `npm run service`:
//   npx tsx bench/console/delay-proxy.ts [--target http://127.0.0.1:4010/api/v2] [--port 4020] [--rtt 150] [--jitter 10]
// then start the console with UPSTREAM_URL=http://127.0.0.1:4020/api/v2. (Connection set-up is
// not delayed: the console keeps its upstream connections alive.)
import { pathToFileURL } from "node:url";
import { type CountingProxy, startCountingProxy } from "./counting-proxy";

export const DEFAULT_ROUND_TRIP_MS = 150;
export const DEFAULT_JITTER_MS = 10;

export type Delay = { roundTripMs: number; jitterMs: number };

/** One exchange's round trip: `roundTripMs` ± up to `jitterMs`, uniformly, never below 0. `random` is in [0, 1). */
export function roundTripOf(delay: Delay, random: number): number {
  return Math.max(0, delay.roundTripMs + (random * 2 - 1) * delay.jitterMs);
}

export function startDelayProxy(targetBase: string, delay: Delay, port?: number): Promise<CountingProxy> {
  return startCountingProxy(targetBase, { roundTripMs: () => roundTripOf(delay, Math.random()), port });
}

function option(argv: string[], name: string, fallback: string): string {
  const index = argv.indexOf(`--${name}`);
  return index === -1 ? fallback : (argv[index + 1] ?? fallback);
}

async function main(argv: string[]): Promise<void> {
  const target = option(argv, "target", "http://127.0.0.1:4010/api/v2");
  const port = Number(option(argv, "port", "4020"));
  const delay = {
    roundTripMs: Number(option(argv, "rtt", String(DEFAULT_ROUND_TRIP_MS))),
    jitterMs: Number(option(argv, "jitter", String(DEFAULT_JITTER_MS))),
  };
  if (![port, delay.roundTripMs, delay.jitterMs].every((n) => Number.isFinite(n) && n >= 0)) {
    console.error("--port, --rtt and --jitter take non-negative numbers");
    process.exit(2);
  }
  const proxy = await startDelayProxy(target, delay, port);
  console.log(`delay proxy ${proxy.baseUrl} → ${target}: round trip ${delay.roundTripMs} ± ${delay.jitterMs} ms`);
  let logged = 0;
  setInterval(() => {
    for (; logged < proxy.calls.length && Number.isFinite(proxy.calls[logged]!.answeredAt); logged++) {
      const call = proxy.calls[logged]!;
      console.log(`${new Date(call.at).toISOString()} ${call.method} ${call.path} ${call.answeredAt - call.at} ms`);
    }
  }, 500).unref();
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => void proxy.close().then(() => process.exit(0)));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) void main(process.argv.slice(2));
