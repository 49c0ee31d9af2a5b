import type { QueryClient } from "@tanstack/react-query";
import { everyLivePrefix, prefixesFor, readLiveEvent } from "./live-invalidation";
import type { LiveState } from "./live-updates";
import { isShutdownBye, reconnectDelay, refusedReconnectDelay, shutdownReconnectDelay } from "./reconnect-delay";
import { readServerSentEvents, type ServerSentEvent } from "./server-sent-events";

/** The path of the stream (app/api/live/route.ts). */
export const LIVE_PATH = "/api/live";

/**
 * Opens the tab's event stream and keeps it open (live-updates.tsx); answers how to close it. Each
 * event invalidates the query prefixes it names; a drop reconnects with backoff and jitter, and
 * back up, everything an event could have refreshed is refreshed once. Read with fetch rather
 * than EventSource, which hides the answer's status: a 429 (too many streams open,
 * lib/live/live-response.ts) waits its Retry-After before asking again, and the page polls meanwhile.
 */
export function openLiveConnection(client: QueryClient, tabOrg: () => string, setState: (state: LiveState) => void): () => void {
  let abort: AbortController | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let missed = false;
  let closed = false;
  const invalidate = (prefixes: readonly (readonly unknown[])[]) => {
    for (const queryKey of prefixes) void client.invalidateQueries({ queryKey });
  };
  const down = (waitMs: number) => {
    if (closed) return;
    missed = true;
    setState("down");
    timer = setTimeout(connect, waitMs);
  };
  const onOpen = () => {
    attempt = 0;
    setState("live");
    if (missed) invalidate(everyLivePrefix(tabOrg()));
    missed = false;
  };
  /** Handles one event; true when the server said `bye` and this stream is over. */
  const onEvent = (event: ServerSentEvent): boolean => {
    if (event.name === "bye") {
      // The server ends each stream after a while, or when its session ended (lib/live/stream.ts):
      // open the next at once. At its shutdown, wait: at once would reach the closing server again.
      if (isShutdownBye(event.data)) down(shutdownReconnectDelay());
      else connect();
      return true;
    }
    let data: unknown;
    try {
      data = JSON.parse(event.data);
    } catch {
      return false;
    }
    const live = readLiveEvent(data);
    if (live) invalidate(prefixesFor(live, tabOrg()));
    return false;
  };
  const connect = async () => {
    if (closed) return;
    const controller = new AbortController();
    abort = controller;
    try {
      const response = await fetch(LIVE_PATH, { headers: { Accept: "text/event-stream" }, cache: "no-store", signal: controller.signal });
      if (!response.ok || !response.body) {
        void response.body?.cancel().catch(() => {});
        // Refused for too many streams: ask again after the server's wait, not with the quick backoff.
        const wait = response.status === 429 ? refusedReconnectDelay(response.headers.get("Retry-After"), attempt) : reconnectDelay(attempt);
        attempt++;
        down(wait);
        return;
      }
      onOpen();
      const ended = await readServerSentEvents(response.body, onEvent);
      if (!ended) down(reconnectDelay(attempt++));
    } catch {
      // The browser would retry on its own, but not with backoff: this tab decides.
      if (!controller.signal.aborted) down(reconnectDelay(attempt++));
    }
  };
  void connect();
  return () => {
    closed = true;
    clearTimeout(timer);
    abort?.abort();
  };
}
