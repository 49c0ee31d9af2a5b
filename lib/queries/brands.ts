import { queryOptions } from "@tanstack/react-query";
import type { BrandList } from "@/lib/contract/brand";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

export const brandKeys = {
  all: (org: string) => [...orgKey(org), "brands"] as const,
  list: (org: string) => [...brandKeys.all(org), "list"] as const,
};

/** GET /api/organization/brands: every brand (no paging, typically < 500); rarely changes. */
export function brandListOptions(org: string) {
  return queryOptions({
    queryKey: brandKeys.list(org),
    queryFn: ({ signal }) => apiFetch<BrandList>("/api/organization/brands", { signal }),
    staleTime: 10 * 60_000,
  });
}
