import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { closeDb, getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { type PostgresServer, startPostgres } from "@/lib/testing/postgres";
import { callRoute, handlersOf } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal, startUserSession: async () => undefined }));

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };

async function post(route: string, body: unknown) {
  const [, handler] = (await handlersOf(route)).find(([m]) => m === "POST")!;
  return callRoute(handler, "POST", route, { body });
}

async function auditCount() {
  const row = await (await getDb())
    .selectFrom("audit_events")
    .select((eb) => eb.fn.countAll().as("n"))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe.each(testEngines())("NUL and control characters in input, on %s", (engine) => {
  let server: PostgresServer | undefined;
  let dataDir = "";
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "rampart-nul-"));
    if (engine === "postgres") server = await startPostgres();
    Object.assign(process.env, { DATA_DIR: dataDir, SESSION_SECRET: "s".repeat(40), LOG_LEVEL: "silent" });
    if (server) process.env.DATABASE_URL = server.url;
    resetEnvForTests();
  }, 60_000);
  afterAll(async () => {
    await closeDb();
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
    for (const k of ["DATA_DIR", "SESSION_SECRET", "LOG_LEVEL", "DATABASE_URL"]) delete process.env[k];
    resetEnvForTests();
  });
  beforeEach(async () => {
    session.principal = ADMIN;
    await (await getDb()).deleteFrom("audit_events").execute();
  });

  it("refuses a NUL in an audited body with a clear 400, before the audit (never a 500)", async () => {
    const response = await post("wall-links", { name: "lobby\u0000screen" });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error.message).toMatch(/NUL/);
    expect(error.issues).toEqual([expect.objectContaining({ path: ["body", "name"] })]);
    expect(await auditCount()).toBe(0);
  });

  it("refuses a NUL anywhere: a nested value, an object key, the query, the path", async () => {
    expect((await post("console-users", { username: "a", password: "x\u0000y".repeat(5), role: "viewer" })).status).toBe(400);
    expect((await post("wall-links", { "na\u0000me": "x" })).status).toBe(400);
    const [, activity] = (await handlersOf("activity"))[0]!;
    expect((await callRoute(activity, "GET", "activity", { query: "?user=ad%00min" })).status).toBe(400);
    const [, revoke] = (await handlersOf("wall-links/[linkId]"))[0]!;
    expect((await callRoute(revoke, "DELETE", "wall-links/[linkId]", { params: { linkId: "1\u0000" } })).status).toBe(400);
    expect(await auditCount()).toBe(0);
  });

  it("refuses control characters in names, and still takes a plain one", async () => {
    const tab = await post("wall-links", { name: "lobby\tscreen" });
    expect(tab.status).toBe(400);
    expect((await tab.json()).error.issues[0].message).toMatch(/control characters/);
    expect((await post("console-users", { username: "new\nuser", password: "a-long-password-1", role: "viewer" })).status).toBe(400);
    expect((await post("wall-links", { name: "lobby screen" })).status).toBe(201);
    expect(await auditCount()).toBe(1);
  });
});
