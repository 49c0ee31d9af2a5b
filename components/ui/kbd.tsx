import type { ReactNode } from "react";

/** A key as printed on the keyboard. */
export function Kbd({ children, className }: { children: ReactNode; className?: string }) {
  return <kbd className={`rounded border border-border bg-surface-sunken px-1 font-mono text-xs text-text ${className ?? ""}`}>{children}</kbd>;
}
