// The console store as the threats bench opens it on either engine: migrated by the console's own
// createDb, and a second handle on the same database whose every query's time Kysely logs, so a
// call that runs two queries (/assets' page and its count) gives each one's time.
import "server-only";
import SqliteDatabase from "better-sqlite3";
import { Kysely, type LogEvent, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import { createDb, withStatementCache } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { startPostgresCluster } from "@/lib/testing/postgres";

export type Engine = "sqlite" | "postgres";

export type QueryTime = { sql: string; ms: number };

export type BenchStore = {
  engine: Engine;
  /** The console's own store handle (the sync writes through it). */
  db: Kysely<Database>;
  /** The same database with each query timed: `taken()` hands over the times logged since the last call. */
  timed: Kysely<Database>;
  taken(): QueryTime[];
  close(): Promise<void>;
};

export async function openBenchStore(engine: Engine, sqlitePath: string): Promise<BenchStore> {
  let times: QueryTime[] = [];
  const log = (event: LogEvent) => {
    if (event.level === "query") times.push({ sql: event.query.sql, ms: event.queryDurationMillis });
  };
  const taken = () => {
    const out = times;
    times = [];
    return out;
  };
  if (engine === "sqlite") {
    const db = await createDb({ sqlitePath });
    const handle = new SqliteDatabase(sqlitePath);
    const timed = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(handle) }), log });
    return {
      engine,
      db,
      timed,
      taken,
      async close() {
        await timed.destroy();
        await db.destroy();
      },
    };
  }
  const server = await startPostgresCluster();
  const db = await createDb({ databaseUrl: server.url });
  const pool = new pg.Pool({ connectionString: server.url, max: 10 });
  pool.on("error", () => {});
  const timed = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  return {
    engine,
    db,
    timed,
    taken,
    async close() {
      await timed.destroy();
      await db.destroy();
      await server.stop();
    },
  };
}
