import SqliteDatabase from "better-sqlite3";
import { Kysely, SqliteDialect, sql } from "kysely";
import { describe, expect, it, vi } from "vitest";
import { withStatementCache } from "@/lib/db/create-db";
import { cachedStatement } from "@/lib/sqlite-statements";

describe("withStatementCache", () => {
  it("prepares each SQL text once, and Kysely's queries run on the cached statements", async () => {
    const database = new SqliteDatabase(":memory:");
    const prepare = vi.spyOn(database, "prepare");
    const db = new Kysely<{ t: { id: number; name: string } }>({ dialect: new SqliteDialect({ database: withStatementCache(database) }) });
    await db.schema
      .createTable("t")
      .addColumn("id", "integer", (c) => c.primaryKey())
      .addColumn("name", "text")
      .execute();
    for (const [id, name] of [
      [1, "a"],
      [2, "b"],
      [3, "c"],
    ] as const)
      await db.insertInto("t").values({ id, name }).execute();
    for (const id of [1, 2, 3]) expect(await db.selectFrom("t").select("name").where("id", "=", id).executeTakeFirst()).toEqual({ name: "abc"[id - 1] });
    // create table, one insert text, one select text.
    expect(prepare).toHaveBeenCalledTimes(3);
    // A schema change after a statement was cached: SQLite re-prepares it by itself.
    await sql`alter table t add column extra text`.execute(db);
    expect(await db.selectFrom("t").selectAll().where("id", "=", 1).executeTakeFirst()).toEqual({ id: 1, name: "a", extra: null });
    await db.destroy();
  });

  it("keeps at most its size, dropping the oldest text", () => {
    const database = new SqliteDatabase(":memory:");
    const prepare = vi.spyOn(database, "prepare");
    for (const sql of ["select 1", "select 2", "select 3", "select 3", "select 2"]) cachedStatement(database, sql, 2);
    expect(prepare).toHaveBeenCalledTimes(3);
    cachedStatement(database, "select 1", 2);
    expect(prepare).toHaveBeenCalledTimes(4);
    database.close();
  });
});
