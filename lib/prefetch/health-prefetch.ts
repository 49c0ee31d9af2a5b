import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { limitRate } from "@/lib/bff/handler";
import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import { scopeOfSlug, slugOf, slugSelectorOf } from "@/lib/contract/organization-scope";
import { prefetchScope } from "@/lib/prefetch/server-prefetch";
import { checkQueryOptions, listBody, type RegisteredCheck, registeredChecks, registryQueryOptions } from "@/lib/queries/healthchecks";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { listHealthchecks, runHealthcheck } from "@/lib/upstream/healthchecks";

export type CheckRequest = { definition: HealthcheckDescriptor; body: Record<string, unknown> };

/**
 * The /health page's data on the server: the registry, then every check the page will run, all at
 * once (the browser would be held to six connections per origin, and could start only after
 * hydrating). Stored under the browser's own keys (the factories), so the page hydrates with the
 * cards graded. Each upstream call spends one allowance of the session's /api rate limit, as the
 * browser's call would; whatever is refused or fails is left for the browser to ask.
 * `requests` is the page's own choice of checks and bodies (its thresholds in the URL).
 */
export async function prefetchHealthchecks(
  queryClient: QueryClient,
  slug: string | null,
  requests: (checks: RegisteredCheck[]) => CheckRequest[],
): Promise<void> {
  const scope = await prefetchScope();
  if (!scope) return;
  // As the /api routes do: the organization chosen in the shell when the page names none.
  const organization = scopeOfSlug(slug ?? scope.organization);
  const client = getUpstreamClient();
  let registry: Awaited<ReturnType<typeof listHealthchecks>>;
  try {
    registry = await listHealthchecks(client, listBody(slugOf(organization)));
  } catch {
    return;
  }
  queryClient.setQueryData(registryQueryOptions(scope.org, slug).queryKey, registry);
  await Promise.all(
    requests(registeredChecks(registry)).map(async ({ definition, body }) => {
      try {
        await limitRate(scope.principal);
        const result = await runHealthcheck(client, definition.path, body.slug === undefined ? { ...body, ...slugSelectorOf(organization) } : body);
        queryClient.setQueryData(checkQueryOptions(scope.org, definition, body).queryKey, result);
      } catch {
        // Refused or failed: the browser runs this check and shows its answer or its error.
      }
    }),
  );
}
