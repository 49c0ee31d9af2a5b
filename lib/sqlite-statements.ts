import "server-only";
import type { Database, Statement } from "better-sqlite3";

const caches = new WeakMap<Database, Map<string, Statement>>();
const MAX_STATEMENTS = 256;

/**
 * A prepared statement per distinct SQL text, kept per connection; the oldest goes when the cache
 * is full. Used by the embedded service's store (dynamic filter combinations) and by the console's
 * own store (lib/db/create-db.ts, under Kysely). SQLite re-prepares a cached statement by itself
 * when the schema changes.
 */
export function cachedStatement(db: Database, sql: string, max = MAX_STATEMENTS): Statement {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    statement = db.prepare(sql);
    if (cache.size >= max) cache.delete(cache.keys().next().value!);
    cache.set(sql, statement);
  }
  return statement;
}
