import "server-only";
import type { QueryClient } from "@tanstack/react-query";
import { toleranceSummary } from "@/lib/contract/tolerance";
import { prefetchScope } from "@/lib/prefetch/server-prefetch";
import { serviceContractQueryOptions } from "@/lib/queries/service-contract";

/**
 * The Service contract card's data on the server, under the browser's own key: the card arrives
 * filled instead of waiting for hydration and a connection the page's other requests hold.
 * Signed-in only, as `GET /api/service/contract` (every role may read it).
 */
export async function prefetchServiceContract(queryClient: QueryClient): Promise<void> {
  if (!(await prefetchScope())) return;
  queryClient.setQueryData(serviceContractQueryOptions().queryKey, toleranceSummary());
}
