"use client";

import { useCallback, useSyncExternalStore } from "react";

/** How tall the report table's rows are; compact unless the reader chose comfortable (remembered in localStorage). */
export type Density = "compact" | "comfortable";

const KEY = "rampart.reports.density";
const listeners = new Set<() => void>();

function read(): Density {
  try {
    return window.localStorage.getItem(KEY) === "comfortable" ? "comfortable" : "compact";
  } catch {
    return "compact";
  }
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

export function useDensity(): [Density, (next: Density) => void] {
  const density = useSyncExternalStore(subscribe, read, () => "compact" as const);
  const set = useCallback((next: Density) => {
    try {
      window.localStorage.setItem(KEY, next);
    } catch {
      // Private windows may refuse storage: the choice then lasts for this page only.
    }
    for (const l of listeners) l();
  }, []);
  return [density, set];
}
