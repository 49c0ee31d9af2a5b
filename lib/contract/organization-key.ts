import { z } from "zod";
import type { OrganizationScope } from "./organization-scope";

declare const organizationKeyBrand: unique symbol;

/**
 * The one key the console's own store and its live events file an organization under (triage
 * queue, claims, refusals, escalations, held reviews; outcomes' figures; the webhook inbox's
 * mapping; live events). A branded string: only `organizationKeyOf` makes one, so a slug as a
 * request spelled it cannot reach a store or an event by mistake (the compiler refuses a bare
 * string). The key's own organization, however a request names it (no slug, an empty one, or its
 * own slug), is "": otherwise one proposal could be held twice, once under each spelling (issue 41).
 */
export type OrganizationKey = string & { readonly [organizationKeyBrand]: "OrganizationKey" };

/**
 * The key of an organization, given the slug of the key's own organization (null when the
 * service has not said which it is: then only no slug and an empty one are the key's own).
 */
export function organizationKeyOf(scope: OrganizationScope, ownSlug: string | null): OrganizationKey {
  if (scope.kind === "own" || scope.slug === "" || scope.slug === ownSlug) return "" as OrganizationKey;
  return scope.slug as OrganizationKey;
}

/** The key of the key's own organization. */
export const OWN_ORGANIZATION_STORE_KEY: OrganizationKey = organizationKeyOf({ kind: "own" }, null);

/**
 * A key as it was stored or sent (a NOTIFY payload between instances): made by `organizationKeyOf`
 * on the way in, so it is read back as it is.
 */
export const storedOrganizationKeySchema = z
  .string()
  .max(200)
  .transform((key) => key as OrganizationKey);
