/** "password_changed_at" → "passwordChangedAt", as a type. */
type Camel<S extends string> = S extends `${infer Head}_${infer Tail}` ? `${Head}${Capitalize<Camel<Tail>>}` : S;

/** A row's named columns under camelCase keys. */
export type RowFields<Row, Column extends keyof Row & string> = { [K in Column as Camel<K>]: Row[K] };

const camel = (column: string) => column.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The named columns of a database row under camelCase keys (`created_at` → `createdAt`), values
 * as they are. Only the columns named are copied, so a row read with more (a password hash) gives
 * away nothing else.
 */
export function rowFields<Row, Column extends keyof Row & string>(row: Row, columns: readonly Column[]): RowFields<Row, Column> {
  return Object.fromEntries(columns.map((column) => [camel(column), row[column]])) as RowFields<Row, Column>;
}
