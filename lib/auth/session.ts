import "server-only";
import { sealData, unsealData } from "iron-session";
import type { Kysely } from "kysely";
import { cookies } from "next/headers";
import { z } from "zod";
import { getDb } from "@/lib/db";
import type { Database } from "@/lib/db/schema";
import type { Principal } from "./principal";
import { getSessionSecret } from "./session-secret";
import { getUserById } from "./users";
import { getWallLink, touchWallLink } from "./wall-links";

export const SESSION_COOKIE = "rampart_session";
export const USER_SESSION_SECONDS = 12 * 60 * 60;
export const WALL_SESSION_SECONDS = 400 * 24 * 60 * 60;
/** Tolerated clock difference between instances sharing SESSION_SECRET. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

const sessionDataSchema = z.discriminatedUnion("kind", [
  z.object({ v: z.literal(1), kind: z.literal("user"), userId: z.number().int().positive(), issuedAt: z.number().int() }),
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

/** The part of Next's `cookies()` store used here (and easy to fake in tests). */
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
  const expiresAt = data.kind === "user" ? Math.min(reuseUntil, data.issuedAt + USER_SESSION_SECONDS * 1000) : reuseUntil;
  if (opened.secret !== secret) opened.seals = new Map();
  opened.secret = secret;
  if (opened.seals.size >= OPENED_SEALS_MAX) opened.seals.delete(opened.seals.keys().next().value as string);
  opened.seals.set(seal, { data, expiresAt });
}

/** Null for anything that is not an intact, unexpired seal of valid session data. */
export async function unsealSession(seal: string, secret: string): Promise<SessionData | null> {
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
 * The principal behind the session cookie, re-loaded from the store on every call: a removed
 * user or revoked link gives null, and a role change applies at once.
 */
export async function readPrincipalFrom(store: Pick<SessionCookieStore, "get">, deps: SessionDeps): Promise<Principal | null> {
  const seal = store.get(SESSION_COOKIE)?.value;
  if (!seal) return null;
  const data = await unsealSession(seal, deps.secret);
  if (!data) return null;
  const now = deps.now ?? new Date();
  if (data.kind === "user") {
    const age = now.getTime() - data.issuedAt;
    if (age > USER_SESSION_SECONDS * 1000 || age < -CLOCK_SKEW_MS) return null;
    const user = await getUserById(deps.db, data.userId);
    if (!user || issuedBeforePasswordChange(data.issuedAt, user.passwordChangedAt)) return null;
    return { kind: "user", userId: user.id, username: user.username, role: user.role };
  }
  const link = await getWallLink(deps.db, data.linkId);
  if (!link || link.revokedAt) return null;
  await touchWallLink(deps.db, link.id, now);
  return { kind: "wall", linkId: link.id, name: link.name };
}

/** A changed password ends the sessions opened with the old one (a session names no password). */
function issuedBeforePasswordChange(issuedAt: number, passwordChangedAt: string | null): boolean {
  return passwordChangedAt !== null && issuedAt < Date.parse(passwordChangedAt);
}

export async function startUserSessionIn(
  store: SessionCookieStore,
  user: { id: number },
  deps: Omit<SessionDeps, "db">,
): Promise<void> {
  const now = deps.now ?? new Date();
  const seal = await sealSession({ v: 1, kind: "user", userId: user.id, issuedAt: now.getTime() }, deps.secret);
  store.set(SESSION_COOKIE, seal, cookieOptions(USER_SESSION_SECONDS, deps.secure));
}

export async function startWallSessionIn(
  store: SessionCookieStore,
  link: { id: number },
  deps: Omit<SessionDeps, "db" | "now">,
): Promise<void> {
  const seal = await sealSession({ v: 1, kind: "wall", linkId: link.id }, deps.secret);
  store.set(SESSION_COOKIE, seal, cookieOptions(WALL_SESSION_SECONDS, deps.secure));
}

export function endSessionIn(store: SessionCookieStore, secure?: boolean): void {
  store.set(SESSION_COOKIE, "", cookieOptions(0, secure));
}

// ——— Next.js bindings (request-scoped cookies()) ———

async function nextCookies(): Promise<SessionCookieStore> {
  return cookies();
}

async function storeDeps(): Promise<SessionDeps> {
  return { db: await getDb(), secret: getSessionSecret() };
}

/** The signed-in user or wall link of the current request, or null. */
export async function readPrincipal(): Promise<Principal | null> {
  return readPrincipalFrom(await nextCookies(), await storeDeps());
}

/** Signs a user in (route handlers and server actions only: sets a cookie). */
export async function startUserSession(user: { id: number }): Promise<void> {
  await startUserSessionIn(await nextCookies(), user, { secret: getSessionSecret() });
}

/** Opens a wall-screen session for a resolved link (route handlers and server actions only). */
export async function startWallSession(link: { id: number }): Promise<void> {
  await startWallSessionIn(await nextCookies(), link, { secret: getSessionSecret() });
}

export async function endSession(): Promise<void> {
  endSessionIn(await nextCookies());
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
