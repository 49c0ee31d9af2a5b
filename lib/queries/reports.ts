import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { callApi, routeUrl } from "@/lib/api/client";
import type { RouteInput } from "@/lib/api/define";
import { ApiClientError } from "@/lib/api/errors";
import { reportByIdApi, reportListApi } from "@/lib/api-routes/reports";
import type { Report, ReportList } from "@/lib/contract/report";
import type { ReportFilters } from "@/lib/contract/report-filters";
import { filtersToSearchParams } from "@/lib/reports/report-filters";
import { apiPrefix } from "./api-key";
import { orgKey } from "./org-key";

/**
 * One page as /api/organization/reports answers it (lib/contract/report.ts `ReportList`). `totalCount`
 * is null when the service did not send it; `unreadable` counts reports it sent without an id (left
 * out), with the request id.
 */
export type ReportListPage = ReportList;

/** The service's page size ceiling; the page always asks for a full page. */
export const REPORT_PAGE_SIZE = 20;
/** The documented polling interval for new reports (interface-v2 §8: 5 to 10 minutes). */
export const NEW_REPORTS_POLL_MS = 5 * 60_000;

/** Keys under the organization's prefix (`orgKey`): `['org', slug, 'reports', 'list', filters]`. */
export const reportKeys = {
  all: (org: string) => [...orgKey(org), "reports"] as const,
  lists: (org: string) => apiPrefix(org, reportListApi),
  list: (org: string, filters: ReportFilters) => [...reportKeys.lists(org), filters] as const,
  newest: (org: string, filters: ReportFilters) => [...orgKey(org), "reports", "newest", filters] as const,
  details: (org: string) => apiPrefix(org, reportByIdApi),
  detail: (org: string, id: string) => [...reportKeys.details(org), id] as const,
};

/** The codes GET /api/organization/reports/:id answers with when it has no report to show. */
export const REPORT_LOOKUP_CODES = { indexing: "REPORT_INDEXING", missing: "REPORT_NOT_FOUND" } as const;
/** While the index is still being built, an unknown id is asked again this often. */
export const REPORT_INDEXING_RETRY_MS = 5_000;

const lookupCode = (error: unknown) => (error instanceof ApiClientError ? error.code : null);

/**
 * One report by id, whatever the list has loaded (shared links, duplicate markers). The console
 * finds it through its report index; "still indexing" is asked again until the index knows.
 */
export const reportByIdOptions = (org: string, id: string, created: string | null = null) =>
  queryOptions({
    // The hint finds the same report sooner: it is not part of the key.
    queryKey: reportKeys.detail(org, id),
    queryFn: ({ signal }) => callApi(reportByIdApi, { params: { reportId: id }, query: created ? { created } : {} }, { signal }),
    staleTime: 60_000,
    retry: (failures, error) =>
      failures < 2 && !Object.values(REPORT_LOOKUP_CODES).includes(lookupCode(error) as never) && !(error instanceof ApiClientError && error.status < 500),
    refetchInterval: (query) => (lookupCode(query.state.error) === REPORT_LOOKUP_CODES.indexing ? REPORT_INDEXING_RETRY_MS : false),
  });

/**
 * One page's query: a full page, the filters as the route reads them (lists comma-separated, in
 * the table's order), then the cursor exactly as the previous page gave it.
 */
function reportPageQuery(filters: ReportFilters, cursor: string | null): RouteInput<typeof reportListApi>["query"] {
  const query = Object.fromEntries(filtersToSearchParams(filters, { limit: String(REPORT_PAGE_SIZE) }));
  return { ...query, limit: String(REPORT_PAGE_SIZE), ...(cursor !== null ? { cursor } : {}) };
}

/** The /api path of one page. */
export function reportPagePath(filters: ReportFilters, cursor: string | null): string {
  return routeUrl(reportListApi, undefined, reportPageQuery(filters, cursor));
}

export function fetchReportPage(filters: ReportFilters, cursor: string | null, signal?: AbortSignal): Promise<ReportListPage> {
  return callApi(reportListApi, { query: reportPageQuery(filters, cursor) }, { signal });
}

/**
 * The list, page by page. Never stale on its own: new reports are found by the poll of
 * `newestReportsOptions` and offered to the reader, so loaded rows never move by themselves
 * (and a return to the page does not re-fetch hundreds of pages).
 */
export const reportListInfiniteOptions = (org: string, filters: ReportFilters) =>
  infiniteQueryOptions({
    queryKey: reportKeys.list(org, filters),
    queryFn: ({ pageParam, signal }) => fetchReportPage(filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: ReportListPage) => last.nextCursor ?? undefined,
    staleTime: Number.POSITIVE_INFINITY,
  });

/** The first page again, every 5 minutes: the source of "N new reports". */
export const newestReportsOptions = (org: string, filters: ReportFilters) =>
  queryOptions({
    queryKey: reportKeys.newest(org, filters),
    queryFn: ({ signal }) => fetchReportPage(filters, null, signal),
    staleTime: NEW_REPORTS_POLL_MS,
    refetchInterval: NEW_REPORTS_POLL_MS,
  });

/**
 * How many reports of the newest page are newer than everything loaded. `more` is true when
 * the whole newest page is new and the service has further pages (so there are at least `count`).
 */
export function countNewReports(newest: ReportListPage, loaded: readonly Report[]): { count: number; more: boolean } {
  if (loaded.length === 0) return { count: 0, more: false };
  const loadedIds = new Set(loaded.map((r) => String(r.id)));
  let newestLoaded = Number.NEGATIVE_INFINITY;
  for (const report of loaded.slice(0, REPORT_PAGE_SIZE)) newestLoaded = Math.max(newestLoaded, Date.parse(report.createdAt ?? "") || 0);
  const fresh = newest.reports.filter((r) => !loadedIds.has(String(r.id)) && (Date.parse(r.createdAt ?? "") || 0) > newestLoaded);
  return { count: fresh.length, more: fresh.length === newest.reports.length && newest.nextCursor !== null };
}
