import "server-only";
import { type OrganizationKey, organizationKeyOf } from "@/lib/contract/organization-key";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import { getUpstreamClient } from "./get-client";
import { reachableOrganizations } from "./organizations";
import { getQueueSnapshot } from "./snapshot";

const TTL_MS = 5 * 60_000;
const CACHE = "own-organization";

/**
 * The slug of the key's own organization (the one a call without `slug` acts on), or null when the
 * service does not say. A key reaching one organization: that one (`POST /user/me`). A key reaching
 * several (staff): the scope the queue snapshot answers for when asked without a slug
 * (interface-v2 section 2.9, `scope.slug`). Cached for five minutes: it changes only with the key.
 */
export async function ownOrganizationSlug(): Promise<string | null> {
  const cached = peekSingleton<{ at: number; slug: string | null }>(CACHE);
  if (cached && Date.now() - cached.at < TTL_MS) return cached.slug;
  const reachable = await reachableOrganizations();
  let slug: string | null = reachable.length === 1 ? reachable[0]!.slug : null;
  if (slug === null) {
    try {
      const snapshot = await getQueueSnapshot(getUpstreamClient(), {});
      slug = snapshot.scope.all === true ? null : snapshot.scope.slug;
    } catch {
      // Not known now: asked again on the next call, not cached.
      return null;
    }
  }
  setSingleton(CACHE, { at: Date.now(), slug });
  return slug;
}

/**
 * The organization's key in the console's own store and live events (lib/contract/organization-key.ts):
 * the key's own organization, however it was named, is one key.
 */
export async function organizationStoreKey(scope: OrganizationScope): Promise<OrganizationKey> {
  if (scope.kind === "own" || scope.slug === "") return organizationKeyOf(scope, null);
  return organizationKeyOf(scope, await ownOrganizationSlug());
}
