"use client";

import { useInfiniteQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ListItem } from "@/components/reports/list-item";
import { ReportList } from "@/components/reports/report-list";
import type { OpenReport } from "@/components/reports/report-row";
import type { Density } from "@/components/reports/use-density";
import { Button } from "@/components/ui/button";
import { formatCount } from "@/lib/format";
import { type MarkedFilter, markedReportsOptions } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { BulkBar } from "./bulk-bar";

/** "tagged campaign-x, assigned to alice, snoozed": the console filters in words. */
export function markedWords(filter: MarkedFilter): string {
  return [filter.tag ? `tagged ${filter.tag}` : null, filter.assignee ? `assigned to ${filter.assignee}` : null, filter.snoozed ? "snoozed" : null]
    .filter(Boolean)
    .join(", ");
}

/**
 * /reports under the console's own filters (`?tag=`, `?assignee=`, `?snoozed=true`): the reports
 * carrying those marks, from the console's store (lib/marks/marked-reports.ts), each as the report
 * index last saw it listed. The service's filters do not apply here: the line says so.
 */
export function MarkedReports({
  filter,
  openReport,
  selectedId,
  density,
  canWrite,
  me,
  onClear,
}: {
  filter: MarkedFilter;
  openReport: OpenReport;
  selectedId: string | null;
  density: Density;
  canWrite: boolean;
  me: string | null;
  onClear: () => void;
}) {
  const org = useOrganizationScope();
  const list = useInfiniteQuery(markedReportsOptions(org, filter));
  const reports = useMemo(() => list.data?.pages.flatMap((p) => p.reports) ?? [], [list.data]);
  const items: ListItem[] = useMemo(() => reports.map((report) => ({ key: String(report.id), report, depth: 0 })), [reports]);
  const totalCount = list.data?.pages[0]?.totalCount ?? null;
  const loadError: Error | null = list.error;
  const viewKey = `marked|${JSON.stringify(filter)}`;
  const filterText = new URLSearchParams(Object.entries(filter).filter((e): e is [string, string] => typeof e[1] === "string")).toString();

  return (
    <>
      <div className="mb-1.5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
        <p aria-live="polite" data-testid="report-total">
          {totalCount === null ? (
            "Loading…"
          ) : (
            <>
              <strong data-testid="report-total-count">{formatCount(totalCount)}</strong> report{totalCount === 1 ? "" : "s"} {markedWords(filter)}
            </>
          )}
          <span className="text-muted"> · kept by this console; the service's filters do not apply here</span>
        </p>
        <Button size="sm" variant="link" onClick={onClear}>
          Show all reports
        </Button>
      </div>
      {loadError && !list.data ? (
        <p role="alert" className="text-fail">
          Could not load the marked reports: {loadError.message}
        </p>
      ) : (
        <ReportList
          key={viewKey}
          viewKey={viewKey}
          items={items}
          selectedId={selectedId}
          openReport={openReport}
          scrollToTopSignal={0}
          density={density}
          paging={{
            hasNextPage: list.hasNextPage,
            isFetchingNextPage: list.isFetchingNextPage,
            nextPageError: list.isFetchNextPageError ? list.error : null,
            fetchNextPage: () => void list.fetchNextPage({ cancelRefetch: false }),
            totalCount,
            uniqueCount: null,
          }}
        />
      )}
      <BulkBar viewKey={viewKey} filterText={filterText} totalCount={totalCount} loaded={reports} canWrite={canWrite} me={me} />
    </>
  );
}
