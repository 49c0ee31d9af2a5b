"use client";

import { useLayoutEffect, useRef, useState } from "react";

/**
 * The text of a field that is committed to the URL on Enter or blur (not per keystroke).
 *
 * It follows the committed value when that changes later (Back, "Clear filters"), never at mount:
 * React keeps what a field holds while it hydrates, so text typed while the page was loading is
 * taken over here, before a later render would write the (empty) state over it.
 */
export function useCommittedDraft<T extends HTMLInputElement = HTMLInputElement>(committed: string) {
  const ref = useRef<T>(null);
  const [draft, setDraft] = useState(committed);
  const followed = useRef(committed);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, at mount, against the value rendered on the server
  useLayoutEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== committed) setDraft(typed);
  }, []);

  useLayoutEffect(() => {
    if (followed.current === committed) return;
    followed.current = committed;
    setDraft(committed);
  }, [committed]);

  return { ref, draft, setDraft };
}
