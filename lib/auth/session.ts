import "server-only";
import { sealData, unsealData } from "iron-session";
import type { Kysely } from "kysely";
import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/schema";
import { cookiesOf } from "@/lib/request-cookies";
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_COOKIE_SECONDS } from "./device-cookie";
import type { Principal } from "./principal";
import { createSessionRecord, endSessionRecord, endUserSessions, extendSessionRecord, liveSessionRecord } from "./session-records";
import { getSessionSecret } from "./session-secret";
import { getUserById } from "./users";
import { getWallLink, touchWallLink } from "./wall-links";

export const SESSION_COOKIE = "rampart_session";
export const USER_SESSION_SECONDS = 12 * 60 * 60;
export const WALL_SESSION_SECONDS = 400 * 24 * 60 * 60;
/** Tolerated clock difference between instances sharing SESSION_SECRET. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const sessionId = z.string().regex(/^[A-Za-z0-9_-]{32}$/);
/**
 * v2 seals name their server-side record (`sid`). A v1 wall seal (before records) is still
 * honoured while its link lives and is moved onto a record the next time it reaches a route
 * handler (a wall screen polls the API, so within minutes); v1 user seals (12 h at most) are not.
 */
const sessionDataSchema = z.union([
  z.object({ v: z.literal(2), kind: z.literal("user"), sid: sessionId, userId: z.number().int().positive(), issuedAt: z.number().int() }),
  z.object({ v: z.literal(2), kind: z.literal("wall"), sid: sessionId, linkId: z.number().int().positive() }),
  z.object({ v: z.literal(1), kind: z.literal("wall"), linkId: z.number().int().positive() }),
]);
export type SessionData = z.infer<typeof sessionDataSchema>;

export interface SessionCookieOptions {
  httpOnly: true;
  sameSite: "lax";
  secure: boolean;
  path: "/";
  maxAge: number;
}

/** The part of Next's `cookies()` store used here (and easy to fake in tests). `set` throws outside route handlers. */
export interface SessionCookieStore {
  get(name: string): { value: string } | undefined;
  set(name: string, value: string, options: SessionCookieOptions): unknown;
}

export interface SessionDeps {
  db: Kysely<Database>;
  secret: string;
  now?: Date;
  /** Secure cookie attribute; defaults to NODE_ENV === "production". */
  secure?: boolean;
}

function cookieOptions(maxAge: number, secure = process.env.NODE_ENV === "production"): SessionCookieOptions {
  return { httpOnly: true, sameSite: "lax", secure, path: "/", maxAge };
}

function ttlOf(data: SessionData): number {
  return data.kind === "user" ? USER_SESSION_SECONDS : WALL_SESSION_SECONDS;
}

/** Seals session data; the seal carries its own expiry (12 h for users, 400 days for wall links). */
export function sealSession(data: SessionData, secret: string): Promise<string> {
  return sealData(sessionDataSchema.parse(data), { password: secret, ttl: ttlOf(data) });
}

/**
 * Seals opened recently, so a session's every request does not pay iron's key derivations again
 * (about 1 ms each, the largest part of the console's per-request cost). A seal always opens to
 * the same data under the same secret, so reuse changes nothing: an entry lives for a minute at
 * most, never past a user session's own end (its issuedAt + 12 h), and who the session is (user,
 * role, revoked link) is still re-read per request. The expiry iron writes inside the seal is not
 * read: its format is the library's own.
 */
const OPENED_SEALS_MAX = 1_000;
const OPENED_SEAL_REUSE_MS = 60_000;
const opened: { secret: string; seals: Map<string, { data: SessionData; expiresAt: number }> } = { secret: "", seals: new Map() };

function rememberOpened(seal: string, secret: string, data: SessionData): void {
  const reuseUntil = Date.now() + OPENED_SEAL_REUSE_MS;
  const expiresAt = data.kind === "user" && data.v === 2 ? Math.min(reuseUntil, data.issuedAt + USER_SESSION_SECONDS * 1000) : reuseUntil;
  if (opened.secret !== secret) opened.seals = new Map();
  opened.secret = secret;
  if (opened.seals.size >= OPENED_SEALS_MAX) opened.seals.delete(opened.seals.keys().next().value as string);
  opened.seals.set(seal, { data, expiresAt });
}

/**
 * What `sealSession` writes, whole: iron's seal (`Fe26.2*` and its `*`-separated parts, base64url
 * and digits) and iron-session's `~2` version suffix. iron-session's `unsealData` cuts the value at
 * its first `~` and ignores the rest, so a seal with anything after it opened as the seal itself.
 */
const SEAL_SHAPE = /^Fe26\.2\*[\w*-]+~2$/;

/** Null for anything that is not an intact, unexpired seal of valid session data, with nothing before or after it. */
export async function unsealSession(seal: string, secret: string): Promise<SessionData | null> {
  if (!SEAL_SHAPE.test(seal)) return null;
  if (opened.secret === secret) {
    const hit = opened.seals.get(seal);
    if (hit && hit.expiresAt > Date.now()) return hit.data;
    if (hit) opened.seals.delete(seal);
  }
  try {
    const parsed = sessionDataSchema.safeParse(await unsealData<unknown>(seal, { password: secret, ttl: WALL_SESSION_SECONDS }));
    if (!parsed.success) return null;
    rememberOpened(seal, secret, parsed.data);
    return parsed.data;
  } catch {
    return null;
  }
}

/**
 * The principal behind the session cookie, re-loaded from the store on every call: an ended or
 * expired session record, a removed user or a revoked link gives null, and a role change applies
 * at once. Pass a store with `set` to let a v1 wall seal move onto a record.
 */
export async function readPrincipalFrom(
  store: Pick<SessionCookieStore, "get"> & Partial<Pick<SessionCookieStore, "set">>,
  deps: SessionDeps,
): Promise<Principal | null> {
  const seal = store.get(SESSION_COOKIE)?.value;
  if (!seal) return null;
  const data = await unsealSession(seal, deps.secret);
  if (!data) return null;
  const now = deps.now ?? new Date();
  if (data.v === 2 && data.kind === "user") {
    const age = now.getTime() - data.issuedAt;
    if (age > USER_SESSION_SECONDS * 1000 || age < -CLOCK_SKEW_MS) return null;
    const record = await liveSessionRecord(deps.db, data.sid, now);
    if (record?.kind !== "user" || record.userId !== data.userId) return null;
    const user = await getUserById(deps.db, data.userId);
    if (!user || issuedBeforePasswordChange(data.issuedAt, user.passwordChangedAt)) return null;
    return { kind: "user", userId: user.id, username: user.username, role: user.role, sessionId: data.sid };
  }
  if (data.kind !== "wall") return null;
  let sid: string | undefined;
  if (data.v === 2) {
    const record = await liveSessionRecord(deps.db, data.sid, now);
    if (record?.kind !== "wall" || record.wallLinkId !== data.linkId) return null;
    sid = data.sid;
  }
  const link = await getWallLink(deps.db, data.linkId);
  if (!link || link.revokedAt) return null;
  await touchWallLink(deps.db, link.id, now);
  if (data.v === 1 && store.set) sid = (await upgradeWallSeal(store as SessionCookieStore, link, deps)) ?? undefined;
  return { kind: "wall", linkId: link.id, name: link.name, ...(sid ? { sessionId: sid } : {}) };
}

/** Moves a v1 wall seal onto a session record (a route handler: the cookie can be set). Null where it cannot. */
async function upgradeWallSeal(store: SessionCookieStore, link: { id: number }, deps: SessionDeps): Promise<string | null> {
  const now = deps.now ?? new Date();
  const sid = await createSessionRecord(deps.db, { kind: "wall", wallLinkId: link.id }, new Date(now.getTime() + WALL_SESSION_SECONDS * 1000), now);
  try {
    const seal = await sealSession({ v: 2, kind: "wall", sid, linkId: link.id }, deps.secret);
    await store.set(SESSION_COOKIE, seal, cookieOptions(WALL_SESSION_SECONDS, deps.secure));
    return sid;
  } catch {
    // A server component cannot set cookies: the v1 seal keeps working; a route handler moves it later.
    await endSessionRecord(deps.db, sid, now);
    return null;
  }
}

/** A changed password ends the sessions opened with the old one (a session names no password). */
function issuedBeforePasswordChange(issuedAt: number, passwordChangedAt: string | null): boolean {
  return passwordChangedAt !== null && issuedAt < Date.parse(passwordChangedAt);
}

export async function startUserSessionIn(store: SessionCookieStore, user: { id: number }, deps: SessionDeps): Promise<string> {
  const now = deps.now ?? new Date();
  const sid = await createSessionRecord(deps.db, { kind: "user", userId: user.id }, new Date(now.getTime() + USER_SESSION_SECONDS * 1000), now);
  const seal = await sealSession({ v: 2, kind: "user", sid, userId: user.id, issuedAt: now.getTime() }, deps.secret);
  store.set(SESSION_COOKIE, seal, cookieOptions(USER_SESSION_SECONDS, deps.secure));
  return sid;
}

/** Opens a wall session, or renews one (same record, new expiry) when `sessionId` names it. */
export async function startWallSessionIn(store: SessionCookieStore, link: { id: number }, deps: SessionDeps & { sessionId?: string }): Promise<string> {
  const now = deps.now ?? new Date();
  const expiresAt = new Date(now.getTime() + WALL_SESSION_SECONDS * 1000);
  let sid = deps.sessionId;
  if (sid) await extendSessionRecord(deps.db, sid, expiresAt);
  else sid = await createSessionRecord(deps.db, { kind: "wall", wallLinkId: link.id }, expiresAt, now);
  const seal = await sealSession({ v: 2, kind: "wall", sid, linkId: link.id }, deps.secret);
  store.set(SESSION_COOKIE, seal, cookieOptions(WALL_SESSION_SECONDS, deps.secure));
  return sid;
}

/** Ends this browser's session: its record (on every instance) and its cookie. */
export async function endSessionIn(store: SessionCookieStore, deps: SessionDeps): Promise<void> {
  const seal = store.get(SESSION_COOKIE)?.value;
  const data = seal ? await unsealSession(seal, deps.secret) : null;
  if (data?.v === 2) await endSessionRecord(deps.db, data.sid, deps.now);
  store.set(SESSION_COOKIE, "", cookieOptions(0, deps.secure));
}

// ——— Next.js bindings (request-scoped cookies()) ———

async function nextCookies(): Promise<SessionCookieStore> {
  return cookies();
}

async function storeDeps(): Promise<SessionDeps> {
  return { db: await getDb(), secret: getSessionSecret() };
}

/**
 * The signed-in user or wall link of the current request, or null. A route handler passes its
 * request: the session cookie is read from it, and Next's request-scoped `cookies()` is asked for
 * only when a cookie must be set (a v1 wall seal moving onto a record), since every API call
 * reads the session and `cookies()` costs several times the parse.
 */
export async function readPrincipal(request?: Request): Promise<Principal | null> {
  return readPrincipalFrom(request ? requestCookieStore(request) : await nextCookies(), await storeDeps());
}

function requestCookieStore(request: Request): SessionCookieStore {
  const cookies = cookiesOf(request);
  return {
    get: (name) => cookies.get(name),
    set: async (name, value, options) => (await nextCookies()).set(name, value, options),
  };
}

/** Signs a user in (route handlers and server actions only: sets a cookie), and remembers the browser when given a device cookie. */
export async function startUserSession(user: { id: number }, options: { deviceCookie?: string } = {}): Promise<void> {
  const store = await nextCookies();
  await startUserSessionIn(store, user, await storeDeps());
  if (options.deviceCookie) {
    const secure = process.env.NODE_ENV === "production";
    (await cookies()).set(DEVICE_COOKIE, options.deviceCookie, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: DEVICE_COOKIE_PATH,
      maxAge: DEVICE_COOKIE_SECONDS,
    });
  }
}

/** Opens a wall-screen session for a resolved link, or renews the one named (route handlers and server actions only). */
export async function startWallSession(link: { id: number }, sessionId?: string): Promise<void> {
  await startWallSessionIn(await nextCookies(), link, { ...(await storeDeps()), sessionId });
}

export async function endSession(): Promise<void> {
  await endSessionIn(await nextCookies(), await storeDeps());
}

/** "Sign out everywhere": ends every session of the signed-in user, this one included. */
export async function endEverySessionOf(userId: number): Promise<number> {
  const ended = await endUserSessions(await getDb(), userId);
  await endSessionIn(await nextCookies(), await storeDeps());
  return ended;
}

/** The signed-in user or wall link, for the sign-in page (Pages Router): its request's cookies as a plain record. */
export async function readPrincipalOfCookies(cookies: Partial<Record<string, string>>): Promise<Principal | null> {
  const get = (name: string) => (cookies[name] === undefined ? undefined : { value: cookies[name] });
  return readPrincipalFrom({ get }, await storeDeps());
}

/**
 * Whether the request carries the cookie of a wall link that has since been revoked (or removed),
 * so /wall can say so instead of sending the screen to a sign-in form nobody will fill in.
 */
export async function hasRevokedWallSession(): Promise<boolean> {
  const seal = (await nextCookies()).get(SESSION_COOKIE)?.value;
  if (!seal) return false;
  const data = await unsealSession(seal, getSessionSecret());
  if (data?.kind !== "wall") return false;
  const link = await getWallLink(await getDb(), data.linkId);
  return !link || link.revokedAt !== null;
}
