import { dehydrate, HydrationBoundary, QueryClient } from "@tanstack/react-query";
import type { Metadata } from "next";
import { Suspense } from "react";
import { can } from "@/lib/auth/permissions";
import { readPrincipal } from "@/lib/auth/session";
import { prefetchReportsPage } from "@/lib/prefetch/reports-prefetch";
import { reportKeys } from "@/lib/queries/reports";
import { loadReportFilters } from "@/lib/reports/filter-parsers";
import { filtersToSearchParams } from "@/lib/reports/report-filters";
import { ReportsClient } from "./client";

export const metadata: Metadata = { title: "Reports" };

/** The page's query as the browser sees it: a repeated key keeps all its values, in order. */
function toSearchParams(query: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(key, v);
  }
  return params;
}

/** The first page (and the filter bar's brands, and a shared link's report) on the server; the browser takes over from page 2. */
export default async function Page({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  // The same reading as the browser's URL state (first value of a key, invalid values dropped).
  const query = await searchParams;
  const filters = loadReportFilters(toSearchParams(query));
  const queryClient = new QueryClient();
  const principal = await readPrincipal();
  await prefetchReportsPage(queryClient, {
    listParams: filtersToSearchParams(filters, { limit: "20" }),
    listKey: (org) => reportKeys.list(org, filters),
    openReport: typeof query.report === "string" ? query.report : undefined,
    openReportCreated: typeof query.created === "string" ? query.created : undefined,
  });
  return (
    <HydrationBoundary state={dehydrate(queryClient)}>
      <Suspense fallback={<p role="status">Loading reports…</p>}>
        <ReportsClient
          canUnblock={principal?.kind === "user" && can(principal.role, "admin")}
          role={principal?.kind === "user" ? principal.role : "viewer"}
          me={principal?.kind === "user" ? principal.username : null}
        />
      </Suspense>
    </HydrationBoundary>
  );
}
