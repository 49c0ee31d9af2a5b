import { queryOptions } from "@tanstack/react-query";
import type { BrandList } from "@/lib/contract/brand";
import { apiFetch } from "./api-fetch";

export const brandKeys = {
  all: ["brands"] as const,
  list: () => ["brands", "list"] as const,
};

/** GET /api/organization/brands: every brand (no paging, typically < 500); rarely changes. */
export const brandListOptions = () =>
  queryOptions({
    queryKey: brandKeys.list(),
    queryFn: ({ signal }) => apiFetch<BrandList>("/api/organization/brands", { signal }),
    staleTime: 10 * 60_000,
  });
