import "server-only";
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import { limitRate } from "@/lib/bff/handler";
import { reportByIdQuerySchema } from "@/lib/bff/route-schemas";
import { opaquePathIdSchema } from "@/lib/contract/ids";
import { scopeOfSlug, slugSelectorOf } from "@/lib/contract/organization-scope";
import { parseReportListQuery } from "@/lib/contract/report-list-request";
import { type PrefetchScope, prefetchScope } from "@/lib/prefetch/server-prefetch";
import { brandListOptions } from "@/lib/queries/brands";
import { reportByIdOptions } from "@/lib/queries/reports";
import { getReportById } from "@/lib/reports/report-by-id";
import { listReportsIndexed } from "@/lib/reports/report-list";
import { listBrands } from "@/lib/upstream/brands";
import { getUpstreamClient } from "@/lib/upstream/get-client";

/**
 * What the /reports page needs before its first paint, asked in parallel on the server: the first
 * page of the list, the brands the filter bar offers and, for `?report=ID` (a shared link), that
 * report. Asked by the browser after hydrating, the last two were a second round trip to the
 * service (bench/console.md, far-service). Each call spends one allowance of the session's rate
 * limit, as the browser's own would; whatever fails is left for the browser to ask and word.
 * The page passes its list's query and key, read from the URL as the browser reads it.
 */
export async function prefetchReportsPage(
  queryClient: QueryClient,
  page: { listParams: URLSearchParams; listKey: (org: string) => QueryKey; openReport: string | undefined; openReportCreated?: string | undefined },
): Promise<void> {
  const scope = await prefetchScope();
  if (!scope) return;
  await Promise.all([
    prefetchFirstPage(queryClient, scope, page.listParams, page.listKey(scope.org)),
    prefetchBrands(queryClient, scope),
    prefetchOpenReport(queryClient, scope, page.openReport, page.openReportCreated),
  ]);
}

/**
 * Stamped as old (updatedAt 1) on purpose: hydration then never replaces a list the browser
 * already holds (with its further pages and scroll position) when the reader comes back, and the
 * list is never stale by time anyway (new reports come through the poll).
 */
async function prefetchFirstPage(queryClient: QueryClient, scope: PrefetchScope, params: URLSearchParams, key: QueryKey): Promise<void> {
  const query = parseReportListQuery(params);
  if (!query.success) return;
  try {
    const organization = scopeOfSlug(scope.organization);
    const first = await listReportsIndexed(getUpstreamClient(), { ...query.data, ...slugSelectorOf(organization) }, organization);
    queryClient.setQueryData(key, { pages: [first], pageParams: [null] }, { updatedAt: 1 });
  } catch {
    // The browser asks again and shows the error with its request id.
  }
}

async function prefetchBrands(queryClient: QueryClient, scope: PrefetchScope): Promise<void> {
  try {
    await limitRate(scope.principal);
    queryClient.setQueryData(brandListOptions(scope.org).queryKey, await listBrands(getUpstreamClient(), slugSelectorOf(scopeOfSlug(scope.organization))));
  } catch {
    // The filter bar asks for them itself.
  }
}

async function prefetchOpenReport(queryClient: QueryClient, scope: PrefetchScope, rawId: string | undefined, rawCreated: string | undefined): Promise<void> {
  const id = opaquePathIdSchema.safeParse(rawId);
  if (!id.success || rawId === undefined) return;
  const created = reportByIdQuerySchema.shape.created.safeParse(rawCreated);
  try {
    await limitRate(scope.principal);
    const found = await getReportById(getUpstreamClient(), id.data, scopeOfSlug(scope.organization), { createdAt: created.success ? created.data : undefined });
    queryClient.setQueryData(reportByIdOptions(scope.org, rawId).queryKey, found);
  } catch {
    // Still indexing, missing or refused: the browser asks and words the answer.
  }
}
