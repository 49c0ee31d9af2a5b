import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { registerLiveStreamsSource } from "@/lib/observability/metrics";
import { markShuttingDown, shuttingDown } from "@/lib/shutdown";
import { peekSingleton, singleton } from "@/lib/singleton";
import type { LiveEvent } from "./events";
import { mayReceive, namesOtherOrganization } from "./visibility";

/** A comment line this often keeps proxies and the browser from deciding the stream is dead. */
export const HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting on its own (the console's client backs off further, components/live). */
export const RETRY_MS = 3_000;
/**
 * A stream ends after this long and the browser opens a new one, which reads the session again:
 * a stream outlives a sign-out or a revoked wall link by at most this.
 */
export const MAX_STREAM_MS = 10 * 60_000;

export type LiveStreamOptions = {
  principal: Principal;
  /** The request's signal: the browser went away. */
  signal: AbortSignal;
  subscribe: (listener: (event: LiveEvent) => void) => () => void;
  /** Storage keys of the organizations the service key reaches ("" needs no look-up). */
  reachable: () => Promise<ReadonlySet<string>>;
  heartbeatMs?: number;
  maxStreamMs?: number;
};

const encoder = new TextEncoder();

/** The open streams' count, and how to end each one (at shutdown). */
type Counter = { open: number; enders: Set<() => void> };

/** What `bye` carries at shutdown: the browser waits before it opens the next stream (components/live). */
export const SHUTDOWN_BYE = { reason: "shutdown" } as const;

/**
 * At SIGTERM or SIGINT every open stream says `bye` and ends, and a stream asked for after that
 * ends at once. A stream is a request that never ends on its own for MAX_STREAM_MS, and
 * `next start` waits for open requests before it exits, so without this a rolling restart (or a
 * test's server) would wait up to ten minutes: a browser told `bye` opens its next stream at once,
 * on the same kept-alive connection, which the closing server still serves.
 */
function endStreamsAtShutdown(): void {
  process.once("SIGTERM", endOpenLiveStreams);
  process.once("SIGINT", endOpenLiveStreams);
}

/** Every open stream says `bye` (shutdown) and ends, and any opened later ends at once. */
export function endOpenLiveStreams(): void {
  markShuttingDown();
  for (const end of [...liveStreams().enders]) end();
}

function liveStreams(): Counter {
  return singleton<Counter>("live-streams", () => {
    registerLiveStreamsSource(openLiveStreams);
    const created: Counter = { open: 0, enders: new Set() };
    endStreamsAtShutdown();
    return created;
  });
}

/** Streams open in this process now (the gauge lib/observability/metrics.ts reads at scrape time). */
export function openLiveStreams(): number {
  return peekSingleton<Counter>("live-streams")?.open ?? 0;
}

/**
 * One browser tab's server-sent events: a `retry:` hint, then one `id:`-numbered message per event
 * this principal may see (its JSON names what to refresh, never a record), a heartbeat comment, and
 * `event: bye` before it ends at MAX_STREAM_MS. Everything it holds is released when the browser
 * goes away, the stream is cancelled or it ends.
 */
export function liveStream(options: LiveStreamOptions): ReadableStream<Uint8Array> {
  const counter = liveStreams();
  let release: (() => void) | null = null;

  return new ReadableStream<Uint8Array>({
    start(controller) {
      let sequence = 0;
      let done = false;
      const send = (text: string) => {
        if (done) return;
        try {
          controller.enqueue(encoder.encode(text));
        } catch {
          finish(); // the stream was closed under us
        }
      };
      const deliver = async (event: LiveEvent) => {
        const reachable = namesOtherOrganization(event) ? await options.reachable() : EMPTY;
        if (!mayReceive(options.principal, event, reachable)) return;
        sequence++;
        send(`id: ${sequence}\ndata: ${JSON.stringify(event)}\n\n`);
      };
      const unsubscribe = options.subscribe((event) => void deliver(event).catch(() => {}));
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      const ending = setTimeout(() => sayBye(), options.maxStreamMs ?? MAX_STREAM_MS);
      heartbeat.unref?.();
      ending.unref?.();
      const sayBye = () => {
        send(`event: bye\ndata: ${JSON.stringify(shuttingDown() ? SHUTDOWN_BYE : {})}\n\n`);
        finish();
      };
      function finish() {
        if (done) return;
        done = true;
        counter.open--;
        counter.enders.delete(sayBye);
        unsubscribe();
        clearInterval(heartbeat);
        clearTimeout(ending);
        options.signal.removeEventListener("abort", finish);
        try {
          controller.close();
        } catch {
          // already closed or errored
        }
      }
      release = finish;
      counter.open++;
      counter.enders.add(sayBye);
      options.signal.addEventListener("abort", finish);
      send(`retry: ${RETRY_MS}\n: open\n\n`);
      if (options.signal.aborted) finish();
      else if (shuttingDown()) sayBye();
    },
    cancel() {
      release?.();
    },
  });
}

const EMPTY: ReadonlySet<string> = new Set();
