"use client";

import { useId } from "react";
import { formatWhen } from "@/lib/format/time";
import type { QueueTrend, TrendWindow } from "@/lib/queries/history";
import { TrendChart } from "./trend-chart";
import type { TrendFigureSpec } from "./trend-figures";
import { type ChartDatum, changeSpanMs, describeChange, describeChangeLong, formatPointTime, windowLong } from "./trend-wording";

type Props = {
  spec: TrendFigureSpec;
  trend: QueueTrend;
  data: ChartDatum[];
  window: TrendWindow;
  /** First recorded time when the recording starts well inside the window (see `recordedSince`). */
  since: number | null;
  points: number;
  gaps: number;
  /** Said under the title (the stale line's threshold). */
  note?: string;
};

/** One figure's trend on /queues: its title, the change in words, and the line. */
export function TrendCard({ spec, trend, data, window, since, points, gaps, note }: Props) {
  const headingId = useId();
  const change = trend.change[spec.key] ?? null;
  const span = changeSpanMs(trend);
  const fromMs = Date.parse(trend.from);
  const toMs = Date.parse(trend.to);
  const label = `${spec.label} over the last ${windowLong(window)}: ${describeChangeLong(change, window, span)}${note ? ` (${note})` : ""}; ${points} ${points === 1 ? "point" : "points"} recorded${gaps > 0 ? `, ${gaps} ${gaps === 1 ? "gap" : "gaps"} with no data` : ""}.`;
  return (
    <section aria-labelledby={headingId} className="rounded border border-border p-3" data-testid={`trend-${spec.key}`}>
      <div className="mb-1 flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={headingId} className="font-semibold">
          {spec.label}
        </h3>
        <p className="text-sm">
          <span className="font-semibold tabular-nums" data-testid={`trend-change-${spec.key}`} data-value={change ?? ""}>
            {describeChange(change, window, span)}
          </span>
          {since !== null ? (
            <span className="text-muted" title={formatPointTime(since)}>
              {" "}
              (recorded since {formatWhen(since, toMs)})
            </span>
          ) : null}
        </p>
      </div>
      {note ? (
        <p className="mb-1 text-xs text-muted" data-testid={`trend-note-${spec.key}`}>
          {note}
        </p>
      ) : null}
      <TrendChart id={`trend-${spec.key}`} spec={spec} data={data} window={window} fromMs={fromMs} toMs={toMs} label={label} />
    </section>
  );
}
