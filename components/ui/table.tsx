import type { CSSProperties, HTMLAttributes, ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
import { ScrollRegion } from "./scroll-region";

/**
 * Tables. `Table`/`Th`/`Td` are a plain <table> with the house look (dense rows, token borders).
 * `GridTable`/`GridRow`/`GridCell`/`GridHeader` are the same semantics in ARIA roles on a CSS
 * grid, for virtualized lists whose rows must be positioned (a <table>'s rows cannot be).
 * See docs/architecture.md ("Look").
 */

type TableProps = TableHTMLAttributes<HTMLTableElement> & { caption?: ReactNode; children: ReactNode; "data-testid"?: string };

export function Table({ caption, children, className = "", ...props }: TableProps) {
  return (
    <table className={`w-full border-collapse text-sm ${className}`} {...props}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {children}
    </table>
  );
}

/** A column header; `numeric` aligns it right, over figures. */
export function Th({ className = "", numeric = false, ...props }: ThHTMLAttributes<HTMLTableCellElement> & { numeric?: boolean }) {
  return (
    <th
      scope="col"
      className={`border-b border-border px-2 py-1.5 ${numeric ? "text-right" : "text-left"} text-xs font-medium text-muted ${className}`}
      {...props}
    />
  );
}

/** A header cell: its words, or the words with `numeric` (aligned right, over figures); false or null leaves the column out. */
export type Column = string | { label: string; numeric?: boolean } | false | null | undefined;

/**
 * A table's header row: `<TableHead columns={["Name", { label: "Count", numeric: true }]} actions />`.
 * `actions` adds a last column for the row's buttons, named for screen readers only.
 */
export function TableHead({ columns, actions = false, className }: { columns: readonly Column[]; actions?: boolean; className?: string }) {
  return (
    <thead className={className}>
      <tr>
        {columns.map((column) => {
          if (!column) return null;
          const { label, numeric } = typeof column === "string" ? { label: column, numeric: false } : column;
          return (
            <Th key={label} numeric={numeric}>
              {label}
            </Th>
          );
        })}
        {actions ? (
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        ) : null}
      </tr>
    </thead>
  );
}

/** The cell that names its row (`<th scope="row">`), in the look of a `Td`. */
export function RowHeader({ className = "", ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope="row" className={`border-b border-border px-2 py-1.5 text-left align-top font-normal ${className}`} {...props} />;
}

export function Td({ className = "", ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={`border-b border-border px-2 py-1.5 align-top ${className}`} {...props} />;
}

/**
 * A table with its header row in a region that scrolls sideways on its own (a wide table on a
 * phone): the caller draws one `<tr>` per item. `label` names the region and, unless `caption`
 * says more, the table.
 */
export function DataTable<T>({
  label,
  caption = label,
  columns,
  actions,
  items,
  row,
  ...props
}: Omit<TableProps, "caption" | "children"> & {
  label: string;
  caption?: ReactNode;
  columns: readonly Column[];
  actions?: boolean;
  items: readonly T[];
  row: (item: T) => ReactNode;
}) {
  return (
    <ScrollRegion label={label}>
      <Table caption={caption} {...props}>
        <TableHead columns={columns} actions={actions} />
        <tbody>{items.map(row)}</tbody>
      </Table>
    </ScrollRegion>
  );
}

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
