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
  USER_SESSION_SECONDS,
  unsealSession,
  WALL_SESSION_SECONDS,
} from "./session";
import { endUserSessions } from "./session-records";
import { createUser, removeUser, setPassword, setRole } from "./users";
import { createWallLink, getWallLink, revokeWallLink } from "./wall-links";

const SECRET = "session-secret-for-tests-0123456789";
const SID = "A".repeat(32);

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
    const user = { v: 2, kind: "user", sid: SID, userId: 7, issuedAt: 1_700_000_000_000 } as const;
    const wall = { v: 2, kind: "wall", sid: SID, linkId: 3 } as const;
    expect(await unsealSession(await sealSession(user, SECRET), SECRET)).toEqual(user);
    expect(await unsealSession(await sealSession(wall, SECRET), SECRET)).toEqual(wall);
  });

  it("rejects tampered seals, other secrets and foreign data", async () => {
    const seal = await sealSession({ v: 2, kind: "user", sid: SID, userId: 7, issuedAt: 1 }, SECRET);
    const i = Math.floor(seal.length / 2);
    const tampered = seal.slice(0, i) + (seal[i] === "a" ? "b" : "a") + seal.slice(i + 1);
    expect(await unsealSession(tampered, SECRET)).toBeNull();
    expect(await unsealSession(seal, "x".repeat(40))).toBeNull();
    expect(await unsealSession("garbage", SECRET)).toBeNull();
    expect(await unsealSession("", SECRET)).toBeNull();

    // Anything after the seal (iron-session cuts the value at its first "~"), opened before or not.
    expect(await unsealSession(seal, SECRET)).not.toBeNull();
    for (const suffix of ["x", "~", "~2", "~3", "~2x", " ", "%20", ";", "~2~2"]) {
      expect(await unsealSession(`${seal}${suffix}`, SECRET), suffix).toBeNull();
    }
    expect(await unsealSession(seal.replace(/~2$/, "~9"), SECRET)).toBeNull();
    expect(await unsealSession(`x${seal}`, SECRET)).toBeNull();

    const { sealData } = await import("iron-session");
    const foreign = await sealData({ v: 2, kind: "user", userId: 7 }, { password: SECRET });
    expect(await unsealSession(foreign, SECRET)).toBeNull();
    // A user seal from before session records names no record: it is not honoured.
    const legacyUser = await sealData({ v: 1, kind: "user", userId: 7, issuedAt: Date.now() }, { password: SECRET });
    expect(await unsealSession(legacyUser, SECRET)).toBeNull();
  });

  describe("reopening a seal", () => {
    afterEach(() => {
      vi.useRealTimers();
      vi.restoreAllMocks();
    });

    it("derives no keys for a seal already opened under the same secret", async () => {
      const seal = await sealSession({ v: 1, kind: "wall", linkId: 11 }, SECRET);
      // Every key iron derives starts with an importKey (PBKDF2 or raw), whichever derivation its version uses.
      const derive = vi.spyOn(crypto.subtle, "importKey");
      expect(await unsealSession(seal, SECRET)).toEqual({ v: 1, kind: "wall", linkId: 11 });
      const firstOpen = derive.mock.calls.length;
      expect(firstOpen).toBeGreaterThan(0);
      expect(await unsealSession(seal, SECRET)).toEqual({ v: 1, kind: "wall", linkId: 11 });
      expect(derive.mock.calls.length).toBe(firstOpen);
    });

    it("still refuses an opened seal under another secret, and once the seal has expired", async () => {
      vi.useFakeTimers({ toFake: ["Date"] });
      vi.setSystemTime(new Date("2026-01-01T00:00:00Z"));
      const data = { v: 2, kind: "user", sid: SID, userId: 9, issuedAt: Date.now() } as const;
      const seal = await sealSession(data, SECRET);
      expect(await unsealSession(seal, SECRET)).toEqual(data);
      expect(await unsealSession(seal, "y".repeat(40))).toBeNull();
      vi.setSystemTime(Date.now() + (USER_SESSION_SECONDS + 120) * 1000);
      expect(await unsealSession(seal, SECRET)).toBeNull();
    });
  });
});

describe.each(testEngines())("principal from session on %s", (engine) => {
  const db = useTestDb(engine);
  const deps = () => ({ db: db(), secret: SECRET });

  it("sets the cookie HttpOnly, SameSite=Lax, path / with the right lifetimes", async () => {
    const cookies = new FakeCookies();
    const user = await createUser(db(), { username: "kim", password: "kim-password", role: "viewer" });
    const { link } = await createWallLink(db(), { name: "Hall", createdBy: "admin" });
    await startUserSessionIn(cookies, user, { ...deps(), secure: true });
    expect(cookies.lastOptions).toEqual({ httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: USER_SESSION_SECONDS });
    expect(USER_SESSION_SECONDS).toBe(12 * 3600);
    await startWallSessionIn(cookies, link, { ...deps(), secure: false });
    expect(cookies.lastOptions).toMatchObject({ secure: false, maxAge: WALL_SESSION_SECONDS });
    expect(WALL_SESSION_SECONDS).toBeGreaterThanOrEqual(365 * 86400);
    await endSessionIn(cookies, deps());
    expect(cookies.lastOptions?.maxAge).toBe(0);
    expect(cookies.get(SESSION_COOKIE)).toBeUndefined();
  });

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
    await startUserSessionIn(cookies, user, deps());
    expect(cookies.get(SESSION_COOKIE)?.value).not.toContain("fay");

    expect(await readPrincipalFrom(cookies, deps())).toMatchObject({ kind: "user", userId: user.id, username: "fay", role: "viewer" });
    // A role change ends the session: fay signs in again under the new role.
    await setRole(db(), "fay", "reviewer");
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
    const again = new FakeCookies();
    await startUserSessionIn(again, user, deps());
    expect(await readPrincipalFrom(again, deps())).toMatchObject({ role: "reviewer" });
    await removeUser(db(), "fay");
    expect(await readPrincipalFrom(again, deps())).toBeNull();
  });

  it("a changed password ends the sessions signed in before it; a session signed in after works", async () => {
    const user = await createUser(db(), { username: "hal", password: "hal-password", role: "reviewer" });
    const before = new FakeCookies();
    await startUserSessionIn(before, user, { ...deps(), now: new Date(Date.now() - 1000) });
    expect(await readPrincipalFrom(before, deps())).toMatchObject({ username: "hal" });

    await setPassword(db(), "hal", "hal-new-password");
    expect(await readPrincipalFrom(before, deps())).toBeNull();
    const after = new FakeCookies();
    await startUserSessionIn(after, user, deps());
    expect(await readPrincipalFrom(after, deps())).toMatchObject({ username: "hal" });
  });

  it("expires user sessions after 12 hours", async () => {
    const user = await createUser(db(), { username: "gus", password: "gus-password", role: "viewer" });
    const cookies = new FakeCookies();
    const issued = new Date();
    await startUserSessionIn(cookies, user, { ...deps(), now: issued });
    const at = (ms: number) => ({ ...deps(), now: new Date(issued.getTime() + ms) });
    expect(await readPrincipalFrom(cookies, at(11 * 3600_000))).not.toBeNull();
    expect(await readPrincipalFrom(cookies, at(12 * 3600_000 + 1000))).toBeNull();
    expect(await readPrincipalFrom(cookies, at(-3600_000))).toBeNull(); // issued in the future
  });

  it("a wall session works until the link is revoked, and records use", async () => {
    const { link } = await createWallLink(db(), { name: "Ops wall", createdBy: "admin" });
    const cookies = new FakeCookies();
    await startWallSessionIn(cookies, link, deps());
    const now = new Date(Date.now() + 3_600_000);
    expect(await readPrincipalFrom(cookies, { ...deps(), now })).toMatchObject({ kind: "wall", linkId: link.id, name: "Ops wall" });
    expect((await getWallLink(db(), link.id))?.lastUsedAt).toBe(now.toISOString());
    await revokeWallLink(db(), link.id);
    expect(await readPrincipalFrom(cookies, deps())).toBeNull();
  });

  it("sign-out ends the session everywhere: the same cookie replayed (another instance, a copy) no longer works", async () => {
    const user = await createUser(db(), { username: "ivy", password: "ivy-password", role: "viewer" });
    const browser = new FakeCookies();
    await startUserSessionIn(browser, user, deps());
    const copy = new FakeCookies();
    copy.values.set(SESSION_COOKIE, browser.get(SESSION_COOKIE)!.value);
    expect(await readPrincipalFrom(copy, deps())).toMatchObject({ username: "ivy" });
    await endSessionIn(browser, deps());
    expect(await readPrincipalFrom(copy, deps())).toBeNull();
  });

  it("sign out everywhere ends every session of the user, and only theirs", async () => {
    const ivy = await createUser(db(), { username: "ivy", password: "ivy-password", role: "viewer" });
    const joe = await createUser(db(), { username: "joe", password: "joe-password", role: "viewer" });
    const [laptop, phone, other] = [new FakeCookies(), new FakeCookies(), new FakeCookies()];
    await startUserSessionIn(laptop, ivy, deps());
    await startUserSessionIn(phone, ivy, deps());
    await startUserSessionIn(other, joe, deps());
    expect(await endUserSessions(db(), ivy.id)).toBe(2);
    expect(await readPrincipalFrom(laptop, deps())).toBeNull();
    expect(await readPrincipalFrom(phone, deps())).toBeNull();
    expect(await readPrincipalFrom(other, deps())).toMatchObject({ username: "joe" });
  });

  it("a wall seal from before session records keeps working, and moves onto a record when the cookie can be set", async () => {
    const { link } = await createWallLink(db(), { name: "Lobby", createdBy: "admin" });
    const { sealData } = await import("iron-session");
    const legacy = await sealData({ v: 1, kind: "wall", linkId: link.id }, { password: SECRET, ttl: WALL_SESSION_SECONDS });
    // A page (no cookie writes) still lets the screen in.
    const readOnly = { get: (name: string) => (name === SESSION_COOKIE ? { value: legacy } : undefined) };
    expect(await readPrincipalFrom(readOnly, deps())).toMatchObject({ kind: "wall", linkId: link.id });
    // A route handler gives it a record; from then on the screen's session can be ended like any other.
    const screen = new FakeCookies();
    screen.values.set(SESSION_COOKIE, legacy);
    const upgraded = await readPrincipalFrom(screen, deps());
    expect(upgraded?.sessionId).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(screen.get(SESSION_COOKIE)!.value).not.toBe(legacy);
    expect(await readPrincipalFrom(screen, deps())).toMatchObject({ kind: "wall", sessionId: upgraded!.sessionId });
    await endSessionIn(screen, deps());
    expect(await readPrincipalFrom(screen, deps())).toBeNull();
  });

  it("renewing a wall session keeps its record", async () => {
    const { link } = await createWallLink(db(), { name: "Lobby", createdBy: "admin" });
    const screen = new FakeCookies();
    const sid = await startWallSessionIn(screen, link, deps());
    expect(await startWallSessionIn(screen, link, { ...deps(), sessionId: sid })).toBe(sid);
    expect(await readPrincipalFrom(screen, deps())).toMatchObject({ sessionId: sid });
  });
});
