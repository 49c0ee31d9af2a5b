import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { testEngines } from "@/lib/db/testing";
import { type PostgresServer, startPostgres, throwawayPool } from "@/lib/testing/postgres";
import { migrationProvider } from "./index";

describe.each(testEngines())("migration 0024 (owning alerts, PagerDuty channels) on %s", (engine) => {
  let server: PostgresServer | undefined;
  afterAll(async () => server?.stop());

  async function open(): Promise<Kysely<any>> {
    if (engine === "sqlite") return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
    server = await startPostgres({ empty: true });
    return new Kysely({ dialect: new PostgresDialect({ pool: throwawayPool(server) }) });
  }

  it("lets PagerDuty channels in, keeps every channel and never hands out a deleted channel's id again; down takes them out", async () => {
    const db = await open();
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("0021-history-figure-gaps")).error).toBeUndefined();
      const at = "2026-11-01T10:00:00.000Z";
      const channel = (name: string, type: string) => ({ name, type, settings: "{}", sealed_secrets: "x", created_at: at, updated_at: at });
      await db
        .insertInto("alert_channels")
        .values([channel("ops", "slack"), channel("old", "webhook")])
        .execute();
      await db.deleteFrom("alert_channels").where("name", "=", "old").execute();
      await expect(db.insertInto("alert_channels").values(channel("pd", "pagerduty")).execute()).rejects.toThrow();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const { id } = await db.insertInto("alert_channels").values(channel("pd", "pagerduty")).returning("id").executeTakeFirstOrThrow();
      // Not 2: that was the deleted channel's (PostgreSQL's refused insert above took 3 as well).
      expect(Number(id)).toBeGreaterThan(2);
      const rows = await db.selectFrom("alert_channels").select(["id", "name"]).orderBy("id").execute();
      expect(rows.map((r) => [Number(r.id), r.name])).toEqual([
        [1, "ops"],
        [Number(id), "pd"],
      ]);

      expect((await migrator.migrateTo("0021-history-figure-gaps")).error).toBeUndefined();
      expect((await db.selectFrom("alert_channels").select("name").execute()).map((r) => r.name)).toEqual(["ops"]);
    } finally {
      await db.destroy();
    }
  });
});
