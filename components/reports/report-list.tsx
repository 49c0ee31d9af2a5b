"use client";

import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState } from "react";
import { GridHeader, GridTable } from "@/components/ui/grid-table";
import { useHydrated } from "@/components/ui/use-hydrated";
import type { ListView } from "./list-item";
import { FOOTER_HEIGHT, HEADER_HEIGHT, REPORT_COLUMNS, REPORT_GRID, REPORT_ROW_HEIGHTS } from "./report-columns";
import { readScrollOffset, saveScrollOffset } from "./scroll-memory";

const MATCHING_COLUMNS = REPORT_COLUMNS.map((c) => (c.key === "asset" ? { ...c, label: "Matching asset" } : c));

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

// The rows (the virtualizer, the row and its labels and badges) are drawn only once the page is
// hydrated, so their code is not needed for the first paint: fetched as soon as this module runs in
// the browser, while the page hydrates, instead of before it (issue 19: /reports first-load JS).
const loadRows = () => import("./report-virtual-rows");
const ReportVirtualRows = lazy(() => loadRows().then((m) => ({ default: m.ReportVirtualRows })));
if (typeof window !== "undefined") void loadRows();

/**
 * The virtualized report list: only the rows near the viewport exist in the DOM. It scrolls
 * inside its own box, whose offset is remembered per `viewKey` (filters + fold) and restored on
 * mount, so Back to a view, or a return from another page, lands where the reader was.
 */
export function ReportList({
  density = "compact",
  assetMatch = null,
  ...rest
}: Omit<ListView, "density" | "assetMatch"> & Partial<Pick<ListView, "density" | "assetMatch">>) {
  const view: ListView = { ...rest, density, assetMatch };
  const { items, viewKey } = view;
  const scroller = useRef<HTMLDivElement>(null);
  const initialOffset = useRef(readScrollOffset(viewKey));
  // After a reload only the first page is loaded: the rows load page by page until the remembered
  // offset can be reached (report-virtual-rows.tsx), and meanwhile the browser's clamped offset is
  // not remembered over it. The reader's own scrolling ends the restore.
  const restoring = useRef(initialOffset.current > 0);
  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    const stop = () => {
      restoring.current = false;
    };
    const events = ["wheel", "touchmove", "keydown"] as const;
    for (const name of events) el.addEventListener(name, stop, { passive: true });
    return () => {
      for (const name of events) el.removeEventListener(name, stop);
    };
  }, []);
  const fill = useFillHeight(scroller);

  useLayoutEffect(() => {
    if (scroller.current && initialOffset.current > 0) scroller.current.scrollTop = initialOffset.current;
  }, []);

  // False on the server and while hydrating: rows depend on the remembered offset, which only the browser knows.
  const hydrated = useHydrated();
  // The rows' height before they are drawn: what the virtualizer estimates (every row, then the footer).
  const estimatedHeight = items.length * REPORT_ROW_HEIGHTS[density] + FOOTER_HEIGHT - HEADER_HEIGHT;
  const placeholder = <ul role="none" className="relative w-full" style={{ height: estimatedHeight }} />;

  return (
    <div
      ref={scroller}
      data-testid="report-list-scroller"
      onScroll={(event) => {
        if (!restoring.current) saveScrollOffset(viewKey, event.currentTarget.scrollTop);
      }}
      style={fill === undefined ? undefined : { height: fill }}
      className="h-[calc(100vh-12rem)] min-h-96 overflow-auto rounded border border-border"
    >
      <GridTable label="Reports" className="sm:min-w-[78rem]">
        <GridHeader columns={REPORT_GRID} labels={assetMatch ? MATCHING_COLUMNS : REPORT_COLUMNS} height={HEADER_HEIGHT} className="max-sm:sr-only" />
        {hydrated ? (
          <Suspense fallback={placeholder}>
            <ReportVirtualRows scroller={scroller} initialOffset={initialOffset.current} restoring={restoring} {...view} />
          </Suspense>
        ) : (
          placeholder
        )}
      </GridTable>
    </div>
  );
}
