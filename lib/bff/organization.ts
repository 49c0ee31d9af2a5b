import "server-only";
import { type OrganizationScope, scopeOfSlug, slugOf } from "@/lib/contract/organization-scope";
import { cookiesOf } from "@/lib/request-cookies";
import { isSlug, reachableOrganizations } from "@/lib/upstream/organizations";

/** The cookie holding the organization a staff key acts on (the v2 `slug` selector). */
export const ORG_COOKIE = "rampart_org";

export { reachableOrganizations } from "@/lib/upstream/organizations";

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

/**
 * The organization a route handler acts on, read once per request (lib/bff/handler.ts puts it in
 * the handler's context): the input's `slug` when the caller named one (a page's `?slug=`), else
 * the shell's choice, which is also written into the input's `slug` when the route takes one, so
 * the service call names it.
 */
export function requestOrganization(input: object | undefined, request: Request): OrganizationScope {
  const named = input === undefined ? undefined : Reflect.get(input, "slug");
  if (typeof named === "string") return scopeOfSlug(named);
  const chosen = selectedOrganization(request);
  if (input !== undefined && named === undefined && chosen) Reflect.set(input, "slug", chosen);
  return scopeOfSlug(chosen);
}

/** Remembers the organization to act on (the cookie holds its slug); only one the key reaches. The key's own clears it. */
export async function chooseOrganization(choice: OrganizationScope): Promise<{ slug: string | null }> {
  const { cookies } = await import("next/headers");
  const store = await cookies();
  const slug = slugOf(choice);
  if (slug === undefined) {
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
