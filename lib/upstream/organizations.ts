import "server-only";
import { isOpaqueId } from "@/lib/contract/ids";
import { isSlug } from "@/lib/contract/organization-slug";
import type { Organization } from "@/lib/contract/reachable-organization.types";
import type { CurrentUserResponse } from "@/lib/contract/user";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { getUpstreamClient } from "./get-client";
import { getCurrentUser } from "./user";

export type { Organization };
export { isSlug };

const TTL_MS = 5 * 60_000;

/** The organizations of a `POST /user/me` answer the console can select (a slug it can put in a cookie). */
export function organizationsOf(me: CurrentUserResponse): Organization[] {
  return (me.organizations ?? [])
    .filter((o) => isSlug(o.slug))
    .map((o) => ({ slug: o.slug, name: o.name ?? o.slug, ...(isOpaqueId(o.id) ? { serviceId: String(o.id) } : {}) }));
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
