"use client";

import { useInfiniteQuery, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { Report } from "@/lib/contract/report";
import {
  countNewReports,
  newestReportsOptions,
  reportKeys,
  reportListInfiniteOptions,
  type ReportListPage,
} from "@/lib/queries/reports";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { foldDuplicates } from "./fold-duplicates";
import type { ListItem } from "./report-list";
import type { ReportFilters } from "./report-filters";

/** Loaded rows in order, each report once (a report seen twice across pages keeps its first place). */
function uniqueReports(pages: readonly ReportListPage[] | undefined): Report[] {
  if (!pages) return [];
  const seen = new Set<string>();
  const out: Report[] = [];
  for (const page of pages) {
    for (const report of page.reports) {
      const id = String(report.id);
      if (seen.has(id)) continue;
      seen.add(id);
      out.push(report);
    }
  }
  return out;
}

/**
 * The report list of one set of filters: pages, the rows to draw (folded or not), the total,
 * the poll for new reports and the way to show them.
 */
export function useReportList(filters: ReportFilters, fold: boolean) {
  const queryClient = useQueryClient();
  const org = useOrganizationScope();
  const list = useInfiniteQuery(reportListInfiniteOptions(org, filters));
  const reports = useMemo(() => uniqueReports(list.data?.pages), [list.data]);
  const pages = list.data?.pages;
  const totalCount = pages?.at(-1)?.totalCount ?? 0;

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggleGroup = useCallback(
    (key: string) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
    [],
  );

  const { items, uniqueCount } = useMemo((): { items: ListItem[]; uniqueCount: number | null } => {
    if (!fold) return { items: reports.map((report) => ({ key: String(report.id), report, depth: 0 })), uniqueCount: null };
    const { groups, uniqueCount } = foldDuplicates(reports);
    const out: ListItem[] = [];
    for (const group of groups) {
      const open = expanded.has(group.canonicalId);
      out.push({
        key: String(group.representative.id),
        report: group.representative,
        depth: 0,
        duplicates: { count: group.others.length, expanded: open, toggle: () => toggleGroup(group.canonicalId) },
      });
      if (open) for (const other of group.others) out.push({ key: String(other.id), report: other, depth: 1 });
    }
    return { items: out, uniqueCount };
  }, [fold, reports, expanded, toggleGroup]);

  const firstPage = pages?.[0];
  const newestKey = newestReportsOptions(org, filters).queryKey;
  // The list's first page is the poll's starting point: the first poll comes 5 minutes later.
  useEffect(() => {
    if (firstPage && queryClient.getQueryData(newestKey) === undefined) {
      queryClient.setQueryData(newestKey, firstPage);
    }
  }, [firstPage, queryClient, newestKey]);
  const newest = useQuery({ ...newestReportsOptions(org, filters), enabled: firstPage !== undefined });
  const fresh = useMemo(
    () => (newest.data && reports.length > 0 ? countNewReports(newest.data, reports) : { count: 0, more: false }),
    [newest.data, reports],
  );
  const [topSignal, setTopSignal] = useState(0);
  const showNewReports = useCallback(() => {
    if (!newest.data) return;
    // The newest page becomes the list's only page: older rows load again as the reader scrolls.
    queryClient.setQueryData(reportKeys.list(org, filters), { pages: [newest.data], pageParams: [null] });
    setExpanded(new Set());
    setTopSignal((n) => n + 1);
  }, [newest.data, queryClient, org, filters]);

  return { list, reports, items, totalCount, uniqueCount, fresh, showNewReports, topSignal };
}

/** Loads further pages, up to a budget, until the report `id` is among the rows (a shared link). */
export function useSeekReport(id: string | null, found: boolean, list: ReturnType<typeof useReportList>["list"]) {
  const [budget, setBudget] = useState(0);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = list;
  useEffect(() => {
    if (budget <= 0) return;
    if (found || !hasNextPage || isFetchNextPageError || id === null) {
      setBudget(0);
      return;
    }
    if (!isFetchingNextPage) {
      setBudget((b) => b - 1);
      void fetchNextPage({ cancelRefetch: false });
    }
  }, [budget, found, hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage, id]);
  return { searching: budget > 0, searchMore: () => setBudget(25) };
}
