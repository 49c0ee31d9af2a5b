"use client";

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
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section tabIndex={0} aria-label={caption} className="max-h-96 overflow-auto rounded border border-border focus-visible:outline-2 focus-visible:outline-blue-600">
      <table className="w-full text-sm" data-testid="trend-table">
        <caption className="sr-only">{caption}</caption>
        <thead className="sticky top-0 bg-surface">
          <tr className="border-b border-border text-left">
            <th scope="col" className="px-2 py-1 font-medium">
              Time
            </th>
            {TREND_FIGURE_SPECS.map((s) => (
              <th key={s.key} scope="col" className="px-2 py-1 text-right font-medium">
                {s.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={TREND_FIGURE_SPECS.length + 1} className="px-2 py-2 text-muted">
                Nothing recorded in this window yet.
              </td>
            </tr>
          ) : null}
          {rows.map((row, i) => (
            <tr key={`${row.t}-${i}`} className="border-b border-border" data-testid="trend-row" data-kind={row.kind} data-t={row.t}>
              <th scope="row" className="whitespace-nowrap px-2 py-1 text-left font-normal">
                <time dateTime={row.t}>{Number.isNaN(row.ms) ? row.t : formatPointTime(row.ms, timeZone)}</time>
              </th>
              {row.kind === "gap" ? (
                <td colSpan={TREND_FIGURE_SPECS.length} className="px-2 py-1 italic text-muted">
                  Gap: nothing recorded (not yet recording, the console was down, or the service did not answer)
                </td>
              ) : (
                TREND_FIGURE_SPECS.map((s) => (
                  <td key={s.key} className="px-2 py-1 text-right tabular-nums" data-figure={s.key} data-value={row.values[s.key]}>
                    {row.values[s.key].toLocaleString("en-US")}
                  </td>
                ))
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
