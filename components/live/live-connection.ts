import type { QueryClient } from "@tanstack/react-query";
import { everyLivePrefix, prefixesFor, readLiveEvent } from "./live-invalidation";
import type { LiveState } from "./live-updates";
import { isShutdownBye, reconnectDelay, refusedReconnectDelay, shutdownReconnectDelay } from "./reconnect-delay";

/** The path of the stream (app/api/live/route.ts). */
export const LIVE_PATH = "/api/live";

/**
 * Opens the tab's event stream and keeps it open (live-updates.tsx); answers how to close it. Each
 * event invalidates the query prefixes it names; a drop reconnects with backoff and jitter, and
 * back up, everything an event could have refreshed is refreshed once. A stream refused before it
 * opened may have been refused for too many streams (429, lib/live/live-response.ts), which an
 * EventSource does not say: the tab asks the route's probe, and after a 429 waits its Retry-After
 * before the next stream (the page polls meanwhile) instead of asking again within seconds.
 */
export function openLiveConnection(client: QueryClient, tabOrg: () => string, setState: (state: LiveState) => void): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let missed = false;
  let closed = false;
  const invalidate = (prefixes: readonly (readonly unknown[])[]) => {
    for (const queryKey of prefixes) void client.invalidateQueries({ queryKey });
  };
  const connect = () => {
    const opened = new EventSource(LIVE_PATH);
    source = opened;
    let wasOpen = false;
    opened.onopen = () => {
      wasOpen = true;
      attempt = 0;
      setState("live");
      if (missed) invalidate(everyLivePrefix(tabOrg()));
      missed = false;
    };
    opened.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(message.data);
      } catch {
        return;
      }
      const event = readLiveEvent(data);
      if (event) invalidate(prefixesFor(event, tabOrg()));
    };
    // The server ends each stream after a while (lib/live/stream.ts MAX_STREAM_MS): open the next at
    // once. At its shutdown, wait: at once would reach the closing server again on the same connection.
    opened.addEventListener("bye", (message) => {
      opened.close();
      if (!isShutdownBye(message.data)) {
        connect();
        return;
      }
      missed = true;
      setState("down");
      timer = setTimeout(connect, shutdownReconnectDelay());
    });
    opened.onerror = () => {
      // The browser would retry on its own, but not after a 401 or with backoff: this tab decides.
      opened.close();
      missed = true;
      setState("down");
      if (wasOpen) {
        timer = setTimeout(connect, reconnectDelay(attempt++));
        return;
      }
      void waitBeforeRetry(attempt++).then((ms) => {
        if (!closed && ms !== null) timer = setTimeout(connect, ms);
      });
    };
  };
  connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    source?.close();
  };
}

/**
 * How long to wait after a stream that never opened: the server's Retry-After when it refuses streams
 * (429), else the backoff; null when the session is gone (401, 403: signed out, removed, a revoked wall
 * link), which no retry mends: the page's own reads say so and lead to sign-in.
 */
async function waitBeforeRetry(attempt: number): Promise<number | null> {
  try {
    const probe = await fetch(`${LIVE_PATH}?probe=1`, { cache: "no-store" });
    if (probe.status === 401 || probe.status === 403) return null;
    if (probe.status === 429) return refusedReconnectDelay(probe.headers.get("Retry-After"), attempt);
  } catch {
    // unreachable: the backoff below
  }
  return reconnectDelay(attempt);
}
