import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { accountReadinessApi } from "@/lib/api-routes/account";
import { apiKey } from "./api-key";
import { orgKey } from "./org-key";

export const accountKeys = {
  all: (org: string) => [...orgKey(org), "account"] as const,
  readiness: (org: string) => apiKey(org, accountReadinessApi),
};

/** What the organization's account is set up for: it changes only when the service's staff change it, so it is read once a page. */
export const accountReadinessQuery = (org: string) =>
  queryOptions({
    queryKey: accountKeys.readiness(org),
    queryFn: ({ signal }) => callApi(accountReadinessApi, { query: {} }, { signal }),
    staleTime: 5 * 60_000,
  });
