import type { QueryClient } from "@tanstack/react-query";
import { everyLivePrefix, prefixesFor, readLiveEvent } from "./live-invalidation";
import type { LiveState } from "./live-updates";
import { isShutdownBye, reconnectDelay, shutdownReconnectDelay } from "./reconnect-delay";

/** The path of the stream (app/api/live/route.ts). */
export const LIVE_PATH = "/api/live";

/**
 * Opens the tab's event stream and keeps it open (live-updates.tsx); answers how to close it. Each
 * event invalidates the query prefixes it names; a drop reconnects with backoff and jitter, and
 * back up, everything an event could have refreshed is refreshed once.
 */
export function openLiveConnection(client: QueryClient, tabOrg: () => string, setState: (state: LiveState) => void): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let attempt = 0;
  let missed = false;
  const invalidate = (prefixes: readonly (readonly unknown[])[]) => {
    for (const queryKey of prefixes) void client.invalidateQueries({ queryKey });
  };
  const connect = () => {
    const opened = new EventSource(LIVE_PATH);
    source = opened;
    opened.onopen = () => {
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
      timer = setTimeout(connect, reconnectDelay(attempt++));
    };
  };
  connect();
  return () => {
    clearTimeout(timer);
    source?.close();
  };
}
