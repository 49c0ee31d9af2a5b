"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useEffect, useLayoutEffect, useRef, useSyncExternalStore } from "react";
import { ApiClientError } from "@/lib/queries/api-fetch";
import type { Report } from "@/lib/contract/report";
import { type OpenReport, REPORT_ROW_HEIGHT, ReportRow } from "./report-row";
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
}: {
  items: ListItem[];
  viewKey: string;
  selectedId: string | null;
  openReport: OpenReport;
  paging: ListPaging;
  /** Changes when the list should jump to the top (the reader asked to see new reports). */
  scrollToTopSignal: number;
}) {
  const scroller = useRef<HTMLDivElement>(null);
  const initialOffset = useRef(readScrollOffset(viewKey));
  const virtualizer = useVirtualizer({
    count: items.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (index === items.length ? FOOTER_HEIGHT : REPORT_ROW_HEIGHT),
    getItemKey: (index) => items[index]?.key ?? "__footer",
    overscan: 8,
    initialOffset: () => initialOffset.current,
  });

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
      className="h-[calc(100vh-15rem)] min-h-96 overflow-y-auto rounded border border-slate-200 dark:border-slate-800"
    >
      <ul aria-label="Reports" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualItems.map((row) => {
          const item = items[row.index];
          return (
            <li
              key={row.key}
              data-index={row.index}
              className="absolute left-0 top-0 w-full"
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              {item ? (
                <ReportRow
                  report={item.report}
                  depth={item.depth}
                  duplicates={item.duplicates}
                  selected={String(item.report.id) === selectedId}
                  openReport={openReport}
                />
              ) : (
                <ListFooter paging={paging} loaded={items.length} />
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

function ListFooter({ paging, loaded }: { paging: ListPaging; loaded: number }) {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, totalCount, uniqueCount } = paging;
  let body: React.ReactNode;
  if (nextPageError) {
    const requestId = nextPageError instanceof ApiClientError ? nextPageError.requestId : undefined;
    body = (
      <div role="alert" data-testid="next-page-error" className="flex flex-wrap items-center gap-2 text-red-800 dark:text-red-200">
        <span>
          Could not load more reports: {nextPageError instanceof Error ? nextPageError.message : "unknown error"}
          {requestId ? <span className="ml-1 font-mono text-xs">(request id {requestId})</span> : null}
        </span>
        <button type="button" onClick={fetchNextPage} className="rounded border border-red-400 px-2 py-0.5">
          Retry
        </button>
      </div>
    );
  } else if (hasNextPage || isFetchingNextPage) {
    body = (
      <span role="status" className="text-slate-600 dark:text-slate-400">
        Loading more reports… ({loaded.toLocaleString("en")} of {totalCount.toLocaleString("en")})
      </span>
    );
  } else {
    body = (
      <span data-testid="list-end" className="text-slate-600 dark:text-slate-400">
        {totalCount === 0
          ? "No reports match these filters."
          : `That is all ${totalCount.toLocaleString("en")} report${totalCount === 1 ? "" : "s"}${
              uniqueCount !== null ? ` (${uniqueCount.toLocaleString("en")} unique)` : ""
            }.`}
      </span>
    );
  }
  return <div className="flex h-full items-center justify-center px-3 text-sm">{body}</div>;
}
