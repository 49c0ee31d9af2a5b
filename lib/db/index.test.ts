import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { resetEnvForTests } from "@/lib/env";
import { closeDb, createDb, getDb } from "./index";

describe("getDb", () => {
  const saved = { ...process.env };
  let dir: string;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-getdb-"));
    delete process.env.DATABASE_URL;
    process.env.DATA_DIR = path.join(dir, "nested", "data");
    resetEnvForTests();
  });

  afterEach(async () => {
    await closeDb();
    process.env = { ...saved };
    resetEnvForTests();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("opens one migrated SQLite store in DATA_DIR, shared by every caller", async () => {
    const [a, b] = await Promise.all([getDb(), getDb()]);
    expect(a).toBe(b);
    expect(fs.existsSync(path.join(dir, "nested", "data", "console.sqlite"))).toBe(true);
    const tables = await a.introspection.getTables();
    expect(tables.map((t) => t.name).sort()).toEqual([
      "alert_channels",
      "alert_delivery_attempts",
      "alert_notification_transitions",
      "alert_notifications",
      "alert_rules",
      "alert_silences",
      "alert_states",
      "alert_transitions",
      "asset_follows",
      "audit_events",
      "console_state",
      "digest_deliveries",
      "digest_sends",
      "digests",
      "filing_drafts",
      "follow_mail",
      "item_marks",
      "item_notes",
      "item_tags",
      "job_runs",
      "leases",
      "mark_batches",
      "oidc_logins",
      "queue_history",
      "report_index",
      "report_index_sync",
      "review_outbox",
      "saved_view_defaults",
      "saved_views",
      "sessions",
      "threat_asset_brands",
      "threat_assets",
      "threat_funnel_tally",
      "threat_sync",
      "threat_watchlist",
      "triage_claims",
      "triage_escalations",
      "triage_queue",
      "triage_refusals",
      "users",
      "wall_links",
      "webhook_inbox",
      "webhook_secret_rotations",
    ]);
    const journal = await (await import("kysely")).sql<{ journal_mode: string }>`pragma journal_mode`.execute(a);
    expect(journal.rows[0].journal_mode).toBe("wal");
  });

  it("re-opens after closeDb and keeps data; migrating again is a no-op", async () => {
    const db = await getDb();
    await db.insertInto("users").values({ username: "x", password_hash: "h", role: "viewer", created_at: "t", updated_at: "t" }).execute();
    await closeDb();
    const again = await getDb();
    expect(again).not.toBe(db);
    expect(await again.selectFrom("users").select("username").execute()).toEqual([{ username: "x" }]);
    const direct = await createDb({ sqlitePath: path.join(dir, "nested", "data", "console.sqlite") });
    expect(await direct.selectFrom("users").select("username").execute()).toHaveLength(1);
    await direct.destroy();
  });

  it("enforces the role and outcome checks", async () => {
    const db = await getDb();
    await expect(
      db
        .insertInto("users")
        .values({ username: "y", password_hash: "h", role: "root" as never, created_at: "t", updated_at: "t" })
        .execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto("audit_events")
        .values({ occurred_at: "t", action: "a", request_id: "r", outcome: "maybe" as never })
        .execute(),
    ).rejects.toThrow();
  });
});
