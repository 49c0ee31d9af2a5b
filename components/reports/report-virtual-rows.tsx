"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useEffect, useRef } from "react";
import { GridCell, GridRow } from "@/components/ui/grid-table";
import { NextPageError } from "@/components/ui/next-page-error";
import { useLoadMoreNearEnd } from "@/components/ui/use-load-more-near-end";
import { formatCount, plural } from "@/lib/format";
import type { ListPaging, ListView } from "./list-item";
import { FOOTER_HEIGHT, HEADER_HEIGHT, rowHeightOf } from "./report-columns";
import { ReportRow } from "./report-row";
import { restoreStep } from "./restore-step";
import { saveScrollOffset } from "./scroll-memory";
import { useNarrow } from "./use-narrow";

/** Ask for the next page while this many rows are still below the viewport (two pages). */
const PREFETCH_ROWS = 40;

/**
 * The rows of the report list, virtualized in the list's scroller: only the rows near the viewport
 * exist in the DOM. Rendered once the page is hydrated (rows depend on the remembered offset, which
 * only the browser knows), so its code, the virtualizer's included, is not first-load JavaScript.
 */
export function ReportVirtualRows({
  scroller,
  initialOffset,
  restoring,
  items,
  viewKey,
  selectedId,
  openReport,
  paging,
  scrollToTopSignal,
  density,
  assetMatch,
}: ListView & {
  scroller: RefObject<HTMLDivElement | null>;
  initialOffset: number;
  /** True while the remembered offset is being restored (set false by the list when the reader scrolls). */
  restoring: RefObject<boolean>;
}) {
  const narrow = useNarrow();
  const rowHeight = rowHeightOf(density, narrow);
  const virtualizer = useVirtualizer({
    count: items.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (index === items.length ? FOOTER_HEIGHT : rowHeight),
    getItemKey: (index) => items[index]?.key ?? "__footer",
    overscan: 8,
    initialOffset: () => scroller.current?.scrollTop ?? initialOffset,
    scrollMargin: HEADER_HEIGHT,
  });

  const lastHeight = useRef(rowHeight);
  useEffect(() => {
    if (lastHeight.current === rowHeight) return;
    lastHeight.current = rowHeight;
    virtualizer.measure();
  }, [rowHeight, virtualizer]);

  const lastTopSignal = useRef(scrollToTopSignal);
  useEffect(() => {
    if (lastTopSignal.current === scrollToTopSignal) return;
    lastTopSignal.current = scrollToTopSignal;
    virtualizer.scrollToOffset(0);
    saveScrollOffset(viewKey, 0);
  }, [scrollToTopSignal, virtualizer, viewKey]);

  // Restoring a remembered offset the loaded rows cannot reach yet (restore-step.ts); meanwhile the
  // footer, in view at the bottom of what is loaded, counts the rows.
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = paging;
  useEffect(() => {
    if (!restoring.current) return;
    const el = scroller.current;
    if (!el) return;
    const step = restoreStep({
      rows: items.length,
      rowHeight,
      offset: initialOffset,
      viewportHeight: el.clientHeight,
      hasNextPage,
      failed: Boolean(nextPageError),
      fetching: isFetchingNextPage,
    });
    if (step === "go") {
      restoring.current = false;
      virtualizer.scrollToOffset(initialOffset);
      saveScrollOffset(viewKey, el.scrollTop);
    } else if (step === "fetch") {
      fetchNextPage();
    }
  }, [items.length, rowHeight, initialOffset, hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, restoring, scroller, virtualizer, viewKey]);

  const virtualItems = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(paging, virtualItems.at(-1)?.index ?? 0, items.length, PREFETCH_ROWS);

  return (
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
                assetMatch={assetMatch}
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
  );
}

function ListFooter({ paging, loaded }: { paging: ListPaging; loaded: number }) {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage, totalCount, uniqueCount } = paging;
  let body: React.ReactNode;
  if (nextPageError) {
    body = <NextPageError what="reports" error={nextPageError} onRetry={fetchNextPage} testId="next-page-error" />;
  } else if (hasNextPage || isFetchingNextPage) {
    body = (
      <span role="status" className="text-muted">
        Loading more reports… ({formatCount(loaded)} of {totalCount === null ? "a total not sent by the service" : formatCount(totalCount)})
      </span>
    );
  } else {
    body = (
      <span data-testid="list-end" className="text-muted">
        {totalCount === 0 || (totalCount === null && loaded === 0)
          ? "No reports match these filters."
          : `That is all ${plural(totalCount ?? loaded, "report")}${uniqueCount !== null ? ` (${formatCount(uniqueCount)} unique)` : ""}.`}
      </span>
    );
  }
  return <div className="sticky left-0 flex h-full w-[min(100%,100vw-3rem)] items-center justify-center px-3 text-sm">{body}</div>;
}
