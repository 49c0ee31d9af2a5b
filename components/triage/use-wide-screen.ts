"use client";

import { useSyncExternalStore } from "react";

const QUERY = "(min-width: 1024px)";

/** True from Tailwind's `lg` width: the detail sits beside the queue; narrower, under the tapped item. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    (listener) => {
      const media = window.matchMedia(QUERY);
      media.addEventListener("change", listener);
      return () => media.removeEventListener("change", listener);
    },
    () => window.matchMedia(QUERY).matches,
    () => true,
  );
}
