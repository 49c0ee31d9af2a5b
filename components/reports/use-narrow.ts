"use client";

import { useSyncExternalStore } from "react";
import { NARROW_QUERY } from "./report-columns";

/** True below Tailwind's `sm` width, where report rows are three-line cards (false on the server). */
export function useNarrow(): boolean {
  return useSyncExternalStore(
    (listener) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const media = window.matchMedia(NARROW_QUERY);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    () => typeof window.matchMedia === "function" && window.matchMedia(NARROW_QUERY).matches,
    () => false,
  );
}
