import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { serviceContractApi } from "@/lib/api-routes/service";
import { consoleKey } from "./api-key";

export type { ToleranceSummary } from "@/lib/contract/tolerance.types";

/**
 * Hierarchical: invalidating ['service'] refreshes everything about the service connection. Not
 * under an organization: the console counts what it tolerated per process, whichever organization
 * a call was for.
 */
export const serviceContractKeys = {
  all: ["service"] as const,
  contract: () => consoleKey(serviceContractApi),
};

/** What the console tolerated in the service's answers since it started; looked at again every minute. */
export function serviceContractQueryOptions() {
  return queryOptions({
    queryKey: serviceContractKeys.contract(),
    queryFn: ({ signal }) => callApi(serviceContractApi, {}, { signal }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });
}
