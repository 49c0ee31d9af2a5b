import "server-only";
import type { Database } from "better-sqlite3";
import { cachedStatement } from "@/lib/sqlite-statements";

/**
 * A token that changes whenever any row of the database may have changed: `total_changes()`
 * counts every row this connection inserted, updated or deleted (rolled-back ones too), and
 * `PRAGMA data_version` moves when another connection commits. Equal tokens ⇒ same data, so
 * anything derived from the rows can be reused while the token stays the same — without each
 * writer having to remember to invalidate it.
 */
export function dataVersion(db: Database): string {
  const row = cachedStatement(db, "SELECT total_changes() AS changes, data_version AS version FROM pragma_data_version()").get() as {
    changes: number;
    version: number;
  };
  return `${row.changes}:${row.version}`;
}
