import type { ReactNode } from "react";

/** A page's title, what it is for, and its actions; `compact` puts them on one short line (dense pages). */
export function PageHeader({ title, description, actions, compact = false }: { title: string; description?: string; actions?: ReactNode; compact?: boolean }) {
  return (
    <div className={`flex flex-wrap justify-between gap-2 ${compact ? "mb-2 items-center" : "mb-4 items-end"}`}>
      <div className={compact ? "flex flex-wrap items-baseline gap-x-3" : undefined}>
        <h1 className={compact ? "text-lg font-semibold" : "text-xl font-semibold"}>{title}</h1>
        {description ? <p className="text-sm text-muted">{description}</p> : null}
      </div>
      {actions}
    </div>
  );
}
