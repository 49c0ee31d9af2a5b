"use client";

import { useSearchParams } from "next/navigation";
import { useQueryStates } from "nuqs";
import { lazy, Suspense, useCallback, useMemo } from "react";
import { LiveStatus } from "@/components/live/live-status";
import { FilterBar } from "@/components/reports/filter-bar";
import { NewReportsBanner } from "@/components/reports/new-reports-banner";
import { ReportCountLine } from "@/components/reports/report-count-line";
import { ReportList } from "@/components/reports/report-list";
import { assetMatchOf } from "@/components/reports/shown-asset";
import { useDensity } from "@/components/reports/use-density";
import { useReportById, useReportList } from "@/components/reports/use-report-list";
import { LazyViewsBar } from "@/components/saved-views/lazy-views-bar";
import { Button } from "@/components/ui/button";
import type { Role } from "@/lib/auth/permissions";
import { FILTER_KEYS, type FilterPatch, type ReportFilters } from "@/lib/contract/report-filters";
import { NEW_REPORTS_POLL_MS } from "@/lib/queries/reports";
import { reportFilterParsers } from "@/lib/reports/filter-parsers";
import { compactFilters, filtersToSearchParams, readFiltersFromUrl } from "@/lib/reports/report-filters";
import { reportViewParsers } from "./search-params";

// The whole-report panel is code for an opened report only: loaded when one is (rendered on the server when the URL names one).
// React.lazy rather than next/dynamic, whose loader, chunk preloading and CSR bail-out were ~2 kB of first load.
// The export (its progress, its outcome, the tab's one running export) runs only after hydration
// (its button is off until then): its code follows the page's, the server's HTML standing meanwhile.
const ExportReportsButton = lazy(() => import("@/components/reports/export-reports-button").then((m) => ({ default: m.ExportReportsButton })));
// Selection's bar and the console's own filters (tag, assignee, snoozed) load after the page: neither is drawn at first paint.
const BulkBar = lazy(() => import("@/components/marks/bulk-bar").then((m) => ({ default: m.BulkBar })));
const MarkedReports = lazy(() => import("@/components/marks/marked-reports").then((m) => ({ default: m.MarkedReports })));
const ReportDetailPanel = lazy(() => import("@/components/reports/report-detail-panel").then((m) => ({ default: m.ReportDetailPanel })));

// Parts drawn only in some states (an empty list, a failed load, values of the address not taken,
// reports sent without an id):
// fetched as soon as this module runs in the browser, not before the page (bench/console/first-load.ts).
const loadStateParts = () =>
  Promise.all([
    import("@/components/reports/empty-reports"),
    import("@/components/ui/error-panel"),
    import("@/components/reports/invalid-filter-notice"),
    import("@/components/reports/unreadable-reports-notice"),
  ]);
const EmptyReports = lazy(() => loadStateParts().then(([m]) => ({ default: m.EmptyReports })));
const ErrorPanel = lazy(() => loadStateParts().then(([, m]) => ({ default: m.ErrorPanel })));
const InvalidFilterNotice = lazy(() => loadStateParts().then(([, , m]) => ({ default: m.InvalidFilterNotice })));
const UnreadableReportsNotice = lazy(() => loadStateParts().then(([, , , m]) => ({ default: m.UnreadableReportsNotice })));
if (typeof window !== "undefined") void loadStateParts();

const CLEARED = Object.fromEntries(FILTER_KEYS.map((k) => [k, null])) as Record<(typeof FILTER_KEYS)[number], null>;

/** The export's button as the server draws it before the page's code runs: off (export-reports-button.tsx). */
function ExportPlaceholder() {
  return (
    <div className="flex flex-col items-end gap-1 text-sm" data-testid="export">
      <Button disabled>Export CSV</Button>
    </div>
  );
}

export function ReportsClient({ canUnblock, role, me }: { canUnblock: boolean; role: Role; me: string | null }) {
  const [rawFilters, setFilters] = useQueryStates(reportFilterParsers, { history: "push" });
  const [view, setView] = useQueryStates(reportViewParsers, { history: "push" });
  const filterJson = JSON.stringify(compactFilters(rawFilters));
  const filters = useMemo(() => JSON.parse(filterJson) as ReportFilters, [filterJson]);
  const assetMatch = useMemo(() => assetMatchOf(filters), [filters]);
  // Never null on an App Router page (the type allows it because /sign-in is a Pages Router page).
  const searchParams = useSearchParams() ?? new URLSearchParams();
  const invalid = useMemo(() => readFiltersFromUrl(new URLSearchParams(searchParams.toString())).invalid, [searchParams]);

  const { list, reports, items, totalCount, unreadable, uniqueCount, canonicalsIndexing, fresh, showNewReports, topSignal } = useReportList(filters, view.fold);
  const [density, setDensity] = useDensity();
  // A saved view keeps the density too; it lives in the browser, not the address.
  const viewExtra = useMemo(() => ({ density: density === "comfortable" ? "comfortable" : "" }), [density]);
  const applyViewExtra = useCallback(
    (params: URLSearchParams) => setDensity(params.get("density") === "comfortable" ? "comfortable" : "compact"),
    [setDensity],
  );
  // `?report=` with a value that cannot be an id: refused at once, in words, with no lookup.
  const rawReport = searchParams.get("report");
  const refused = rawReport !== null && view.report === null ? rawReport : null;
  const selectedId = view.report;
  const loadedSelection = useMemo(() => (selectedId === null ? undefined : reports.find((r) => String(r.id) === selectedId)), [reports, selectedId]);
  const { report: selected, lookup } = useReportById(selectedId, loadedSelection, list.data !== undefined || list.isError, view.created);

  const reportHref = useCallback(
    (id: string) => {
      const params = new URLSearchParams(searchParams.toString());
      params.set("report", id);
      params.delete("created");
      return `?${params.toString()}`;
    },
    [searchParams],
  );
  const openReport = useMemo(() => ({ href: reportHref, open: (id: string) => void setView({ report: id, created: null }) }), [reportHref, setView]);
  const onChange = useCallback((patch: FilterPatch) => void setFilters(patch as Parameters<typeof setFilters>[0]), [setFilters]);
  const clearAll = useCallback(() => void setFilters(CLEARED), [setFilters]);
  // Rewrites the filter keys from the parsed (valid) state; nothing else of the address changes.
  const removeInvalid = useCallback(() => void setFilters({ ...CLEARED, ...rawFilters }, { history: "replace" }), [setFilters, rawFilters]);
  const fetchNext = useCallback(() => void list.fetchNextPage({ cancelRefetch: false }), [list.fetchNextPage]);
  const marked =
    view.tag || view.assignee || view.snoozed
      ? { tag: view.tag ?? undefined, assignee: view.assignee ?? undefined, snoozed: view.snoozed ? ("true" as const) : undefined }
      : null;

  return (
    <>
      {/* The title shares the views' line: the height goes to the list (e2e/plain-words.spec.ts, 20 rows at 1440×900). */}
      <LazyViewsBar
        page="reports"
        role={role}
        allLabel="All reports"
        extra={viewExtra}
        applyExtra={applyViewExtra}
        heading={<h1 className="text-lg font-semibold">Reports</h1>}
        actions={
          <>
            <LiveStatus pollMs={NEW_REPORTS_POLL_MS} />
            {role !== "viewer" ? (
              <a href="/reports/new" className="rounded border border-border px-2 py-0.5 text-sm hover:bg-surface-sunken" data-testid="report-a-threat">
                Report a threat
              </a>
            ) : null}
            <Suspense fallback={<ExportPlaceholder />}>
              <ExportReportsButton filters={filters} />
            </Suspense>
          </>
        }
      />
      {invalid.length > 0 ? (
        <Suspense fallback={null}>
          <InvalidFilterNotice invalid={invalid} onRemove={removeInvalid} />
        </Suspense>
      ) : null}
      <FilterBar filters={filters} onChange={onChange} onClear={clearAll} />

      {marked ? (
        <Suspense fallback={null}>
          <MarkedReports
            filter={marked}
            openReport={openReport}
            selectedId={selectedId}
            density={density}
            canWrite={role !== "viewer"}
            me={me}
            onClear={() => void setView({ tag: null, assignee: null, snoozed: null })}
          />
        </Suspense>
      ) : (
        <>
          <div className="mb-1.5 flex flex-wrap items-center justify-between gap-x-4 gap-y-1 text-sm">
            <ReportCountLine
              state={list.data ? "ready" : list.isError ? "error" : "pending"}
              totalCount={totalCount}
              loaded={reports.length}
              uniqueCount={uniqueCount}
              canonicalsIndexing={canonicalsIndexing}
            />
            <div className="flex flex-wrap items-center gap-4">
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={view.fold} onChange={(e) => void setView({ fold: e.target.checked ? true : null })} />
                Fold duplicates under their canonical report
              </label>
              <label className="flex items-center gap-2">
                <input type="checkbox" checked={density === "comfortable"} onChange={(e) => setDensity(e.target.checked ? "comfortable" : "compact")} />
                Comfortable rows
              </label>
            </div>
          </div>

          {unreadable.length > 0 ? (
            <Suspense fallback={null}>
              <UnreadableReportsNotice unreadable={unreadable} />
            </Suspense>
          ) : null}
          <NewReportsBanner count={fresh.count} more={fresh.more} onShow={showNewReports} />

          {list.isPending ? (
            <p role="status" className="rounded border border-border p-6 text-center text-sm">
              Loading reports…
            </p>
          ) : list.isError && !list.data ? (
            <Suspense fallback={null}>
              <ErrorPanel error={list.error} title="Could not load the reports" onRetry={() => void list.refetch()} />
            </Suspense>
          ) : reports.length === 0 && !list.hasNextPage ? (
            <Suspense fallback={null}>
              <EmptyReports filters={filters} onChange={onChange} onClear={clearAll} />
            </Suspense>
          ) : (
            <ReportList
              key={`${filterJson}|${view.fold}`}
              viewKey={`${filterJson}|${view.fold}`}
              items={items}
              selectedId={selectedId}
              openReport={openReport}
              scrollToTopSignal={topSignal}
              density={density}
              assetMatch={assetMatch}
              paging={{
                hasNextPage: list.hasNextPage,
                isFetchingNextPage: list.isFetchingNextPage,
                nextPageError: list.isFetchNextPageError ? list.error : null,
                fetchNextPage: fetchNext,
                totalCount,
                uniqueCount,
              }}
            />
          )}

          <Suspense fallback={null}>
            <BulkBar
              viewKey={`${filterJson}|${view.fold}`}
              filterText={filtersToSearchParams(filters).toString()}
              totalCount={totalCount}
              loaded={reports}
              canWrite={role !== "viewer"}
              me={me}
            />
          </Suspense>
        </>
      )}

      {selectedId !== null || refused !== null ? (
        <Suspense fallback={null}>
          <ReportDetailPanel
            reportId={selectedId ?? ""}
            report={selectedId === null ? undefined : selected}
            onClose={() => void setView({ report: null, created: null })}
            onOpenReport={openReport.open}
            reportHref={reportHref}
            lookup={refused !== null ? { state: "refused", text: refused } : lookup}
            canUnblock={canUnblock}
          />
        </Suspense>
      ) : null}
    </>
  );
}
