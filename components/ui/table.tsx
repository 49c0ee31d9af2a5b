import type { ReactNode, TableHTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from "react";
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
