import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { brandListApi } from "@/lib/api-routes/organization";
import { apiKey } from "./api-key";
import { orgKey } from "./org-key";

export const brandKeys = {
  all: (org: string) => [...orgKey(org), "brands"] as const,
  list: (org: string) => apiKey(org, brandListApi),
};

/** GET /api/organization/brands: every brand (no paging, typically < 500); rarely changes. */
export function brandListOptions(org: string) {
  return queryOptions({
    queryKey: brandKeys.list(org),
    queryFn: ({ signal }) => callApi(brandListApi, { query: {} }, { signal }),
    staleTime: 10 * 60_000,
  });
}
