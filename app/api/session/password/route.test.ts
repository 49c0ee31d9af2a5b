import { beforeEach, describe, expect, it, vi } from "vitest";
import { HashGateBusy } from "@/lib/auth/hash-gate";
import { readPrincipal, SESSION_COOKIE, startUserSession } from "@/lib/auth/session";
import { createUser, type User, verifyCredentials } from "@/lib/auth/users";
import { getLimits, resetLimitsForTests } from "@/lib/bff/limits";
import { getDb } from "@/lib/db";
import { listAuditEvents } from "@/lib/db/audit-events";
import { apiRequest, withTempConsoleStore } from "@/lib/testing/route-harness";
import { POST } from "./route";

// The real session code runs; only Next's request-scoped cookie store is a map per "browser".
const browser = vi.hoisted(() => ({ jar: new Map<string, string>() }));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) => (browser.jar.has(name) ? { name, value: browser.jar.get(name)! } : undefined),
    set: (name: string, value: string, options: { maxAge: number }) => {
      if (options.maxAge <= 0) browser.jar.delete(name);
      else browser.jar.set(name, value);
    },
  }),
}));

const OLD = "old-password-1";
const NEW = "new-password-2";
let user: User;
let laptop: Map<string, string>;
let phone: Map<string, string>;

async function signedIn(): Promise<Map<string, string>> {
  browser.jar = new Map();
  await startUserSession(user);
  return browser.jar;
}

async function principalOf(jar: Map<string, string>) {
  browser.jar = jar;
  return readPrincipal();
}

/** The request a browser with this jar sends: its cookies in the Cookie header, as the route reads them. */
function change(from: Map<string, string>, body: unknown): Promise<Response> {
  browser.jar = from;
  const request = apiRequest("POST", "/api/session/password", body);
  request.headers.set("Cookie", [...from].map(([name, value]) => `${name}=${value}`).join("; "));
  return POST(request);
}

async function lastEvent() {
  const { items } = await listAuditEvents(await getDb(), { limit: 1 });
  return items[0]!;
}

withTempConsoleStore("password-change");
beforeEach(async () => {
  resetLimitsForTests();
  const db = await getDb();
  await db.deleteFrom("audit_events").execute();
  await db.deleteFrom("users").execute();
  user = await createUser(db, { username: "vera", password: OLD, role: "viewer" });
  laptop = await signedIn();
  phone = await signedIn();
});

describe("POST /api/session/password", () => {
  it("lets a viewer change their own password: the other sessions end, this browser stays signed in", async () => {
    const response = await change(laptop, { currentPassword: OLD, newPassword: NEW });
    expect(response.status).toBe(204);
    expect(await principalOf(laptop)).toMatchObject({ kind: "user", username: "vera", role: "viewer" });
    expect(await principalOf(phone)).toBeNull();
    const db = await getDb();
    expect(await verifyCredentials(db, "vera", NEW)).not.toBeNull();
    expect(await verifyCredentials(db, "vera", OLD)).toBeNull();
    const event = await lastEvent();
    expect(event).toMatchObject({ action: "session.change-password", username: "vera", role: "viewer", outcome: "success", httpStatus: 204 });
    expect(JSON.stringify(event)).not.toContain(OLD);
    expect(JSON.stringify(event)).not.toContain(NEW);
  });

  it("refuses a wrong current password, names the field, changes nothing and ends no session", async () => {
    const response = await change(laptop, { currentPassword: "not-the-password", newPassword: NEW });
    expect(response.status).toBe(400);
    const { error } = await response.json();
    expect(error).toMatchObject({ code: "WRONG_PASSWORD", issues: [{ path: ["currentPassword"] }], requestId: expect.any(String) });
    expect(await principalOf(phone)).toMatchObject({ username: "vera" });
    expect(await verifyCredentials(await getDb(), "vera", OLD)).not.toBeNull();
    expect(await lastEvent()).toMatchObject({ action: "session.change-password", outcome: "failure", httpStatus: 400 });
  });

  it("enforces the password policy on the new password, and refuses the same password again", async () => {
    const short = await change(laptop, { currentPassword: OLD, newPassword: "short" });
    expect(short.status).toBe(400);
    expect((await short.json()).error.issues).toEqual([{ message: "Password must be at least 8 characters", path: ["newPassword"] }]);
    const same = await change(laptop, { currentPassword: OLD, newPassword: OLD });
    expect(same.status).toBe(400);
    expect((await same.json()).error.issues[0].path).toEqual(["newPassword"]);
    const extra = await change(laptop, { currentPassword: OLD, newPassword: NEW, username: "root" });
    expect(extra.status).toBe(400);
    expect(await principalOf(phone)).toMatchObject({ username: "vera" });
  });

  it("shares the account's sign-in backoff: after 5 wrong guesses even the right password waits, unhashed", async () => {
    for (let i = 0; i < 5; i++) expect((await change(laptop, { currentPassword: `guess-${i}-x`, newPassword: NEW })).status).toBe(400);
    const limits = await getLimits();
    expect(await limits.signIn.retryAfterSeconds(["user:vera"])).toBeGreaterThan(0);
    const hashing = vi.spyOn(limits.hashing, "run");
    const held = await change(laptop, { currentPassword: OLD, newPassword: NEW });
    expect(held.status).toBe(429);
    expect(held.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await held.json()).error.code).toBe("TOO_MANY_ATTEMPTS");
    expect(hashing).not.toHaveBeenCalled();
    expect(await verifyCredentials(await getDb(), "vera", NEW)).toBeNull();
  });

  it("goes through the bounded hashing gate: a full gate answers 429 at once", async () => {
    const limits = await getLimits();
    vi.spyOn(limits.hashing, "run").mockRejectedValueOnce(new HashGateBusy());
    const busy = await change(laptop, { currentPassword: OLD, newPassword: NEW });
    expect(busy.status).toBe(429);
    expect(busy.headers.get("retry-after")).toBe("1");
  });

  it("is refused without a session", async () => {
    const response = await change(new Map(), { currentPassword: OLD, newPassword: NEW });
    expect(response.status).toBe(401);
    expect(laptop.has(SESSION_COOKIE)).toBe(true);
  });
});
