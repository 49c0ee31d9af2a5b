import { beforeEach, describe, expect, it, vi } from "vitest";
import { userErrorToApiError } from "@/lib/accounts/console-users";
import type { Principal } from "@/lib/auth/principal";
import { createUser, listUsers, UserError, verifyCredentials } from "@/lib/auth/users";
import { ApiError } from "@/lib/bff/errors";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";
import { DELETE, PATCH } from "./[username]/route";
import { GET, POST } from "./route";

const session = vi.hoisted(() => ({ principal: null as Principal | null, reissued: [] as number[] }));
vi.mock("@/lib/auth/session", () => ({
  readPrincipal: async () => session.principal,
  startUserSession: async (user: { id: number }) => void session.reissued.push(user.id),
}));

const ADMIN: Principal = { kind: "user", userId: 1, username: "root", role: "admin" };
const SECRET = "a-very-secret-password-1";

const request = apiRequest;
const withUser = (username: string) => ({ params: Promise.resolve({ username }) });

async function lastEvent() {
  const { items } = await listAuditEvents(await getDb(), { limit: 1 });
  return items[0]!;
}

withTempConsoleStore("console-users");
beforeEach(async () => {
  const db = await getDb();
  await db.deleteFrom("audit_events").execute();
  await db.deleteFrom("users").execute();
  await createUser(db, { username: "root", password: "root-password", role: "admin" });
  session.principal = ADMIN;
  session.reissued = [];
});

describe("userErrorToApiError", () => {
  it.each([
    ["invalid_input", 400, "BAD_REQUEST"],
    ["not_found", 404, "NOT_FOUND"],
    ["username_taken", 409, "CONFLICT"],
    ["last_admin", 409, "LAST_ADMIN"],
  ] as const)("%s → %i %s with the same message", (code, status, apiCode) => {
    const mapped = userErrorToApiError(new UserError(code, `msg ${code}`));
    expect(mapped).toBeInstanceOf(ApiError);
    expect(mapped).toMatchObject({ status, code: apiCode, message: `msg ${code}` });
  });

  it("passes other errors through", () => {
    const other = new Error("db down");
    expect(userErrorToApiError(other)).toBe(other);
  });
});

describe("/api/console-users", () => {
  it("lists users without their password hashes", async () => {
    const response = await GET(request("GET", "/api/console-users"));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.users).toEqual([{ username: "root", role: "admin", createdAt: expect.any(String), updatedAt: expect.any(String), managedByProvider: false }]);
    expect(JSON.stringify(body)).not.toContain("scrypt");
  });

  it("adds a user, audited as user.add without the password", async () => {
    const response = await POST(request("POST", "/api/console-users", { username: "Alice", password: SECRET, role: "reviewer" }));
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ username: "alice", role: "reviewer" });
    expect(await verifyCredentials(await getDb(), "alice", SECRET)).toMatchObject({ role: "reviewer" });
    const event = await lastEvent();
    expect(event).toMatchObject({ action: "user.add", target: "user:alice", username: "root", role: "admin", outcome: "success", httpStatus: 201 });
    expect(event.inputSummary).toEqual({ username: "Alice", password: "[redacted]", role: "reviewer" });
    expect(JSON.stringify(event)).not.toContain(SECRET);
  });

  it("refuses a taken name with 409 and a short password with 400, both audited as failures", async () => {
    const taken = await POST(request("POST", "/api/console-users", { username: "root", password: SECRET, role: "viewer" }));
    expect(taken.status).toBe(409);
    expect((await taken.json()).error).toMatchObject({ code: "CONFLICT", message: 'User "root" already exists' });
    expect(await lastEvent()).toMatchObject({ action: "user.add", outcome: "failure", httpStatus: 409 });

    const short = await POST(request("POST", "/api/console-users", { username: "bob", password: "short", role: "viewer" }));
    expect(short.status).toBe(400);
    expect((await short.json()).error.message).toBe("Password must be at least 8 characters");
    const bad = await POST(request("POST", "/api/console-users", { username: "b o b", password: SECRET, role: "viewer" }));
    expect((await bad.json()).error.message).toMatch(/Username may use only/);
    const badRole = await POST(request("POST", "/api/console-users", { username: "bob", password: SECRET, role: "owner" }));
    expect(badRole.status).toBe(400);
  });

  it("changes a role, and refuses to demote the last admin", async () => {
    await createUser(await getDb(), { username: "carol", password: SECRET, role: "viewer" });
    const promoted = await PATCH(request("PATCH", "/api/console-users/carol", { role: "admin" }), withUser("carol"));
    expect(promoted.status).toBe(200);
    expect(await promoted.json()).toMatchObject({ username: "carol", role: "admin" });
    expect(await lastEvent()).toMatchObject({ action: "user.set-role", target: "user:carol", outcome: "success", inputSummary: { role: "admin" } });

    await PATCH(request("PATCH", "/api/console-users/carol", { role: "viewer" }), withUser("carol"));
    const last = await PATCH(request("PATCH", "/api/console-users/root", { role: "viewer" }), withUser("root"));
    expect(last.status).toBe(409);
    expect((await last.json()).error).toMatchObject({ code: "LAST_ADMIN", message: expect.stringContaining("last admin") });
    expect(await lastEvent()).toMatchObject({ action: "user.set-role", target: "user:root", outcome: "failure", httpStatus: 409 });
  });

  it("resets a password, audited as user.set-password with the password redacted", async () => {
    await createUser(await getDb(), { username: "dave", password: SECRET, role: "viewer" });
    const response = await PATCH(request("PATCH", "/api/console-users/dave", { password: "new-password-99" }), withUser("dave"));
    expect(response.status).toBe(200);
    expect(await verifyCredentials(await getDb(), "dave", "new-password-99")).not.toBeNull();
    expect(await verifyCredentials(await getDb(), "dave", SECRET)).toBeNull();
    const event = await lastEvent();
    expect(event).toMatchObject({ action: "user.set-password", target: "user:dave", outcome: "success", inputSummary: { password: "[redacted]" } });
    expect(JSON.stringify(event)).not.toContain("new-password-99");
  });

  it("keeps the session of an admin who sets their own password (issued anew), and no one else's", async () => {
    await createUser(await getDb(), { username: "fran", password: SECRET, role: "viewer" });
    expect((await PATCH(request("PATCH", "/api/console-users/fran", { password: "new-password-98" }), withUser("fran"))).status).toBe(200);
    expect(session.reissued).toEqual([]);

    const root = (await listUsers(await getDb())).find((u) => u.username === "root")!;
    session.principal = { kind: "user", userId: root.id, username: "root", role: "admin" };
    expect((await PATCH(request("PATCH", "/api/console-users/root", { password: "new-password-97" }), withUser("root"))).status).toBe(200);
    expect(session.reissued).toEqual([root.id]);
  });

  it("takes one change at a time and answers 404 for an unknown user", async () => {
    const both = await PATCH(request("PATCH", "/api/console-users/root", { role: "admin", password: SECRET }), withUser("root"));
    expect(both.status).toBe(400);
    const neither = await PATCH(request("PATCH", "/api/console-users/root", {}), withUser("root"));
    expect(neither.status).toBe(400);
    const missing = await PATCH(request("PATCH", "/api/console-users/nobody", { role: "viewer" }), withUser("nobody"));
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatchObject({ code: "NOT_FOUND", message: 'No user "nobody"' });
  });

  it("removes a user, never the last admin", async () => {
    await createUser(await getDb(), { username: "erin", password: SECRET, role: "reviewer" });
    const removed = await DELETE(request("DELETE", "/api/console-users/erin"), withUser("erin"));
    expect(removed.status).toBe(200);
    expect((await listUsers(await getDb())).map((u) => u.username)).toEqual(["root"]);
    expect(await lastEvent()).toMatchObject({ action: "user.remove", target: "user:erin", outcome: "success" });

    const last = await DELETE(request("DELETE", "/api/console-users/root"), withUser("root"));
    expect(last.status).toBe(409);
    expect((await last.json()).error.code).toBe("LAST_ADMIN");
    const again = await DELETE(request("DELETE", "/api/console-users/erin"), withUser("erin"));
    expect(again.status).toBe(404);
  });

  it("is for admins only", async () => {
    session.principal = { kind: "user", userId: 2, username: "rev", role: "reviewer" };
    expect((await GET(request("GET", "/api/console-users"))).status).toBe(403);
    expect((await POST(request("POST", "/api/console-users", { username: "x", password: SECRET, role: "admin" }))).status).toBe(403);
    expect((await PATCH(request("PATCH", "/api/console-users/root", { password: SECRET }), withUser("root"))).status).toBe(403);
    expect((await DELETE(request("DELETE", "/api/console-users/root"), withUser("root"))).status).toBe(403);
    expect(PATCH.permission).toBe("admin");
    expect((await listUsers(await getDb())).map((u) => u.username)).toEqual(["root"]);
  });
});
