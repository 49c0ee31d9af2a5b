import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { ApiError } from "@/lib/bff/errors";
import { subscribeLive } from "@/lib/bus/bus";
import { getEnv } from "@/lib/env";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import { type LiveStreamCap, liveStream, liveStreamCapReached } from "./stream";

/** What a refused tab waits before it asks for a stream again; it polls meanwhile (components/live). */
export const LIVE_REFUSED_RETRY_SECONDS = 30;

const CAP_WORDS: Record<LiveStreamCap, string> = {
  session: "This browser has too many live update streams open",
  user: "You have too many live update streams open",
  process: "The console has as many live update streams open as it serves",
};

/**
 * The event stream as a Response, or a 429 when one more would pass a cap (per session, user or
 * process: env LIVE_STREAMS_PER_*): each stream holds a socket and a file descriptor for minutes,
 * and 988 of one viewer's exhausted a 1,024 open-file limit, after which nobody could sign in.
 * `no-transform` keeps a compressing proxy (and Next's own compression) from buffering it;
 * `X-Accel-Buffering: no` does the same for nginx.
 */
export async function liveResponse(principal: Principal, signal: AbortSignal, options: { probe?: boolean } = {}): Promise<Response> {
  const env = getEnv();
  const cap = liveStreamCapReached(principal, {
    perSession: env.LIVE_STREAMS_PER_SESSION,
    perUser: env.LIVE_STREAMS_PER_USER,
    perProcess: env.LIVE_STREAMS_PER_PROCESS,
  });
  if (cap) {
    throw new ApiError(429, "TOO_MANY_STREAMS", `${CAP_WORDS[cap]}; this page checks for changes on its usual schedule instead`, undefined, {
      "Retry-After": String(LIVE_REFUSED_RETRY_SECONDS),
    });
  }
  if (options.probe) return new Response(null, { status: 204 });
  // No await between the check and the stream: it is counted as liveStream() returns.
  const body = liveStream({
    principal,
    signal,
    subscribe: subscribeLive,
    reachable: async () => new Set((await reachableOrganizations()).map((o) => o.slug)),
  });
  return new Response(body, {
    headers: {
      "Content-Type": "text/event-stream; charset=utf-8",
      "Cache-Control": "no-cache, no-store, no-transform",
      "X-Accel-Buffering": "no",
    },
  });
}
