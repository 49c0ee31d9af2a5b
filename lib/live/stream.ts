import "server-only";
import type { Principal } from "@/lib/auth/principal";
import type { BusMessage, SessionsEnded } from "@/lib/bus/bus-message";
import type { LiveEvent } from "@/lib/bus/events";
import { registerLiveStreamsSource } from "@/lib/observability/metrics";
import { markShuttingDown, shuttingDown } from "@/lib/shutdown";
import { peekSingleton, singleton } from "@/lib/singleton";
import { mayReceive, namesOtherOrganization } from "./visibility";

/** A comment line this often keeps proxies and the browser from deciding the stream is dead. */
export const HEARTBEAT_MS = 20_000;
/** What the browser waits before reconnecting on its own (the console's client backs off further, components/live). */
export const RETRY_MS = 3_000;
/**
 * A stream ends after this long and the browser opens a new one, which reads the session again.
 * A sign-out, a removal, a role change or a revoked wall link ends its streams at once (told over
 * the bus, lib/bus/bus.ts endStreamsOfSessions); this bounds a stream whose message was lost
 * (an instance whose LISTEN was reconnecting).
 */
export const MAX_STREAM_MS = 10 * 60_000;

export type LiveStreamOptions = {
  principal: Principal;
  /** The request's signal: the browser went away. */
  signal: AbortSignal;
  subscribe: (listener: (message: BusMessage) => void) => () => void;
  /** Storage keys of the organizations the service key reaches ("" needs no look-up). */
  reachable: () => Promise<ReadonlySet<string>>;
  heartbeatMs?: number;
  maxStreamMs?: number;
};

const encoder = new TextEncoder();

/** One open stream: whose it is, and how to end it with a `bye`. */
type OpenStream = { principal: Principal; sayBye: (data?: ByeData) => void };

/** The open streams, counted per session and per user (or wall link) for the caps. */
type Counter = { streams: Set<OpenStream>; perSession: Map<string, number>; perOwner: Map<string, number> };

type ByeData = Record<string, string>;

/** What `bye` carries at shutdown: the browser waits before it opens the next stream (components/live). */
export const SHUTDOWN_BYE = { reason: "shutdown" } as const;
/** What `bye` carries when the stream's session ended: the browser's next stream is refused (401) or reads the new role. */
export const SESSION_ENDED_BYE = { reason: "session-ended" } as const;

/** How many streams may be open at once (LIVE_STREAMS_PER_SESSION, _PER_USER, _PER_PROCESS; docs/architecture.md "Live updates"). */
export type LiveStreamCaps = { perSession: number; perUser: number; perProcess: number };
/** Which cap a stream asked for would pass. */
export type LiveStreamCap = "session" | "user" | "process";

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
  for (const stream of [...liveStreams().streams]) stream.sayBye();
}

function liveStreams(): Counter {
  return singleton<Counter>("live-streams", () => {
    registerLiveStreamsSource(openLiveStreams);
    const created: Counter = { streams: new Set(), perSession: new Map(), perOwner: new Map() };
    endStreamsAtShutdown();
    return created;
  });
}

/** Streams open in this process now (the gauge lib/observability/metrics.ts reads at scrape time). */
export function openLiveStreams(): number {
  return peekSingleton<Counter>("live-streams")?.streams.size ?? 0;
}

/** A user's streams are counted together across their sessions; a wall link's across its screens. */
function ownerOf(principal: Principal): string {
  return principal.kind === "user" ? `user:${principal.userId}` : `wall:${principal.linkId}`;
}

/**
 * The cap one more stream of `principal` would pass in this process, or null when it may open.
 * The counts are this process's: with several instances each holds its own (a socket is held
 * where it is open). A stream is counted from the moment liveStream() returns, so a check and
 * the stream it admits run with no await between them (lib/live/live-response.ts).
 */
export function liveStreamCapReached(principal: Principal, caps: LiveStreamCaps): LiveStreamCap | null {
  const counter = liveStreams();
  if (counter.streams.size >= caps.perProcess) return "process";
  if ((counter.perOwner.get(ownerOf(principal)) ?? 0) >= caps.perUser) return "user";
  if (principal.sessionId && (counter.perSession.get(principal.sessionId) ?? 0) >= caps.perSession) return "session";
  return null;
}

/** Whether a `sessions.ended` message names the session this stream was opened with. */
function endsSessionOf(principal: Principal, ended: SessionsEnded): boolean {
  if (ended.sessionId !== undefined) return principal.sessionId === ended.sessionId;
  if (ended.userId !== undefined)
    return (
      principal.kind === "user" && principal.userId === ended.userId && (ended.exceptSessionId === undefined || principal.sessionId !== ended.exceptSessionId)
    );
  return principal.kind === "wall" && principal.linkId === ended.wallLinkId;
}

function countIn(map: Map<string, number>, key: string, by: 1 | -1): void {
  const next = (map.get(key) ?? 0) + by;
  if (next > 0) map.set(key, next);
  else map.delete(key);
}

/**
 * One browser tab's server-sent events: a `retry:` hint, then one `id:`-numbered message per event
 * this principal may see (its JSON names what to refresh, never a record), a heartbeat comment, and
 * `event: bye` before it ends at MAX_STREAM_MS, at shutdown, or at once when its session ends (on
 * any instance, told over the bus). Everything it holds is released when the browser goes away,
 * the stream is cancelled or it ends.
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
      const unsubscribe = options.subscribe((message) => {
        if (message.type !== "sessions.ended") void deliver(message).catch(() => {});
        else if (endsSessionOf(options.principal, message)) sayBye(SESSION_ENDED_BYE);
      });
      const heartbeat = setInterval(() => send(": heartbeat\n\n"), options.heartbeatMs ?? HEARTBEAT_MS);
      const ending = setTimeout(() => sayBye(), options.maxStreamMs ?? MAX_STREAM_MS);
      heartbeat.unref?.();
      ending.unref?.();
      const sayBye = (data: ByeData = shuttingDown() ? SHUTDOWN_BYE : {}) => {
        send(`event: bye\ndata: ${JSON.stringify(data)}\n\n`);
        finish();
      };
      const open: OpenStream = { principal: options.principal, sayBye };
      const owner = ownerOf(options.principal);
      const session = options.principal.sessionId;
      function finish() {
        if (done) return;
        done = true;
        counter.streams.delete(open);
        countIn(counter.perOwner, owner, -1);
        if (session) countIn(counter.perSession, session, -1);
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
      counter.streams.add(open);
      countIn(counter.perOwner, owner, 1);
      if (session) countIn(counter.perSession, session, 1);
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
