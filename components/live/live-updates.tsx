"use client";

import { useQueryClient } from "@tanstack/react-query";
import { createContext, type ReactNode, useContext, useEffect, useRef, useState } from "react";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

/** `connecting`: not open yet; `live`: open; `down`: dropped, reconnecting (the pages poll as before meanwhile). */
export type LiveState = "connecting" | "live" | "down";

const LiveContext = createContext<LiveState>("down");

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
    // The stream's code (and every query key an event names) is loaded here, after hydration, not
    // with the page: the stream opens after hydration anyway (bench/console/first-load.ts).
    let close: (() => void) | null = null;
    let ended = false;
    void import("./live-connection").then(({ openLiveConnection }) => {
      if (!ended) close = openLiveConnection(client, () => orgRef.current, setState);
    });
    return () => {
      ended = true;
      close?.();
    };
  }, [client]);

  return <LiveContext.Provider value={state}>{children}</LiveContext.Provider>;
}

/** Whether this tab's live stream is up: the pages' polls relax while it is (lib/live/poll.ts). */
export function useLiveStatus(): { state: LiveState; live: boolean } {
  const state = useContext(LiveContext);
  return { state, live: state === "live" };
}
