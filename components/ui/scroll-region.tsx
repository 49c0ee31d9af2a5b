import type { ReactNode } from "react";

/**
 * A region that scrolls on its own (a wide table on a phone): focusable and named, so it can be
 * scrolled with the keyboard (WCAG 2.1.1; axe's scrollable-region-focusable). It is positioned
 * (`relative`) so that absolutely placed content inside, such as a table's `sr-only` header text,
 * scrolls with it instead of widening the page (/alerts was 617 px wide at 390 px).
 */
export function ScrollRegion({ label, className = "overflow-x-auto", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section tabIndex={0} aria-label={label} className={`relative ${className} focus-visible:outline-2 focus-visible:outline-accent`}>
      {children}
    </section>
  );
}
