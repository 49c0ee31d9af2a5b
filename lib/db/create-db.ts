import "server-only";
import fs from "node:fs";
import path from "node:path";
import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import pg from "pg";
import { cachedStatement } from "@/lib/sqlite-statements";
import { migrationProvider } from "./migrations";
import type { Database } from "./schema";

export interface CreateDbOptions {
  /** A postgres:// URL. When set, PostgreSQL is used and sqlitePath is ignored. */
  databaseUrl?: string;
  /** SQLite file (its folder is created) or ":memory:". */
  sqlitePath?: string;
}

/** Opens the console store on either engine and brings its schema up to date. */
export async function createDb(options: CreateDbOptions): Promise<Kysely<Database>> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl) : openSqlite(options.sqlitePath);
  try {
    await migrateToLatest(db);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openPostgres(url: string): Kysely<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client losing its connection (server restart) must not crash the process.
  pool.on("error", () => {});
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

function openSqlite(sqlitePath: string | undefined): Kysely<Database> {
  if (!sqlitePath) throw new Error("createDb needs databaseUrl or sqlitePath");
  if (sqlitePath !== ":memory:") fs.mkdirSync(path.dirname(sqlitePath), { recursive: true });
  const database = new SqliteDatabase(sqlitePath);
  database.pragma("journal_mode = WAL");
  database.pragma("foreign_keys = ON");
  database.pragma("busy_timeout = 5000");
  database.pragma("synchronous = NORMAL");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
  sqliteHandles.set(db, database);
  return db;
}

const sqliteHandles = new WeakMap<Kysely<any>, SqliteDatabase.Database>();

/** The better-sqlite3 connection under a store opened by `createDb` on SQLite (not a Transaction of it); else undefined. */
export function sqliteHandleOf(db: Kysely<any>): SqliteDatabase.Database | undefined {
  return sqliteHandles.get(db);
}

/**
 * The database as Kysely's SQLite driver sees it, with each SQL text prepared once: the driver
 * prepares every query anew, and preparing was the largest single cost of a signed-in API call
 * (bench/console.md, proxy-cost). Reusing a statement is safe because the driver runs one query at
 * a time on its one connection (a mutex).
 */
export function withStatementCache(database: SqliteDatabase.Database) {
  return { close: () => void database.close(), prepare: (sql: string) => cachedStatement(database, sql) };
}

export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === "Error");
    const detail = error instanceof Error ? error.message : String(error);
    throw new Error(`Console database migration ${failed?.migrationName ?? ""} failed: ${detail}`, { cause: error });
  }
}
