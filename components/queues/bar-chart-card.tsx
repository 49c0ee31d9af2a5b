"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { RowHeader, Table, TableHead, Td } from "@/components/ui/table";
import { NOT_SENT } from "@/lib/format/not-sent";
import { waitingWording } from "./snapshot-links";
import type { ChartRow } from "./snapshot-rows";

// recharts is most of the page's script: it loads after first paint, into a frame already sized.
const BarChartPlot = dynamic(() => import("./bar-chart-plot").then((m) => m.BarChartPlot), { ssr: false });

type Props = {
  /** Used in test ids: `<id>-bar-<row key>` on bar labels, `<id>-cell-<row key>` on table cells. */
  id: string;
  title: string;
  rows: ChartRow[];
  /** Horizontal bars suit long category names (organizations). */
  horizontal?: boolean;
  /** CSS height of the chart, e.g. "240px" or "28vh". */
  height?: string;
  /** CSS font size of labels and ticks, e.g. "12px" or "1.4vw". */
  fontSize?: string;
  /** Heading level of the title (the wall and the console nest them differently). */
  headingLevel?: 2 | 3;
  /** CSS font size of the title (the wall scales it with the viewport). */
  titleSize?: string;
  /** Fill the parent's height (the wall's grid cells) instead of a fixed chart height. */
  fill?: boolean;
  /** The wall shows charts only: no table toggle. */
  showTableToggle?: boolean;
  className?: string;
};

/**
 * A labelled bar chart with a table view. Every bar carries its number and its category name on
 * the axis, so colour is never the only signal; the table holds the same rows for screen readers
 * and copying.
 */
export function BarChartCard({
  id,
  title,
  rows,
  horizontal = false,
  height = "240px",
  fontSize = "12px",
  headingLevel = 3,
  titleSize,
  showTableToggle = true,
  fill = false,
  className,
}: Props) {
  const [view, setView] = useState<"chart" | "table">("chart");
  const headingId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const summary = `${title}: ${rows.map((r) => `${r.label} ${r.value ?? NOT_SENT}`).join(", ")}`;
  const unknown = rows.filter((r) => r.value === null);

  return (
    <section
      aria-labelledby={headingId}
      className={`rounded border border-border p-3 ${fill ? "flex h-full min-h-0 flex-col" : ""} ${className ?? ""}`}
      data-testid={`chart-${id}`}
    >
      <div className="mb-2 flex items-center justify-between gap-2">
        <Heading id={headingId} className="font-semibold" style={titleSize ? { fontSize: titleSize } : undefined}>
          {title}
        </Heading>
        {showTableToggle ? (
          <Button
            size="sm"
            aria-pressed={view === "table"}
            aria-label={`Show ${title} as a table`}
            onClick={() => setView(view === "chart" ? "table" : "chart")}
          >
            Table
          </Button>
        ) : null}
      </div>
      {view === "chart" ? (
        rows.length === 0 ? (
          <p className="text-sm text-muted">No data.</p>
        ) : (
          <div role="img" aria-label={summary} style={fill ? undefined : { height }} className={`text-text ${fill ? "min-h-[6rem] flex-1" : ""}`}>
            <BarChartPlot id={id} rows={rows} horizontal={horizontal} fontSize={fontSize} />
          </div>
        )
      ) : (
        <Table caption={title} data-testid={`${id}-table`}>
          <TableHead columns={["Bucket", { label: "Count", numeric: true }]} />
          <tbody>
            {rows.map((row) => (
              <tr key={row.key}>
                <RowHeader>
                  <span aria-hidden className="mr-2 inline-block h-3 w-3 rounded-sm align-middle" style={{ backgroundColor: row.color }} />
                  {row.label}
                </RowHeader>
                <Td
                  className={`text-right tabular-nums ${row.value === null ? "text-muted" : ""}`}
                  data-testid={`${id}-cell-${row.key}`}
                  data-value={row.value ?? undefined}
                >
                  {row.value === null ? NOT_SENT : row.value.toLocaleString("en-US")}
                </Td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {unknown.length > 0 ? (
        <p className="mt-1 text-xs text-muted" data-testid={`${id}-not-sent`}>
          {`${unknown.map((r) => r.label).join(", ")}: ${NOT_SENT}.`}
        </p>
      ) : null}
      {rows.some((row) => row.href) ? (
        // Filling a fixed screen (the wall), the chart keeps its room and a long list of links scrolls instead.
        <ul
          aria-label={`Lists behind ${title}`}
          className={`mt-1 flex flex-wrap gap-x-3 gap-y-0.5 text-xs ${fill ? "min-h-0 shrink overflow-y-auto" : ""}`}
          style={fontSize && fill ? { fontSize } : undefined}
        >
          {rows.map((row) =>
            row.href ? (
              <li key={row.key}>
                <Link
                  href={row.href}
                  data-testid={`${id}-link-${row.key}`}
                  data-count={row.listCount ?? row.value}
                  // At least 24 px high: links stacked this close are targets WCAG 2.5.8 asks that size of.
                  className="inline-flex min-h-6 items-center text-accent underline underline-offset-2"
                >
                  {row.label}:{" "}
                  {row.listCount !== undefined && row.listCount !== row.value
                    ? waitingWording(row.listCount, row.value)
                    : (row.value ?? 0).toLocaleString("en-US")}
                </Link>
              </li>
            ) : null,
          )}
        </ul>
      ) : null}
    </section>
  );
}
