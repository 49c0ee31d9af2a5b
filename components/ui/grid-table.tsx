import type { CSSProperties, HTMLAttributes, ReactNode } from "react";

// A table of positioned rows (a virtual list: /reports), apart from table.tsx's <table>
// primitives so a page drawing only this grid loads none of those (the /reports budget).

type Div = HTMLAttributes<HTMLDivElement> & { "data-testid"?: string; [data: `data-${string}`]: string | undefined };

export function GridTable({ label, children, className = "" }: { label: string; children: ReactNode; className?: string }) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: rows are positioned for virtualization, which <table> rows cannot be
    <div role="table" aria-label={label} className={className}>
      {children}
    </div>
  );
}

/** The header row of a GridTable; `columns` is the grid template every row shares. */
export function GridHeader({
  columns,
  labels,
  height,
  className = "",
}: {
  columns: string;
  labels: readonly { key: string; label: string }[];
  height: number;
  className?: string;
}) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: see GridTable
    <div role="rowgroup" className={`sticky top-0 z-10 bg-surface-raised ${className}`}>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GridTable; a header row takes no focus */}
      <div role="row" className="grid border-b border-border text-xs font-medium text-muted" style={{ gridTemplateColumns: columns, height }}>
        {labels.map((c) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GridTable; headers take no focus
          <div key={c.key} role="columnheader" className="flex items-center px-2">
            {c.label}
          </div>
        ))}
      </div>
    </div>
  );
}

export function GridRow({ style, ...props }: Div & { style?: CSSProperties }) {
  // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: see GridTable; the row's link takes the focus
  return <div role="row" style={style} {...props} />;
}

export function GridCell(props: Div) {
  // biome-ignore lint/a11y/useSemanticElements: see GridTable
  return <div role="cell" {...props} />;
}
