"use client";

import { RowHeader, Table, TableHead, Td } from "@/components/ui/table";
import { NOT_SENT } from "@/lib/format/not-sent";
import type { QueueTrend } from "@/lib/queries/history";
import { TREND_FIGURE_SPECS } from "./trend-figures";
import { formatPointTime, trendRows } from "./trend-wording";

/**
 * Every point of a trend, oldest first, for screen readers and copying. A gap is a row of its
 * own that says so: nothing was recorded there, and nothing is made up.
 */
export function TrendTable({ trend, caption, timeZone }: { trend: Pick<QueueTrend, "points">; caption: string; timeZone?: string }) {
  const rows = trendRows(trend);
  return (
    // Scrolls on its own (a month is thousands of rows): focusable so the keyboard can scroll it.
    <section
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
      tabIndex={0}
      aria-label={caption}
      className="max-h-96 overflow-auto rounded border border-border focus-visible:outline-2 focus-visible:outline-accent"
    >
      <Table caption={caption} data-testid="trend-table">
        <TableHead className="sticky top-0 bg-surface" columns={["Time", ...TREND_FIGURE_SPECS.map((s) => ({ label: s.label, numeric: true }))]} />
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <Td colSpan={TREND_FIGURE_SPECS.length + 1} className="text-muted">
                Nothing recorded in this window yet.
              </Td>
            </tr>
          ) : null}
          {rows.map((row, i) => (
            <tr key={`${row.t}-${i}`} data-testid="trend-row" data-kind={row.kind} data-t={row.t}>
              <RowHeader className="whitespace-nowrap">
                <time dateTime={row.t}>{Number.isNaN(row.ms) ? row.t : formatPointTime(row.ms, timeZone)}</time>
              </RowHeader>
              {row.kind === "gap" ? (
                <Td colSpan={TREND_FIGURE_SPECS.length} className="italic text-muted">
                  Gap: nothing recorded (not yet recording, the console was down, or the service did not answer)
                </Td>
              ) : (
                TREND_FIGURE_SPECS.map((s) => (
                  <Td key={s.key} className="text-right tabular-nums" data-figure={s.key} data-value={row.values[s.key] ?? undefined}>
                    {row.values[s.key]?.toLocaleString("en-US") ?? <span className="italic text-muted">{NOT_SENT}</span>}
                  </Td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </Table>
    </section>
  );
}
