import "server-only";
import type { CurrentUserResponse } from "@/lib/contract/user";
import { cookiesOf } from "@/lib/request-cookies";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { getCurrentUser } from "@/lib/upstream/user";

/** The cookie holding the organization a staff key acts on (the v2 `slug` selector). */
export const ORG_COOKIE = "rampart_org";
const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/;

export function isSlug(value: unknown): value is string {
  return typeof value === "string" && SLUG.test(value);
}

/** What both entry points below read cookies through: Next's parsed cookies (request or `next/headers`). */
type CookieReader = { get(name: string): { value: string } | undefined };

/**
 * The one reading of the organization chosen in the shell: the cookie's value if it is a slug,
 * otherwise none. Next's cookie parser skips a value that does not decode (`%E0%A4%A`) instead of
 * throwing, so a malformed cookie counts as none.
 */
function organizationIn(cookies: CookieReader): string | undefined {
  const value = cookies.get(ORG_COOKIE)?.value;
  return isSlug(value) ? value : undefined;
}

/** The chosen organization for a route handler, from its request (the wrapper applies it as `slug`). */
export function selectedOrganization(request: Request): string | undefined {
  return organizationIn(cookiesOf(request));
}

export type Organization = { slug: string; name: string };
const TTL_MS = 5 * 60_000;

/** The organizations of a `POST /user/me` answer the console can select (a slug it can put in a cookie). */
export function organizationsOf(me: CurrentUserResponse): Organization[] {
  return (me.organizations ?? []).filter((o) => isSlug(o.slug)).map((o) => ({ slug: o.slug, name: o.name ?? o.slug }));
}

/** Keeps a list just read elsewhere (the start's contact check, lib/service-connection) for the next five minutes. */
export function rememberReachableOrganizations(value: Organization[]): void {
  setSingleton("reachable-organizations", { at: Date.now(), value });
}

/**
 * The organizations the server's key reaches, as `POST /user/me` lists them (an empty list when
 * the service does not say). Cached for five minutes: it changes only when the key does.
 */
export async function reachableOrganizations(): Promise<Organization[]> {
  const cached = peekSingleton<{ at: number; value: Organization[] }>("reachable-organizations");
  if (cached && Date.now() - cached.at < TTL_MS) return cached.value;
  try {
    const value = organizationsOf(await getCurrentUser(getUpstreamClient()));
    rememberReachableOrganizations(value);
    return value;
  } catch {
    return [];
  }
}

/** Remembers the organization to act on; only one the key reaches. `null` goes back to the key's own. */
export async function chooseOrganization(slug: string | null): Promise<{ slug: string | null }> {
  const { cookies } = await import("next/headers");
  const store = await cookies();
  if (slug === null) {
    store.delete(ORG_COOKIE);
    return { slug: null };
  }
  const reachable = await reachableOrganizations();
  if (!reachable.some((o) => o.slug === slug)) {
    const { ApiError } = await import("./errors");
    throw new ApiError(400, "BAD_REQUEST", `The service key does not reach the organization "${slug}"`);
  }
  store.set(ORG_COOKIE, slug, { httpOnly: true, sameSite: "lax", path: "/", maxAge: 400 * 24 * 3600, secure: process.env.NODE_ENV === "production" });
  return { slug };
}

/** The chosen organization for server pages and layouts (Next's cookie API), read as route handlers read it. */
export async function chosenOrganization(): Promise<string | undefined> {
  const { cookies } = await import("next/headers");
  return organizationIn(await cookies());
}
