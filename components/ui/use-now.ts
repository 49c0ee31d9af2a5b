"use client";

import { useSyncExternalStore } from "react";

const MINUTE_MS = 60_000;
let current = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | null = null;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (timer === null) {
    current = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
    timer = setInterval(() => {
      current = Math.floor(Date.now() / MINUTE_MS) * MINUTE_MS;
      for (const l of listeners) l();
    }, 15_000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== null) {
      clearInterval(timer);
      timer = null;
    }
  };
}

/**
 * The current time to the minute, shared by every caller and ticking once a minute; `null`
 * while rendering on the server and hydrating (the server's clock and time zone are not the
 * viewer's, so time-relative text is only written in the browser).
 */
export function useNow(): number | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
