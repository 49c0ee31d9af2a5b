import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { takedownListApi } from "@/lib/api-routes/takedowns";
import type { Takedown, TakedownListPage } from "@/lib/contract/takedown";
import type { TakedownListBodyInput } from "@/lib/contract/takedown-request";
import { apiPrefix } from "./api-key";
import { orgKey } from "./org-key";

export const TAKEDOWN_PAGE_SIZE = 50;

export type TakedownSort = "updated-desc" | "updated-asc" | "created-desc" | "created-asc";

/** What a list view asks for. `staleBefore` keeps only IN_PROGRESS takedowns last changed at or before it. */
export type TakedownQuery = {
  slug?: string | null;
  statuses?: readonly string[];
  liveness?: readonly string[];
  assetTypes?: readonly string[];
  text?: string | null;
  sort?: TakedownSort;
  createdFrom?: string | null;
  createdTo?: string | null;
  staleBefore?: string | null;
};

type ListBody = Omit<TakedownListBodyInput, "next_page" | "per_page">;

/** The one body for a query: same keys in the same order, so equal views share a cache entry. */
export function takedownListBody(query: TakedownQuery): ListBody {
  const sort: TakedownSort = query.staleBefore ? "updated-asc" : (query.sort ?? "updated-desc");
  const [key, direction] = sort.split("-") as ["updated" | "created", "asc" | "desc"];
  const statuses = query.staleBefore ? ["IN_PROGRESS"] : (query.statuses ?? []);
  const text = query.text?.trim();
  const slug = query.slug?.trim();
  return {
    ...(slug ? { slug } : {}),
    ...(text ? { query: text } : {}),
    ...(query.createdFrom ? { startDate: query.createdFrom } : {}),
    ...(query.createdTo ? { endDate: query.createdTo } : {}),
    ...(query.assetTypes?.length ? { assetType: [...query.assetTypes] as ListBody["assetType"] } : {}),
    ...(statuses.length ? { takedownStatus: [...statuses] as ListBody["takedownStatus"] } : {}),
    ...(query.liveness?.length ? { livenessStatus: [...query.liveness] as ListBody["livenessStatus"] } : {}),
    sorting: [{ key: key === "updated" ? "updatedAt" : "createdAt", direction }],
  };
}

export const takedownKeys = {
  all: (org: string) => [...orgKey(org), "takedowns"] as const,
  lists: (org: string) => apiPrefix(org, takedownListApi),
  list: (org: string, query: TakedownQuery) => [...takedownKeys.lists(org), takedownListBody(query), query.staleBefore ?? null] as const,
  /** Every page of a view at once (a filter the service cannot apply, such as the assignee, needs them all). */
  every: (org: string, query: TakedownQuery) => [...takedownKeys.list(org, query), "every"] as const,
  details: (org: string) => [...takedownKeys.all(org), "detail"] as const,
  detail: (org: string, id: string, slug?: string | null) => [...takedownKeys.details(org), id, slug ?? null] as const,
};

export function fetchTakedownPage(body: ListBody, nextPage: string | null, signal?: AbortSignal, perPage = TAKEDOWN_PAGE_SIZE): Promise<TakedownListPage> {
  return callApi(takedownListApi, { body: { ...body, per_page: perPage, ...(nextPage ? { next_page: nextPage } : {}) } }, { signal });
}

/** Whether an in-progress takedown has sat unchanged since `cutoff` or earlier (the /queues staleness rule). */
export function isStale(takedown: Pick<Takedown, "status" | "updatedAt">, cutoffMs: number): boolean {
  if (takedown.status !== "IN_PROGRESS") return false;
  const changed = Date.parse(takedown.updatedAt ?? "");
  return Number.isFinite(changed) && changed <= cutoffMs;
}

/**
 * A stale-only view reads IN_PROGRESS takedowns oldest change first and keeps those at or before
 * the cutoff; the first fresher one ends the list (no further page can hold a stale one).
 */
export function trimStalePage(page: TakedownListPage, staleBefore: string | null | undefined): TakedownListPage {
  if (!staleBefore) return page;
  const cutoff = Date.parse(staleBefore);
  const kept = page.takedowns.filter((t) => isStale(t, cutoff));
  return kept.length < page.takedowns.length ? { takedowns: kept, nextPage: null } : page;
}

/** The list, page by page (the page size the service allows, newest change first unless asked otherwise). */
export const takedownListInfiniteOptions = (org: string, query: TakedownQuery) => {
  const body = takedownListBody(query);
  return infiniteQueryOptions({
    queryKey: takedownKeys.list(org, query),
    queryFn: async ({ pageParam, signal }) => trimStalePage(await fetchTakedownPage(body, pageParam, signal), query.staleBefore),
    initialPageParam: null as string | null,
    getNextPageParam: (last: TakedownListPage) => last.nextPage ?? undefined,
    staleTime: 30_000,
  });
};

/** Every page of a query, for the CSV export (stops at a page cursor seen twice). */
export async function fetchAllTakedowns(query: TakedownQuery, signal?: AbortSignal, onProgress?: (loaded: number) => void): Promise<Takedown[]> {
  const body = takedownListBody(query);
  const rows: Takedown[] = [];
  const seen = new Set<string>();
  let next: string | null = null;
  do {
    const page = trimStalePage(await fetchTakedownPage(body, next, signal, 100), query.staleBefore);
    rows.push(...page.takedowns);
    onProgress?.(rows.length);
    next = page.nextPage;
    if (next !== null && seen.has(next)) throw new Error("The service returned the same page twice");
    if (next !== null) seen.add(next);
  } while (next !== null);
  return rows;
}

/** Every takedown of a view, read once and kept 30 s (the assignee filter reads them all). */
export const takedownEveryOptions = (org: string, query: TakedownQuery) =>
  queryOptions({
    queryKey: takedownKeys.every(org, query),
    queryFn: ({ signal }) => fetchAllTakedowns(query, signal),
    staleTime: 30_000,
  });

/** Pages read at most when looking one takedown up by id (100 a page). */
const MAX_LOOKUP_PAGES = 50;

/**
 * One takedown by id. The service has no such operation: ask with the id as text first (cheap
 * where the service matches ids), then walk the whole list.
 */
export async function findTakedown(id: string, slug: string | null | undefined, signal?: AbortSignal): Promise<Takedown | null> {
  const match = (t: Takedown) => String(t.id) === id;
  const quick = await fetchTakedownPage(takedownListBody({ slug, text: id }), null, signal, 100);
  const hit = quick.takedowns.find(match);
  if (hit) return hit;
  const body = takedownListBody({ slug, sort: "created-desc" });
  let next: string | null = null;
  for (let pages = 0; pages < MAX_LOOKUP_PAGES; pages++) {
    const page = await fetchTakedownPage(body, next, signal, 100);
    const found = page.takedowns.find(match);
    if (found) return found;
    next = page.nextPage;
    if (next === null) return null;
  }
  return null;
}

export const takedownDetailOptions = (org: string, id: string, slug?: string | null) =>
  queryOptions({
    queryKey: takedownKeys.detail(org, id, slug),
    queryFn: ({ signal }) => findTakedown(id, slug, signal),
    staleTime: 30_000,
  });
