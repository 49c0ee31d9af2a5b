import "server-only";
import { can } from "@/lib/auth/permissions";
import type { Principal } from "@/lib/auth/principal";
import { readPrincipal } from "@/lib/auth/session";
import { limitRate } from "@/lib/bff/handler";
import { chosenOrganization } from "@/lib/bff/organization";
import { queryKeyOf, scopeOfSlug, slugOf } from "@/lib/contract/organization-scope";

/** `organization`: the service's slug for the one chosen in the shell (none: the key's own); `org`: what query keys name for it. */
export type PrefetchScope = { principal: Principal; organization: string | undefined; org: string };

/**
 * Whether a server page may call the service for its first paint, and for which organization:
 * a signed-in reader, within the same per-session rate limit as /api (a render is a call too),
 * in the organization chosen in the shell. `null`: render without data; the browser asks /api,
 * which answers (or refuses) with its own status.
 */
export async function prefetchScope(): Promise<PrefetchScope | null> {
  const principal = await readPrincipal();
  if (!principal || principal.kind === "wall" || !can(principal.role, "read")) return null;
  try {
    await limitRate(principal);
  } catch {
    return null;
  }
  const organization = scopeOfSlug(await chosenOrganization());
  return { principal, organization: slugOf(organization), org: queryKeyOf(organization) };
}
