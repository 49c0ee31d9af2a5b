"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { liveEventSchema } from "@/lib/live/events";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { everyLivePrefix, prefixesFor } from "./live-invalidation";
import { isShutdownBye, reconnectDelay, shutdownReconnectDelay } from "./reconnect-delay";

/** `connecting`: not open yet; `live`: open; `down`: dropped, reconnecting (the pages poll as before meanwhile). */
export type LiveState = "connecting" | "live" | "down";

const LiveContext = createContext<LiveState>("down");

/** The path of the stream (app/api/live/route.ts). */
export const LIVE_PATH = "/api/live";

/**
 * The tab's one event stream (GET /api/live), opened once for the console's pages and once on the
 * wall: each event invalidates the query prefixes it names, so only what changed is read again.
 * When the stream drops it reconnects with backoff and jitter (reconnect-delay.ts); meanwhile
 * `useLiveStatus()` is false and the pages poll at their usual rate. Back up, everything an event
 * could have refreshed is refreshed once, for the events missed while down.
 */
export function LiveUpdatesProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const org = useOrganizationScope();
  const orgRef = useRef(org);
  orgRef.current = org;
  const [state, setState] = useState<LiveState>("connecting");

  useEffect(() => {
    if (typeof EventSource === "undefined") {
      setState("down");
      return;
    }
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
        if (missed) invalidate(everyLivePrefix(orgRef.current));
        missed = false;
      };
      opened.onmessage = (message) => {
        let data: unknown;
        try {
          data = JSON.parse(message.data);
        } catch {
          return;
        }
        const event = liveEventSchema.safeParse(data);
        if (event.success) invalidate(prefixesFor(event.data, orgRef.current));
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
  }, [client]);

  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}

/** Whether this tab's live stream is up: the pages' polls relax while it is (lib/live/poll.ts). */
export function useLiveStatus(): { state: LiveState; live: boolean } {
  const state = useContext(LiveContext);
  return { state, live: state === "live" };
}
