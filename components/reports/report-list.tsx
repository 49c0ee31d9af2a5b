"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import { GridCell, GridHeader, GridRow, GridTable } from "@/components/ui/table";
import { formatCount, plural } from "@/lib/format";
import { ApiClientError } from "@/lib/queries/api-fetch";
import type { Report } from "@/lib/contract/report";
import { type OpenReport, REPORT_COLUMNS, REPORT_GRID, REPORT_ROW_HEIGHTS, ReportRow } from "./report-row";
import type { Density } from "./use-density";
import { readScrollOffset, saveScrollOffset } from "./scroll-memory";

/** One line of the list: a report, maybe a folded group's row or a duplicate shown under it. */
export type ListItem = {
  key: string;
  report: Report;
  depth: 0 | 1;
  duplicates?: { count: number; expanded: boolean; toggle: () => void };
};

/** Ask for the next page while this many rows are still below the viewport (two pages). */
const PREFETCH_ROWS = 40;
const noSubscription = () => () => {};

/** False on the server and while hydrating: rows depend on the remembered offset, which only the browser knows. */
function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
const FOOTER_HEIGHT = 64;
const HEADER_HEIGHT = 28;
/** Room kept under the table so the page itself does not scroll. */
const BOTTOM_GAP = 12;

/** The scroller fills the window below where it starts (at least 24 rem). */
function useFillHeight(ref: React.RefObject<HTMLDivElement | null>): number | undefined {
  const [height, setHeight] = useState<number | undefined>(undefined);
  useLayoutEffect(() => {
    const measure = () => {
      const el = ref.current;
      if (!el) return;
      const top = el.getBoundingClientRect().top + window.scrollY;
      setHeight(Math.max(384, Math.floor(window.innerHeight - top - BOTTOM_GAP)));
    };
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [ref]);
  return height;
}

export type ListPaging = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  nextPageError: unknown;
  fetchNextPage: () => void;
  totalCount: number;
  uniqueCount: number | null;
};

/**
 * The virtualized report list: only the rows near the viewport exist in the DOM. It scrolls
 * inside its own box, whose offset is remembered per `viewKey` (filters + fold) and restored on
 * mount, so Back to a view, or a return from another page, lands where the reader was.
 */
export function ReportList({
  items,
  viewKey,
  selectedId,
  openReport,
  paging,
  scrollToTopSignal,
  density = "compact",
}: {
  items: ListItem[];
  viewKey: string;
  selectedId: string | null;
  openReport: OpenReport;
  paging: ListPaging;
  /** Changes when the list should jump to the top (the reader asked to see new reports). */
  scrollToTopSignal: number;
  density?: Density;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const initialOffset = useRef(readScrollOffset(viewKey));
  const virtualizer = useVirtualizer({
    count: items.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (index === items.length ? FOOTER_HEIGHT : REPORT_ROW_HEIGHTS[density]),
    getItemKey: (index) => items[index]?.key ?? "__footer",
    overscan: 8,
    initialOffset: () => initialOffset.current,
    scrollMargin: HEADER_HEIGHT,
  });
  const fill = useFillHeight(scroller);

  const lastDensity = useRef(density);
  useEffect(() => {
    if (lastDensity.current === density) return;
    lastDensity.current = density;
    virtualizer.measure();
  }, [density, virtualizer]);

  useLayoutEffect(() => {
    if (scroller.current && initialOffset.current > 0) scroller.current.scrollTop = initialOffset.current;
  }, []);

  const lastTopSignal = useRef(scrollToTopSignal);
  useEffect(() => {
    if (lastTopSignal.current === scrollToTopSignal) return;
    lastTopSignal.current = scrollToTopSignal;
    virtualizer.scrollToOffset(0);
    saveScrollOffset(viewKey, 0);
  }, [scrollToTopSignal, virtualizer, viewKey]);

  const hydrated = useHydrated();
  const virtualItems = hydrated ? virtualizer.getVirtualItems() : [];
  const lastIndex = virtualItems.at(-1)?.index ?? 0;
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = paging;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage && !nextPageError && lastIndex >= items.length - PREFETCH_ROWS) fetchNextPage();
  }, [lastIndex, items.length, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage]);

  return (
    <div
      ref={scroller}
      data-testid="report-list-scroller"
      onScroll={(event) => saveScrollOffset(viewKey, event.currentTarget.scrollTop)}
      style={fill === undefined ? undefined : { height: fill }}
      className="h-[calc(100vh-12rem)] min-h-96 overflow-auto rounded border border-border"
    >
      <GridTable label="Reports" className="min-w-[78rem]">
        <GridHeader columns={REPORT_GRID} labels={REPORT_COLUMNS} height={HEADER_HEIGHT} />
      <ul role="none" className="relative w-full" style={{ height: virtualizer.getTotalSize() - HEADER_HEIGHT }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          return (
            <li
              key={row.key}
              role="none"
              data-index={row.index}
              className="absolute left-0 top-0 w-full"
              style={{ height: row.size, transform: `translateY(${row.start - HEADER_HEIGHT}px)` }}
            >
              {item ? (
                <ReportRow
                  report={item.report}
                  depth={item.depth}
                  duplicates={item.duplicates}
                  selected={String(item.report.id) === selectedId}
                  openReport={openReport}
                  density={density}
                />
              ) : (
                <GridRow className="h-full">
                  <GridCell className="h-full">
                    <ListFooter paging={paging} loaded={items.length} />
                  </GridCell>
                </GridRow>
              )}
            </li>
          );
        })}
      </ul>
      </GridTable>
    </div>
  );
}

function ListFooter({ paging, loaded }: { paging: ListPaging; loaded: number }) {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, totalCount, uniqueCount } = paging;
  let body: React.ReactNode;
  if (nextPageError) {
    const requestId = nextPageError instanceof ApiClientError ? nextPageError.requestId : undefined;
    body = (
      <div role="alert" data-testid="next-page-error" className="flex flex-wrap items-center gap-2 text-fail">
        <span>
          Could not load more reports: {nextPageError instanceof Error ? nextPageError.message : "unknown error"}
          {requestId ? <span className="ml-1 font-mono text-xs">(request id {requestId})</span> : null}
        </span>
        <Button size="sm" onClick={fetchNextPage}>
          Retry
        </Button>
      </div>
    );
  } else if (hasNextPage || isFetchingNextPage) {
    body = (
      <span role="status" className="text-muted">
        Loading more reports… ({formatCount(loaded)} of {formatCount(totalCount)})
      </span>
    );
  } else {
    body = (
      <span data-testid="list-end" className="text-muted">
        {totalCount === 0
          ? "No reports match these filters."
          : `That is all ${plural(totalCount, "report")}${uniqueCount !== null ? ` (${formatCount(uniqueCount)} unique)` : ""}.`}
      </span>
    );
  }
  return <div className="sticky left-0 flex h-full w-[min(100%,100vw-3rem)] items-center justify-center px-3 text-sm">{body}</div>;
}
