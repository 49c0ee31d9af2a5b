"use client";

import { useVirtualizer } from "@tanstack/react-virtual";
import { useRef } from "react";
import { NextPageError } from "@/components/ui/next-page-error";
import { type NextPaging, useLoadMoreNearEnd } from "@/components/ui/use-load-more-near-end";
import type { Takedown } from "@/lib/contract/takedown";
import { formatCount, plural } from "@/lib/format";
import { TAKEDOWN_ROW_HEIGHT, TakedownHeader, TakedownRow } from "./takedown-row";

export type TakedownPaging = NextPaging;

const FOOTER_HEIGHT = 56;
/** Ask for the next page while this many rows are still below the viewport. */
const PREFETCH_ROWS = 30;

/** The virtualized takedown list: only rows near the viewport are in the DOM; the next page loads on approach. */
export function TakedownList({
  takedowns,
  staleCutoff,
  paging,
  slug = null,
  sortLabel = "",
}: {
  takedowns: Takedown[];
  staleCutoff: number;
  paging: TakedownPaging;
  slug?: string | null;
  sortLabel?: string;
}) {
  const scroller = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: takedowns.length + 1,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (index === takedowns.length ? FOOTER_HEIGHT : TAKEDOWN_ROW_HEIGHT),
    getItemKey: (index) => (takedowns[index] ? String(takedowns[index].id) : "__footer"),
    overscan: 8,
  });
  const items = virtualizer.getVirtualItems();
  useLoadMoreNearEnd(paging, items.at(-1)?.index ?? 0, takedowns.length, PREFETCH_ROWS);

  return (
    // The box takes focus so it can be scrolled by keyboard (its rows' links are reached by Tab too).
    <section
      ref={scroller}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: scroll container, labelled for screen readers
      tabIndex={0}
      aria-label="Takedown list"
      data-testid="takedown-list-scroller"
      className="h-[calc(100vh-17rem)] min-h-96 overflow-y-auto rounded border border-border"
    >
      <TakedownHeader sortLabel={sortLabel} />
      <ul aria-label="Takedowns" className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {items.map((row) => {
          const takedown = takedowns[row.index];
          return (
            <li
              key={row.key}
              data-index={row.index}
              className="absolute left-0 top-0 w-full"
              style={{ height: row.size, transform: `translateY(${row.start}px)` }}
            >
              {takedown ? <TakedownRow takedown={takedown} staleCutoff={staleCutoff} slug={slug} /> : <ListFooter paging={paging} loaded={takedowns.length} />}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ListFooter({ paging, loaded }: { paging: TakedownPaging; loaded: number }) {
  const { hasNextPage, isFetchingNextPage, nextPageError, fetchNextPage } = paging;
  let body: React.ReactNode;
  if (nextPageError) {
    body = <NextPageError what="takedowns" error={nextPageError} onRetry={fetchNextPage} />;
  } else if (hasNextPage || isFetchingNextPage) {
    body = (
      <span role="status" className="text-muted">
        Loading more takedowns… ({formatCount(loaded)} so far)
      </span>
    );
  } else {
    body = (
      <span data-testid="takedown-list-end" className="text-muted">
        {loaded === 0 ? "No takedowns match these filters." : `That is all ${plural(loaded, "takedown")}.`}
      </span>
    );
  }
  return <div className="flex h-full items-center justify-center px-3 text-sm">{body}</div>;
}
