import "server-only";
import fs from "node:fs";
import path from "node:path";
import BetterSqlite3, { type Database } from "better-sqlite3";
import { configureConnection, createSchema } from "./schema";

/**
 * Opens (creating if needed) the service database with its pragmas and schema: a file,
 * ":memory:", or a copy in memory of a database's `serialize()` image.
 */
export function openServiceDatabase(dbPath: string | Buffer): Database {
  if (typeof dbPath === "string" && dbPath !== ":memory:") fs.mkdirSync(path.dirname(dbPath), { recursive: true });
  const db = new BetterSqlite3(dbPath);
  configureConnection(db);
  createSchema(db);
  return db;
}

export function isSeeded(db: Database): boolean {
  return db.prepare("SELECT 1 FROM meta WHERE key = 'seeded_at'").get() !== undefined;
}
