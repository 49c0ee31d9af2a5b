import { describe, expect, it } from "vitest";
import { listAuditEvents } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { DEMO_PASSWORD, ensureBootstrapUsers } from "./bootstrap";
import { createUser, listUsers, setRole, verifyCredentials } from "./users";

describe.each(testEngines())("bootstrap users on %s", (engine) => {
  const db = useTestDb(engine);
  const demo = { demoMode: true, RAMPART_ADMIN_PASSWORD: undefined };
  const upstream = { demoMode: false, RAMPART_ADMIN_PASSWORD: undefined };

  it("creates the three demo users once in demo mode", async () => {
    const first = await ensureBootstrapUsers(db(), demo);
    expect(first.demoUsersCreated).toEqual(["admin", "reviewer", "viewer"]);
    expect(first.signInHint).toContain(DEMO_PASSWORD);
    expect((await listUsers(db())).map((u) => [u.username, u.role])).toEqual([
      ["admin", "admin"],
      ["reviewer", "reviewer"],
      ["viewer", "viewer"],
    ]);
    for (const name of ["admin", "reviewer", "viewer"]) {
      expect(await verifyCredentials(db(), name, DEMO_PASSWORD)).not.toBeNull();
    }
    expect((await listAuditEvents(db(), { action: "user.add", limit: 10 })).items).toHaveLength(3);

    const second = await ensureBootstrapUsers(db(), demo);
    expect(second).toEqual({ demoUsersCreated: [], adminFromEnv: null, signInHint: null });
    expect(await listUsers(db())).toHaveLength(3);
  });

  it("does not recreate a demo user that was changed, only missing ones", async () => {
    await createUser(db(), { username: "viewer", password: "my-own-pass", role: "reviewer" });
    const result = await ensureBootstrapUsers(db(), demo);
    expect(result.demoUsersCreated).toEqual(["admin", "reviewer"]);
    expect(await verifyCredentials(db(), "viewer", "my-own-pass")).toMatchObject({ role: "reviewer" });
  });

  it("never creates demo users when UPSTREAM_URL is set", async () => {
    const result = await ensureBootstrapUsers(db(), upstream);
    expect(result).toEqual({ demoUsersCreated: [], adminFromEnv: null, signInHint: null });
    expect(await listUsers(db())).toEqual([]);
  });

  it("creates or updates admin from RAMPART_ADMIN_PASSWORD, idempotently", async () => {
    const env = { demoMode: false, RAMPART_ADMIN_PASSWORD: "from-the-env-123" };
    const created = await ensureBootstrapUsers(db(), env);
    expect(created.adminFromEnv).toBe("created");
    expect(created.signInHint).not.toContain("from-the-env-123");
    expect((await listUsers(db())).map((u) => u.username)).toEqual(["admin"]);
    expect(await verifyCredentials(db(), "admin", "from-the-env-123")).toMatchObject({ role: "admin" });

    expect((await ensureBootstrapUsers(db(), env)).adminFromEnv).toBe("unchanged");

    // Someone demoted admin and a new password is configured: both are put right.
    await createUser(db(), { username: "other", password: "other-pass", role: "admin" });
    await setRole(db(), "admin", "viewer");
    const updated = await ensureBootstrapUsers(db(), { ...env, RAMPART_ADMIN_PASSWORD: "rotated-pass-456" });
    expect(updated.adminFromEnv).toBe("updated");
    expect(await verifyCredentials(db(), "admin", "from-the-env-123")).toBeNull();
    expect(await verifyCredentials(db(), "admin", "rotated-pass-456")).toMatchObject({ role: "admin" });
  });

  it("in demo mode the env password wins for admin; the others get the demo password", async () => {
    const result = await ensureBootstrapUsers(db(), { demoMode: true, RAMPART_ADMIN_PASSWORD: "env-admin-pass" });
    expect(result.adminFromEnv).toBe("created");
    expect(result.demoUsersCreated).toEqual(["reviewer", "viewer"]);
    expect(await verifyCredentials(db(), "admin", DEMO_PASSWORD)).toBeNull();
    expect(await verifyCredentials(db(), "admin", "env-admin-pass")).not.toBeNull();
    expect(await verifyCredentials(db(), "viewer", DEMO_PASSWORD)).not.toBeNull();
  });

  it("refuses a too-short RAMPART_ADMIN_PASSWORD", async () => {
    await expect(ensureBootstrapUsers(db(), { demoMode: false, RAMPART_ADMIN_PASSWORD: "short" })).rejects.toThrow(/at least 8/);
    expect(await listUsers(db())).toEqual([]);
  });
});
