"use client";

import { useSyncExternalStore } from "react";
import { viewerTimeZone } from "@/lib/format/time";

/**
 * The one clock hook. The current time, rounded to the step, shared by every caller of the
 * same step and ticking with it; `null` while rendering on the server and hydrating (the
 * server's clock and zone are not the viewer's, so time-relative text is written only in the
 * browser). See docs/architecture.md ("Words").
 */

type Step = "second" | "minute";
const STEP_MS: Record<Step, number> = { second: 1000, minute: 60_000 };

type Clock = { current: number; listeners: Set<() => void>; timer: ReturnType<typeof setInterval> | null };
const clocks: Record<Step, Clock> = {
  second: { current: 0, listeners: new Set(), timer: null },
  minute: { current: 0, listeners: new Set(), timer: null },
};

const read = (step: Step) => Math.floor(Date.now() / STEP_MS[step]) * STEP_MS[step];

function subscriber(step: Step) {
  return (listener: () => void) => {
    const clock = clocks[step];
    clock.listeners.add(listener);
    if (clock.timer === null) {
      clock.current = read(step);
      // Tick more often than the step so the display never lags a whole step behind.
      clock.timer = setInterval(
        () => {
          const next = read(step);
          if (next === clock.current) return;
          clock.current = next;
          for (const l of clock.listeners) l();
        },
        step === "second" ? 250 : 15_000,
      );
    }
    return () => {
      clock.listeners.delete(listener);
      if (clock.listeners.size === 0 && clock.timer !== null) {
        clearInterval(clock.timer);
        clock.timer = null;
      }
    };
  };
}

const subscribers = { second: subscriber("second"), minute: subscriber("minute") };
const snapshots = {
  second: () => (clocks.second.timer === null ? read("second") : clocks.second.current),
  minute: () => (clocks.minute.timer === null ? read("minute") : clocks.minute.current),
};
const serverSnapshot = () => null;

/** The current time to the minute (default) or second; null on the server and while hydrating. */
export function useNow(step: Step = "minute"): number | null {
  return useSyncExternalStore(subscribers[step], snapshots[step], serverSnapshot);
}

const noSubscribe = () => () => {};

/** The viewer's IANA time zone; null on the server and while hydrating. */
export function useTimeZone(): string | null {
  return useSyncExternalStore(noSubscribe, viewerTimeZone, serverSnapshot);
}
