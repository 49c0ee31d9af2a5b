"use client";

import { useRef, useState } from "react";
import { Button } from "./button";

type Outcome = "idle" | "copied" | "selected";

/**
 * A value shown once (a signing secret): the value in a selectable box and a Copy button. The
 * button says "Copied" when the clipboard took it; when the browser refuses the clipboard (no
 * permission, not a secure context) the value is selected instead, and the words say to copy it.
 */
export function CopyableSecret({ value, label, testId }: { value: string; label: string; testId?: string }) {
  const box = useRef<HTMLElement>(null);
  const [outcome, setOutcome] = useState<Outcome>("idle");

  function selectValue() {
    const el = box.current;
    const selection = typeof window === "undefined" ? null : window.getSelection();
    if (el && selection) {
      selection.removeAllRanges();
      const range = document.createRange();
      range.selectNodeContents(el);
      selection.addRange(range);
    }
    setOutcome("selected");
  }

  async function copy() {
    try {
      if (!navigator.clipboard?.writeText) throw new Error("no clipboard");
      await navigator.clipboard.writeText(value);
      setOutcome("copied");
    } catch {
      selectValue();
    }
  }

  return (
    <span className="mt-1 flex flex-wrap items-center gap-2" data-testid={testId}>
      <code ref={box} className="min-w-0 break-all rounded border border-border bg-surface px-1.5 py-0.5 font-mono text-xs select-all">
        {value}
      </code>
      <Button size="sm" onClick={() => void copy()} aria-label={`Copy ${label}`}>
        {outcome === "copied" ? "Copied" : "Copy"}
      </Button>
      <span role="status" className="text-xs">
        {outcome === "copied"
          ? `${label} copied.`
          : outcome === "selected"
            ? "The browser refused the clipboard: the value is selected, press Ctrl+C (⌘C) to copy it."
            : ""}
      </span>
    </span>
  );
}
