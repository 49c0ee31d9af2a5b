"use client";

import { useQueries } from "@tanstack/react-query";
import { useVirtualizer } from "@tanstack/react-virtual";
import { type RefObject, useEffect, useMemo, useRef } from "react";
import { extendTo, toggleRow, useSelection } from "@/components/marks/selection-store";
import { GridCell, GridRow } from "@/components/ui/grid-table";
import { NextPageError } from "@/components/ui/next-page-error";
import { useLoadMoreNearEnd } from "@/components/ui/use-load-more-near-end";
import { formatCount, plural } from "@/lib/format";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { marksOptions } from "@/lib/queries/marks";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import type { ListPaging, ListView } from "./list-item";
import { FOOTER_HEIGHT, HEADER_HEIGHT, rowHeightOf } from "./report-columns";
import { ReportRow } from "./report-row";
import { restoreStep } from "./restore-step";
import { saveScrollOffset } from "./scroll-memory";
import { useNarrow } from "./use-narrow";

/** The rows' marks are asked for by this many ids at a time. */
const MARK_PAGE = 20;

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

  const order = useMemo(() => items.map((item) => String(item.report.id)), [items]);
  const selection = useSelection(viewKey);
  useSelectionKeys(scroller, viewKey, order);

  const virtualItems = virtualizer.getVirtualItems();
  const marks = useRowMarks(order, virtualItems[0]?.index ?? 0, virtualItems.at(-1)?.index ?? 0);
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
                pick={{
                  checked: selection.all || selection.ids.has(String(item.report.id)),
                  toggle: (range) => toggleRow(viewKey, String(item.report.id), order, range),
                  marks: marks.get(String(item.report.id)),
                }}
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

/** The console's marks of the rows in view, asked 20 ids at a time (by the list's pages of 20), each page once. */
function useRowMarks(order: readonly string[], first: number, last: number): Map<string, ItemMarks> {
  const org = useOrganizationScope();
  const from = Math.floor(first / MARK_PAGE);
  const to = Math.floor(last / MARK_PAGE);
  const pages = useMemo(() => {
    const out: string[][] = [];
    for (let page = from; page <= to; page++) out.push(order.slice(page * MARK_PAGE, (page + 1) * MARK_PAGE));
    return out.filter((ids) => ids.length > 0);
  }, [order, from, to]);
  const answers = useQueries({ queries: pages.map((ids) => marksOptions(org, "report", ids)) });
  return useMemo(() => {
    const all = new Map<string, ItemMarks>();
    for (const answer of answers) for (const [id, m] of Object.entries(answer.data?.marks ?? {})) all.set(id, m);
    return all;
  }, [answers]);
}

/**
 * `x` toggles the row the focus is in; shift+j / shift+k select the next / previous row as well and
 * move the focus to its title.
 */
function useSelectionKeys(scroller: RefObject<HTMLDivElement | null>, viewKey: string, order: readonly string[]) {
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.metaKey || event.ctrlKey || event.altKey) return;
      const row = (event.target as HTMLElement).closest<HTMLElement>("[data-report-id]");
      const id = row?.dataset.reportId;
      if (!id || (event.target as HTMLElement).matches("input[type=text],textarea")) return;
      if (event.key === "x" && !event.shiftKey) {
        event.preventDefault();
        toggleRow(viewKey, id, order);
        return;
      }
      if (!event.shiftKey || (event.key !== "J" && event.key !== "K")) return;
      const next = order[order.indexOf(id) + (event.key === "J" ? 1 : -1)];
      if (next === undefined) return;
      event.preventDefault();
      extendTo(viewKey, id, next);
      el.querySelector<HTMLElement>(`[data-report-id="${CSS.escape(next)}"] [data-column="title"] a`)?.focus();
    };
    el.addEventListener("keydown", onKey);
    return () => el.removeEventListener("keydown", onKey);
  }, [scroller, viewKey, order]);
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
