import { queryOptions } from "@tanstack/react-query";
import type { ToleranceSummary } from "@/lib/contract/tolerance";
import { apiFetch } from "./api-fetch";

export type { ToleranceSummary } from "@/lib/contract/tolerance";

export const SERVICE_CONTRACT_PATH = "/api/service/contract";

/**
 * Hierarchical: invalidating ['service'] refreshes everything about the service connection. Not
 * under an organization: the console counts what it tolerated per process, whichever organization
 * a call was for.
 */
export const serviceContractKeys = {
  all: ["service"] as const,
  contract: () => [...serviceContractKeys.all, "contract"] as const,
};

/** What the console tolerated in the service's answers since it started; looked at again every minute. */
export function serviceContractQueryOptions() {
  return queryOptions({
    queryKey: serviceContractKeys.contract(),
    queryFn: ({ signal }) => apiFetch<ToleranceSummary>(SERVICE_CONTRACT_PATH, { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
