import "server-only";
import { type OrganizationScope, storageKeyOf } from "@/lib/contract/organization-scope";
import { reachableOrganizations } from "@/lib/upstream/organizations";

/**
 * The one key triage stores an organization under (queue, claims, refusals, held reviews).
 * No slug, an empty one, and the key's own organization named by its slug all act on the same
 * organization, so they share the key "" (the service's default, the key's own): otherwise one
 * proposal could be held twice, once as "" and once as "acme" (issue 28). The key's own
 * organization is known when it is the only one the key reaches (`POST /user/me`); a staff key
 * reaching several keeps each slug as its key.
 */
export async function triageOrgKey(organization: OrganizationScope): Promise<string> {
  const stored = storageKeyOf(organization);
  if (!stored) return "";
  const reachable = await reachableOrganizations();
  return reachable.length === 1 && reachable[0]!.slug === stored ? "" : stored;
}
