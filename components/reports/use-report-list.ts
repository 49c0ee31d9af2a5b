"use client";

import { useInfiniteQuery, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useState } from "react";
import { ApiClientError } from "@/lib/api/errors";
import type { Report } from "@/lib/contract/report";
import type { ReportFilters } from "@/lib/contract/report-filters";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import {
  countNewReports,
  newestReportsOptions,
  REPORT_INDEXING_RETRY_MS,
  REPORT_LOOKUP_CODES,
  type ReportListPage,
  reportByIdOptions,
  reportKeys,
  reportListInfiniteOptions,
} from "@/lib/queries/reports";
import { foldDuplicates } from "./fold-duplicates";
import type { ListItem } from "./list-item";
import type { ReportLookup } from "./report-detail-panel";

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

/** The same reports under the same ids (the query cache keeps a report's object while it does not change). */
function sameReports(a: ReadonlyMap<string, Report>, b: ReadonlyMap<string, Report>): boolean {
  if (a.size !== b.size) return false;
  for (const [id, report] of a) if (b.get(id) !== report) return false;
  return true;
}

/** At most this many canonical reports outside the loaded pages are fetched by id for the folded view. */
const MAX_CANONICAL_FETCHES = 40;

/**
 * A canonical report the console's index has not reached yet ("still indexing", after a start) is
 * asked for again, 5 s after the first answer and then less and less often (at most every minute),
 * so the folded view fills in as the index grows without a call per report every few seconds.
 */
export function canonicalRetryMs(error: unknown, answers: number): number | false {
  if (!(error instanceof ApiClientError) || error.code !== REPORT_LOOKUP_CODES.indexing) return false;
  return Math.min(REPORT_INDEXING_RETRY_MS * 2 ** Math.max(0, answers - 1), 60_000);
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
  // Null when the service did not send it.
  const totalCount = pages === undefined ? 0 : (pages.at(-1)?.totalCount ?? null);
  const unreadable = useMemo(
    () => (pages ?? []).filter((p) => (p.unreadable ?? 0) > 0).map((p) => ({ count: p.unreadable ?? 0, requestId: p.requestId ?? null })),
    [pages],
  );

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

  // Reports fetched by id that the list has not loaded: their own duplicateOfId carries a chain on to its root.
  const [outside, setOutside] = useState<ReadonlyMap<string, Report>>(() => new Map());
  const folded = useMemo(() => (fold ? foldDuplicates(reports, outside) : null), [fold, reports, outside]);
  // A group whose canonical report is not loaded shows it anyway: fetched by id, with the unloaded
  // reports its chains went through (still asked for, so a group once merged stays merged).
  const missingCanonicals = useMemo(
    () =>
      folded
        ? [...new Set(folded.groups.flatMap((g) => [...(g.canonical === null ? [g.canonicalId] : []), ...g.through]))].slice(0, MAX_CANONICAL_FETCHES)
        : [],
    [folded],
  );
  const canonicals = useQueries({
    queries: missingCanonicals.map((id) => ({
      ...reportByIdOptions(org, id),
      refetchInterval: (query: { state: { error: unknown; errorUpdateCount: number } }) => canonicalRetryMs(query.state.error, query.state.errorUpdateCount),
    })),
    combine: (results) =>
      results.map((r) => ({ report: r.data?.report, indexing: !r.data && r.error instanceof ApiClientError && r.error.code === REPORT_LOOKUP_CODES.indexing })),
  });
  const fetchedCanonicals = useMemo(() => {
    const map = new Map<string, Report>();
    canonicals.forEach(({ report }, i) => {
      if (report) map.set(missingCanonicals[i]!, report);
    });
    return map;
  }, [missingCanonicals, canonicals]);
  useEffect(() => {
    setOutside((current) => (sameReports(current, fetchedCanonicals) ? current : fetchedCanonicals));
  }, [fetchedCanonicals]);
  /** Canonical reports of the folded view the console's index has not reached yet. */
  const canonicalsIndexing = canonicals.filter((c) => c.indexing).length;

  const { items, uniqueCount } = useMemo((): { items: ListItem[]; uniqueCount: number | null } => {
    if (!folded) return { items: reports.map((report) => ({ key: String(report.id), report, depth: 0 })), uniqueCount: null };
    const out: ListItem[] = [];
    for (const group of folded.groups) {
      const open = expanded.has(group.canonicalId);
      const fetched = group.canonical === null ? fetchedCanonicals.get(group.canonicalId) : undefined;
      // With its canonical fetched, every loaded member of the group is one of its duplicates.
      const head = fetched ?? group.representative;
      const others = fetched ? [group.representative, ...group.others] : group.others;
      out.push({
        key: fetched ? `canonical-${group.canonicalId}` : String(head.id),
        report: head,
        depth: 0,
        duplicates: { count: others.length, expanded: open, toggle: () => toggleGroup(group.canonicalId) },
      });
      if (open) for (const other of others) out.push({ key: String(other.id), report: other, depth: 1 });
    }
    return { items: out, uniqueCount: folded.uniqueCount };
  }, [folded, reports, expanded, toggleGroup, fetchedCanonicals]);

  const firstPage = pages?.[0];
  const newestKey = newestReportsOptions(org, filters).queryKey;
  // The list's first page is the poll's starting point: the first poll comes 5 minutes later.
  useEffect(() => {
    if (firstPage && queryClient.getQueryData(newestKey) === undefined) {
      queryClient.setQueryData(newestKey, firstPage);
    }
  }, [firstPage, queryClient, newestKey]);
  const newest = useQuery({ ...newestReportsOptions(org, filters), enabled: firstPage !== undefined });
  const fresh = useMemo(() => (newest.data && reports.length > 0 ? countNewReports(newest.data, reports) : { count: 0, more: false }), [newest.data, reports]);
  const [topSignal, setTopSignal] = useState(0);
  const showNewReports = useCallback(() => {
    if (!newest.data) return;
    // The newest page becomes the list's only page: older rows load again as the reader scrolls.
    queryClient.setQueryData(reportKeys.list(org, filters), { pages: [newest.data], pageParams: [null] });
    setExpanded(new Set());
    setTopSignal((n) => n + 1);
  }, [newest.data, queryClient, org, filters]);

  return { list, reports, items, totalCount, unreadable, uniqueCount, canonicalsIndexing, fresh, showNewReports, topSignal };
}

/**
 * The report of `?report=ID`: the loaded row when the list holds it, else fetched by id (through
 * the console's report index), with the words for each state the lookup can end in.
 */
export function useReportById(
  id: string | null,
  loaded: Report | undefined,
  listReady: boolean,
  created: string | null = null,
): { report: Report | undefined; lookup: ReportLookup } {
  const org = useOrganizationScope();
  const byId = useQuery({ ...reportByIdOptions(org, id ?? "", created), enabled: id !== null && loaded === undefined && listReady });
  if (loaded) return { report: loaded, lookup: { state: "loading" } };
  if (byId.data) return { report: byId.data.report, lookup: { state: "loading" } };
  const error = byId.error;
  if (!error) return { report: undefined, lookup: { state: "loading" } };
  const code = error instanceof ApiClientError ? error.code : null;
  if (code === REPORT_LOOKUP_CODES.indexing) return { report: undefined, lookup: { state: "indexing", message: error.message } };
  if (code === REPORT_LOOKUP_CODES.missing) return { report: undefined, lookup: { state: "missing", message: error.message } };
  return {
    report: undefined,
    lookup: {
      state: "error",
      message: error.message,
      requestId: error instanceof ApiClientError ? error.requestId : undefined,
      retry: () => void byId.refetch(),
    },
  };
}
