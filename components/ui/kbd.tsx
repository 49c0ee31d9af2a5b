import type { ComponentProps } from "react";

/**
 * A key as printed on the keyboard. Inside a button that names its key with `aria-keyshortcuts`,
 * pass `aria-hidden` so the key is not read into the button's name ("Approve", not "Approve a").
 */
export function Kbd({ className, ...props }: ComponentProps<"kbd">) {
  return <kbd className={`rounded border border-border bg-surface-sunken px-1 font-mono text-xs text-text ${className ?? ""}`} {...props} />;
}
