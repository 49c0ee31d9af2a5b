import type { ReactNode } from "react";

/**
 * The views bar's box and line: the page's title first, the page's own actions last, the views
 * between (`children`) and notes under the line (`below`). Without views it is what /reports shows
 * until the bar's code has loaded (lazy-views-bar.tsx).
 */
export function ViewsBarFrame({ heading, actions, children, below }: { heading?: ReactNode; actions?: ReactNode; children?: ReactNode; below?: ReactNode }) {
  return (
    <section aria-label="Saved views" data-testid="views-bar" className="mb-2 border-b border-border pb-1.5 text-sm">
      <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {heading ? <div className="mr-2 shrink-0">{heading}</div> : null}
        {children}
        {actions ? <div className="ml-auto flex items-center gap-3">{actions}</div> : null}
      </div>
      {below}
    </section>
  );
}
