import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { filtersToSearchParams, type ReportFilters, readFiltersFromUrl } from "@/components/reports/report-filters";
import { parseReportListQuery } from "@/lib/contract/report-list-request";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { listReportsIndexed } from "@/lib/bff/report-list";
import { prefetchScope } from "@/lib/bff/server-prefetch";
import { reportKeys } from "@/lib/queries/reports";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { ReportsClient } from "./client";

export const metadata: Metadata = { title: "Reports" };

/**
 * The first page on the server, so the list is there on first paint; the browser takes over from
 * page 2. It is stamped as old (updatedAt 1) on purpose: hydration then never replaces a list the
 * browser already holds (with its further pages and scroll position) when the reader comes back,
 * and the list is never stale by time anyway (new reports come through the poll).
 */
async function prefetchFirstPage(queryClient: QueryClient, filters: ReportFilters): Promise<void> {
  const scope = await prefetchScope();
  if (!scope) return;
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
  const { filters } = readFiltersFromUrl(toSearchParams(await searchParams));
  const queryClient = new QueryClient();
  const principal = await readPrincipal();
  await prefetchFirstPage(queryClient, filters);
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={<p role="status">Loading reports…</p>}>
        <ReportsClient canUnblock={principal?.kind === "user" && can(principal.role, "admin")} />
      </Suspense>
    </HydrationBoundary>
  );
}
