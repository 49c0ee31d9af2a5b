"use client";

import { useEffect, useState } from "react";

/**
 * The current time, re-read every `intervalMs` (for "N s ago" and clocks). Null during the
 * server render and hydration, so server and browser render the same markup.
 */
export function useSecondClock(intervalMs = 1000): number | null {
  const [now, setNow] = useState<number | null>(null);
  useEffect(() => {
    setNow(Date.now());
    const timer = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  return now;
}
