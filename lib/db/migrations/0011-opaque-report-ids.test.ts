import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { testEngines } from "@/lib/db/testing";
import { type PostgresServer, startPostgres, throwawayPool } from "@/lib/testing/postgres";
import { migrationProvider } from "./index";

describe.each(testEngines())("migration 0011 (report ids as text) on %s", (engine) => {
  let server: PostgresServer | undefined;
  afterAll(async () => server?.stop());

  async function open(): Promise<Kysely<any>> {
    if (engine === "sqlite") return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
    server = await startPostgres({ empty: true });
    return new Kysely({ dialect: new PostgresDialect({ pool: throwawayPool(server) }) });
  }

  it("keeps every indexed report, and then takes string ids", async () => {
    const db = await open();
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("0010-one-held-review")).error).toBeUndefined();
      const row = {
        organization: "acme",
        created_at: "2026-11-01T10:00:00.000Z",
        updated_at: "2026-11-01T10:00:00.000Z",
        indexed_at: "2026-11-02T00:00:00.000Z",
      };
      await db
        .insertInto("report_index")
        .values([
          { ...row, id: 7, duplicate_of: null },
          { ...row, id: 8, duplicate_of: 7 },
        ])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const kept = await db.selectFrom("report_index").select(["id", "organization", "duplicate_of", "created_at"]).orderBy("id").execute();
      expect(kept).toEqual([
        { id: "7", organization: "acme", duplicate_of: null, created_at: row.created_at },
        { id: "8", organization: "acme", duplicate_of: "7", created_at: row.created_at },
      ]);
      await db
        .insertInto("report_index")
        .values({ ...row, id: "rpt_1234567890abcdef", duplicate_of: "rpt_0" })
        .execute();
      const found = await db.selectFrom("report_index").select("duplicate_of").where("id", "=", "rpt_1234567890abcdef").executeTakeFirst();
      expect(found?.duplicate_of).toBe("rpt_0");
      // Down and up again both work.
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
