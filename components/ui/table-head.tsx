import { Th } from "./table";

/**
 * A `Table`'s header row from its column names; `actions` adds the last column of per-row buttons,
 * named for screen readers only: `<TableHead columns={["Name", "Status"]} actions />`.
 */
export function TableHead({ columns, actions = false }: { columns: readonly string[]; actions?: boolean }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <Th key={column}>{column}</Th>
        ))}
        {actions ? (
          <Th>
            <span className="sr-only">Actions</span>
          </Th>
        ) : null}
      </tr>
    </thead>
  );
}
