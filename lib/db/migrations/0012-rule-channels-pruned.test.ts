import SqliteDatabase from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, describe, expect, it } from "vitest";
import { testEngines } from "@/lib/db/testing";
import { type PostgresServer, startPostgres, throwawayPool } from "@/lib/testing/postgres";
import { migrationProvider } from "./index";

describe.each(testEngines())("migration 0012 (rules name no deleted channel) on %s", (engine) => {
  let server: PostgresServer | undefined;
  afterAll(async () => server?.stop());

  async function open(): Promise<Kysely<any>> {
    if (engine === "sqlite") return new Kysely({ dialect: new SqliteDialect({ database: new SqliteDatabase(":memory:") }) });
    server = await startPostgres({ empty: true });
    return new Kysely({ dialect: new PostgresDialect({ pool: throwawayPool(server) }) });
  }

  it("takes channels deleted before it off their rules, keeping the ones that exist", async () => {
    const db = await open();
    try {
      const migrator = new Migrator({ db, provider: migrationProvider });
      expect((await migrator.migrateTo("0011-opaque-report-ids")).error).toBeUndefined();
      const at = "2026-11-01T10:00:00.000Z";
      const { id: kept } = await db
        .insertInto("alert_channels")
        .values({ name: "ops", type: "slack", settings: "{}", sealed_secrets: "x", created_at: at, updated_at: at })
        .returning("id")
        .executeTakeFirstOrThrow();
      const rule = (name: string, channelIds: number[]) => ({
        name,
        condition: JSON.stringify({ kind: "service", problem: "unreachable" }),
        scope: "own",
        for_seconds: 0,
        keep_firing_seconds: 0,
        severity: "warning",
        channel_ids: JSON.stringify(channelIds),
        note: "",
        created_by: "admin",
        created_at: at,
        updated_at: at,
      });
      await db
        .insertInto("alert_rules")
        .values([rule("stale", [Number(kept), 999]), rule("gone", [998]), rule("fine", [Number(kept)])])
        .execute();

      expect((await migrator.migrateToLatest()).error).toBeUndefined();
      const rows = await db.selectFrom("alert_rules").select(["name", "channel_ids"]).orderBy("name").execute();
      expect(rows.map((r) => [r.name, JSON.parse(r.channel_ids)])).toEqual([
        ["fine", [Number(kept)]],
        ["gone", []],
        ["stale", [Number(kept)]],
      ]);
      expect((await migrator.migrateDown()).error).toBeUndefined();
      expect((await migrator.migrateToLatest()).error).toBeUndefined();
    } finally {
      await db.destroy();
    }
  });
});
