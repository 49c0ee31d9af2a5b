import { type OrganizationScope, OWN_ORGANIZATION_KEY, queryKeyOf, scopeOfSlug } from "@/lib/contract/organization-scope";

/** The organization every query key starts with when none is chosen in the shell: the key's own. */
export const DEFAULT_ORGANIZATION = OWN_ORGANIZATION_KEY;

/**
 * The organization a query key names for the one chosen in the shell (none: the key's own). The
 * client's `useOrganizationScope()` and the server pages' `prefetchScope()` both go through it,
 * so a server prefetch lands under the very key the browser then reads (hydration hits).
 */
export function keyOrganization(slug: string | null | undefined): string {
  return queryKeyOf(scopeOfSlug(slug));
}

/** The same for a scope already read (lib/contract/organization-scope.ts). */
export function keyOfScope(scope: OrganizationScope): string {
  return queryKeyOf(scope);
}

/**
 * The prefix of every organization-scoped query key: `['org', slug]`. Switching organization
 * changes it, so nothing cached for one organization is ever shown, or continued (page 2), for another.
 */
export function orgKey(slug: string | null | undefined) {
  return ["org", keyOrganization(slug)] as const;
}
