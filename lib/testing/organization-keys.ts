import { type OrganizationKey, organizationKeyOf } from "@/lib/contract/organization-key";
import { scopeOfSlug } from "@/lib/contract/organization-scope";

/** Test-only: the store key of an organization named by `slug` ("" the key's own), as `organizationKeyOf` makes it. */
export function orgKey(slug: string): OrganizationKey {
  return organizationKeyOf(scopeOfSlug(slug), null);
}
