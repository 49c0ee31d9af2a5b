import { queryOptions } from "@tanstack/react-query";
import type { BrandList } from "@/lib/contract/brand";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

export const brandKeys = {
  all: (org: string) => [...orgKey(org), "brands"] as const,
  list: (org: string) => [...brandKeys.all(org), "list"] as const,
};

/** GET /api/organization/brands: every brand (no paging, typically < 500); rarely changes. */
export function brandListOptions(org: string): ReturnType<typeof brandListQuery>;
/**
 * @deprecated Pass the organization (`useOrganizationScope()`). Kept only so that components/triage,
 * being changed on another branch, still compiles until it does; its key is never an organization's,
 * and nothing is kept once no one reads it.
 */
export function brandListOptions(): ReturnType<typeof brandListQuery>;
export function brandListOptions(org?: string) {
  return brandListQuery(org);
}

function brandListQuery(org: string | undefined) {
  return queryOptions({
    queryKey: org === undefined ? (["brands", "list", "unscoped"] as const) : brandKeys.list(org),
    queryFn: ({ signal }) => apiFetch<BrandList>("/api/organization/brands", { signal }),
    ...(org === undefined ? { staleTime: 0, gcTime: 0 } : { staleTime: 10 * 60_000 }),
  });
}
