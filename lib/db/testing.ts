/**
 * Test-only: run the same suite against SQLite and a throwaway PostgreSQL.
 *
 *   describe.each(testEngines())("users on %s", (engine) => {
 *     const db = useTestDb(engine);
 *     it("…", async () => { await createUser(db(), …) });
 *   });
 */
import "server-only";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach } from "vitest";
import { type PostgresServer, postgresUnavailableReason, startPostgres } from "@/lib/testing/postgres";
import { createDb } from "./create-db";
import type { Database } from "./schema";

export type TestEngine = "sqlite" | "postgres";

let warned = false;

/** ["sqlite", "postgres"], or just ["sqlite"] with a printed reason when PostgreSQL is missing (never in CI). */
export function testEngines(): TestEngine[] {
  const reason = postgresUnavailableReason();
  if (!reason) return ["sqlite", "postgres"];
  if (!warned) {
    warned = true;
    console.warn(`[lib/db tests] SKIPPING the PostgreSQL half of the suite: ${reason}`);
  }
  return ["sqlite"];
}

/** A fresh, migrated, empty database for every test; the returned getter gives the current one. */
export function useTestDb(engine: TestEngine): () => Kysely<Database> {
  let db: Kysely<Database> | undefined;
  let server: PostgresServer | undefined;
  let dir: string | undefined;

  beforeAll(async () => {
    if (engine === "postgres") {
      server = await startPostgres();
      db = await createDb({ databaseUrl: server.url });
    } else {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), "rampart-db-test-"));
      db = await createDb({ sqlitePath: path.join(dir, "console.sqlite") });
    }
  });

  beforeEach(async () => {
    if (!db) throw new Error("test database did not open");
    await db.deleteFrom("saved_view_defaults").execute();
    await db.deleteFrom("saved_views").execute();
    await db.deleteFrom("audit_events").execute();
    await db.deleteFrom("review_outbox").execute();
    await db.deleteFrom("triage_claims").execute();
    await db.deleteFrom("triage_refusals").execute();
    await db.deleteFrom("triage_queue").execute();
    await db.deleteFrom("queue_history").execute();
    await db.deleteFrom("leases").execute();
    await db.deleteFrom("console_state").execute();
    await db.deleteFrom("wall_links").execute();
    await db.deleteFrom("oidc_logins").execute();
    await db.deleteFrom("users").execute();
    await db.deleteFrom("webhook_inbox").execute();
    await db.deleteFrom("item_marks").execute();
    await db.deleteFrom("item_tags").execute();
    await db.deleteFrom("item_notes").execute();
    await db.deleteFrom("mark_batches").execute();
  });

  afterAll(async () => {
    await db?.destroy();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  return () => {
    if (!db) throw new Error("test database is not open (use it inside a test)");
    return db;
  };
}
