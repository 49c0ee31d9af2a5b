import "server-only";
import type { Database, Statement } from "better-sqlite3";

const caches = new WeakMap<Database, Map<string, Statement>>();
const MAX_STATEMENTS = 256;

/** A prepared statement per distinct SQL text (dynamic filter combinations), kept per connection. */
export function cachedStatement(db: Database, sql: string): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (cache.size >= MAX_STATEMENTS) cache.delete(cache.keys().next().value!);
    cache.set(sql, statement);
  }
  return statement;
}
