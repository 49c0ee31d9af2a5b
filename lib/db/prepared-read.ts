import "server-only";
import { type Compilable, CompiledQuery, type InferResult, type Kysely } from "kysely";
import { cachedStatement } from "@/lib/sqlite-statements";
import { sqliteHandleOf } from "./create-db";
import type { Database } from "./schema";

/** Stands for the i-th argument while a prepared read is built: Kysely makes it a parameter like any value. */
class Slot {
  constructor(readonly index: number) {}
}

type Template = { sql: string; parameters: readonly unknown[] };

/**
 * A read the console runs on every API call (the session's reads): built and compiled to SQL once
 * per store, then run with each call's arguments. On SQLite, when no transaction holds the
 * connection, it runs at once on the prepared statement, not through Kysely's executor, which
 * costs several times the read itself inside the server (bench/console.md, issue 19, session 9).
 * That is safe because better-sqlite3 is synchronous: nothing can run between the check and the
 * read. Inside a transaction, or on a Transaction or PostgreSQL, it goes through Kysely as usual.
 *
 * `build` receives stand-ins, not the arguments, so the query's shape cannot depend on them. Use
 * each argument as a plain value (compared, inserted), never inside `sql` or as an identifier.
 */
export function preparedRead<Args extends readonly unknown[], Q extends Compilable<unknown>>(
  build: (db: Kysely<Database>, ...args: Args) => Q,
): (db: Kysely<Database>, ...args: Args) => Promise<InferResult<Q>[number] | undefined> {
  type Row = InferResult<Q>[number];
  const templates = new WeakMap<Kysely<Database>, Template>();
  const templateFor = (db: Kysely<Database>, arity: number): Template => {
    let template = templates.get(db);
    if (!template) {
      const slots = Array.from({ length: arity }, (_, i) => new Slot(i)) as unknown as Args;
      const compiled = build(db, ...slots).compile();
      template = { sql: compiled.sql, parameters: compiled.parameters };
      templates.set(db, template);
    }
    return template;
  };
  return async (db, ...args) => {
    const template = templateFor(db, args.length);
    const parameters = template.parameters.map((p) => (p instanceof Slot ? args[p.index] : p));
    const sqlite = sqliteHandleOf(db);
    if (sqlite && !sqlite.inTransaction) return cachedStatement(sqlite, template.sql).get(parameters) as Row | undefined;
    const { rows } = await db.executeQuery<Row>(CompiledQuery.raw(template.sql, parameters));
    return rows[0];
  };
}
