import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { filtersToSearchParams, type ReportFilters, readFiltersFromUrl } from "@/components/reports/report-filters";
import { parseReportListQuery } from "@/lib/contract/report-list-request";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { listReportsIndexed } from "@/lib/bff/report-list";
import { limitRate } from "@/lib/bff/handler";
import { getReportById } from "@/lib/bff/report-by-id";
import { type PrefetchScope, prefetchScope } from "@/lib/bff/server-prefetch";
import { pathIdSchema } from "@/lib/contract/ids";
import { brandListOptions } from "@/lib/queries/brands";
import { reportByIdOptions, reportKeys } from "@/lib/queries/reports";
import { listBrands } from "@/lib/upstream/brands";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { ReportsClient } from "./client";

export const metadata: Metadata = { title: "Reports" };

/**
 * The first page on the server, so the list is there on first paint; the browser takes over from
 * page 2. It is stamped as old (updatedAt 1) on purpose: hydration then never replaces a list the
 * browser already holds (with its further pages and scroll position) when the reader comes back,
 * and the list is never stale by time anyway (new reports come through the poll).
 */
async function prefetchFirstPage(queryClient: QueryClient, scope: PrefetchScope, filters: ReportFilters): Promise<void> {
  const query = parseReportListQuery(filtersToSearchParams(filters, { limit: "20" }));
  if (!query.success) return;
  try {
    const slug = scope.organization;
    const page = await listReportsIndexed(getUpstreamClient(), slug ? { ...query.data, slug } : query.data);
    queryClient.setQueryData(reportKeys.list(scope.org, filters), { pages: [page], pageParams: [null] }, { updatedAt: 1 });
  } catch {
    // The browser asks again and shows the error with its request id.
  }
}

/**
 * The brands the filter bar offers, beside the first page: asked by the browser they were a second
 * round trip to the service before the list settled (bench/console.md, far-service).
 */
async function prefetchBrands(queryClient: QueryClient, scope: PrefetchScope): Promise<void> {
  try {
    await limitRate(scope.principal);
    const slug = scope.organization;
    queryClient.setQueryData(brandListOptions(scope.org).queryKey, await listBrands(getUpstreamClient(), slug ? { slug } : {}));
  } catch {
    // The filter bar asks for them itself.
  }
}

/**
 * `?report=ID` (a shared link) beside the first page, not after it: the browser would otherwise ask
 * for it only once hydrated and the list proved not to hold it, a second round trip to the service.
 * One more allowance of the session's rate limit, as the browser's own call would spend.
 */
async function prefetchOpenReport(queryClient: QueryClient, scope: PrefetchScope, rawId: string | undefined): Promise<void> {
  const id = pathIdSchema.safeParse(rawId);
  if (!id.success) return;
  try {
    await limitRate(scope.principal);
    const found = await getReportById(getUpstreamClient(), id.data, scope.organization);
    queryClient.setQueryData(reportByIdOptions(scope.org, rawId!).queryKey, found);
  } catch {
    // Still indexing, missing or refused: the browser asks and words the answer.
  }
}

/** The page's query as the browser sees it: a repeated key keeps all its values, in order. */
function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The same reading as the browser's URL state (first value of a key, invalid values dropped).
  const query = await searchParams;
  const { filters } = readFiltersFromUrl(toSearchParams(query));
  const queryClient = new QueryClient();
  const principal = await readPrincipal();
  const scope = await prefetchScope();
  const openReport = typeof query.report === "string" ? query.report : undefined;
  if (scope) await Promise.all([prefetchFirstPage(queryClient, scope, filters), prefetchBrands(queryClient, scope), prefetchOpenReport(queryClient, scope, openReport)]);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={<p role="status">Loading reports…</p>}>
        <ReportsClient canUnblock={principal?.kind === "user" && can(principal.role, "admin")} />
      </Suspense>
    </HydrationBoundary>
  );
}
