import { afterEach, describe, expect, it, vi } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import {
  endSessionIn,
  readPrincipalFrom,
  SESSION_COOKIE,
  type SessionCookieOptions,
  type SessionCookieStore,
  sealSession,
  startUserSessionIn,
  startWallSessionIn,
  unsealSession,
  USER_SESSION_SECONDS,
  WALL_SESSION_SECONDS,
} from "./session";
import { createUser, removeUser, setPassword, setRole } from "./users";
import { createWallLink, getWallLink, revokeWallLink } from "./wall-links";

const SECRET = "session-secret-for-tests-0123456789";

class FakeCookies implements SessionCookieStore {
  values = new Map<string, string>();
  lastOptions?: SessionCookieOptions;
  get(name: string) {
    const value = this.values.get(name);
    return value === undefined ? undefined : { value };
  }
  set(name: string, value: string, options: SessionCookieOptions) {
    this.lastOptions = options;
    if (options.maxAge <= 0) this.values.delete(name);
    else this.values.set(name, value);
  }
}

describe("session seal", () => {
  it("round-trips user and wall session data", async () => {
    const user = { v: 1, kind: "user", userId: 7, issuedAt: 1_700_000_000_000 } as const;
    const wall = { v: 1, kind: "wall", linkId: 3 } as const;
    expect(await unsealSession(await sealSession(user, SECRET), SECRET)).toEqual(user);
    expect(await unsealSession(await sealSession(wall, SECRET), SECRET)).toEqual(wall);
  });

  it("rejects tampered seals, other secrets and foreign data", async () => {
    const seal = await sealSession({ v: 1, kind: "user", userId: 7, issuedAt: 1 }, SECRET);
    const i = Math.floor(seal.length / 2);
    const tampered = seal.slice(0, i) + (seal[i] === "a" ? "b" : "a") + seal.slice(i + 1);
    expect(await unsealSession(tampered, SECRET)).toBeNull();
    expect(await unsealSession(seal, "x".repeat(40))).toBeNull();
    expect(await unsealSession("garbage", SECRET)).toBeNull();
    expect(await unsealSession("", SECRET)).toBeNull();

    const { sealData } = await import("iron-session");
    const foreign = await sealData({ v: 2, kind: "user", userId: 7 }, { password: SECRET });
    expect(await unsealSession(foreign, SECRET)).toBeNull();
  });

  describe("reopening a seal", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("derives no keys for a seal already opened under the same secret", async () => {
      const seal = await sealSession({ v: 1, kind: "wall", linkId: 11 }, SECRET);
      // Every key iron derives starts with an importKey (PBKDF2 or raw), whichever derivation its version uses.
      const derive = vi.spyOn(globalThis.crypto.subtle, "importKey");
      expect(await unsealSession(seal, SECRET)).toEqual({ v: 1, kind: "wall", linkId: 11 });
      const firstOpen = derive.mock.calls.length;
      expect(firstOpen).toBeGreaterThan(0);
      expect(await unsealSession(seal, SECRET)).toEqual({ v: 1, kind: "wall", linkId: 11 });
      expect(derive.mock.calls.length).toBe(firstOpen);
    });

    it("still refuses an opened seal under another secret, and once the seal has expired", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
      const data = { v: 1, kind: "user", userId: 9, issuedAt: Date.now() } as const;
      const seal = await sealSession(data, SECRET);
      expect(await unsealSession(seal, SECRET)).toEqual(data);
      expect(await unsealSession(seal, "y".repeat(40))).toBeNull();
      vi.setSystemTime(Date.now() + (USER_SESSION_SECONDS + 120) * 1000);
      expect(await unsealSession(seal, SECRET)).toBeNull();
    });
  });

  it("sets the cookie HttpOnly, SameSite=Lax, path / with the right lifetimes", async () => {
    const cookies = new FakeCookies();
    await startUserSessionIn(cookies, { id: 1 }, { secret: SECRET, secure: true });
    expect(cookies.lastOptions).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: USER_SESSION_SECONDS });
    expect(USER_SESSION_SECONDS).toBe(12 * 3600);
    await startWallSessionIn(cookies, { id: 1 }, { secret: SECRET, secure: false });
    expect(cookies.lastOptions).toMatchObject({ secure: false, maxAge: WALL_SESSION_SECONDS });
    expect(WALL_SESSION_SECONDS).toBeGreaterThanOrEqual(365 * 86400);
    endSessionIn(cookies);
    expect(cookies.lastOptions?.maxAge).toBe(0);
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
  });
});

describe.each(testEngines())("principal from session on %s", (engine) => {
  const db = useTestDb(engine);
  const deps = () => ({ db: db(), secret: SECRET });

  it("reads no principal without a cookie or with a bad one", async () => {
    const cookies = new FakeCookies();
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
    cookies.values.set(SESSION_COOKIE, "Fe26.2*garbage");
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
  });

  it("re-loads the user on every read: role changes apply, removal ends the session", async () => {
    await createUser(db(), { username: "boss", password: "boss-pass", role: "admin" });
    const user = await createUser(db(), { username: "fay", password: "fay-password", role: "viewer" });
    const cookies = new FakeCookies();
    await startUserSessionIn(cookies, user, { secret: SECRET });
    expect(cookies.get(SESSION_COOKIE)?.value).not.toContain("fay");

    expect(await readPrincipalFrom(cookies, deps())).toEqual({ kind: "user", userId: user.id, username: "fay", role: "viewer" });
    await setRole(db(), "fay", "reviewer");
    expect(await readPrincipalFrom(cookies, deps())).toMatchObject({ role: "reviewer" });
    await removeUser(db(), "fay");
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
  });

  it("a changed password ends the sessions signed in before it; a session signed in after works", async () => {
    const user = await createUser(db(), { username: "hal", password: "hal-password", role: "reviewer" });
    const before = new FakeCookies();
    await startUserSessionIn(before, user, { secret: SECRET, now: new Date(Date.now() - 1000) });
    expect(await readPrincipalFrom(before, deps())).toMatchObject({ username: "hal" });

    await setPassword(db(), "hal", "hal-new-password");
    expect(await readPrincipalFrom(before, deps())).toBeNull();
    const after = new FakeCookies();
    await startUserSessionIn(after, user, { secret: SECRET });
    expect(await readPrincipalFrom(after, deps())).toMatchObject({ username: "hal" });
    // A role change is not a password change: the session stays.
    await setRole(db(), "hal", "viewer");
    expect(await readPrincipalFrom(after, deps())).toMatchObject({ role: "viewer" });
  });

  it("expires user sessions after 12 hours", async () => {
    const user = await createUser(db(), { username: "gus", password: "gus-password", role: "viewer" });
    const cookies = new FakeCookies();
    const issued = new Date();
    await startUserSessionIn(cookies, user, { secret: SECRET, now: issued });
    const at = (ms: number) => ({ ...deps(), now: new Date(issued.getTime() + ms) });
    expect(await readPrincipalFrom(cookies, at(11 * 3600_000))).not.toBeNull();
    expect(await readPrincipalFrom(cookies, at(12 * 3600_000 + 1000))).toBeNull();
    expect(await readPrincipalFrom(cookies, at(-3600_000))).toBeNull(); // issued in the future
  });

  it("a wall session works until the link is revoked, and records use", async () => {
    const { link } = await createWallLink(db(), { name: "Ops wall", createdBy: "admin" });
    const cookies = new FakeCookies();
    await startWallSessionIn(cookies, link, { secret: SECRET });
    const now = new Date("2031-05-05T05:05:05.000Z");
    expect(await readPrincipalFrom(cookies, { ...deps(), now })).toEqual({ kind: "wall", linkId: link.id, name: "Ops wall" });
    expect((await getWallLink(db(), link.id))?.lastUsedAt).toBe(now.toISOString());
    await revokeWallLink(db(), link.id);
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
  });
});
