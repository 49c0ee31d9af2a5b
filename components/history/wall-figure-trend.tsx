"use client";

import type { QueueTrend } from "@/lib/queries/history";
import { TrendChart } from "./trend-chart";
import { trendSpecForSnapshotKey } from "./trend-figures";
import { type ChartDatum, changeSpanMs, describeChange, describeChangeLong } from "./trend-wording";

const WINDOW = "24h" as const;
const LINE_HEIGHT = "clamp(2.5rem, 7vh, 20rem)";

/**
 * Under a wall figure: its 24 h change in words, large, and the line without axes. A second
 * `<dd>` of the figure's term (a list item may hold only terms and descriptions).
 */
export function WallFigureTrend({
  figureKey,
  trend,
  data,
  failed,
}: {
  /** The snapshot key figure this sits under; figures without a recorded trend get nothing. */
  figureKey: string;
  trend: QueueTrend | undefined;
  data: ChartDatum[];
  failed: boolean;
}) {
  const spec = trendSpecForSnapshotKey(figureKey);
  if (!spec) return null;
  const change = trend ? (trend.change[spec.key] ?? null) : null;
  // Labelled by the span really recorded: after an hour of recording, "−10 in 1 h", not "in 24 h".
  const span = trend ? changeSpanMs(trend) : null;
  const words = trend ? describeChange(change, WINDOW, span) : failed ? "trend unavailable" : "loading trend…";
  return (
    <dd className="mt-[0.4vh] flex min-h-0 flex-col gap-[0.3vh]" data-testid={`wall-trend-${spec.key}`}>
      <span
        className="font-semibold tabular-nums text-slate-200"
        style={{ fontSize: "clamp(1rem, 1.5vw, 5rem)" }}
        data-testid={`wall-trend-change-${spec.key}`}
        data-value={change ?? ""}
      >
        {words}
      </span>
      {trend ? (
        <TrendChart
          id={`wall-trend-${spec.key}`}
          spec={spec}
          data={data}
          window={WINDOW}
          fromMs={Date.parse(trend.from)}
          toMs={Date.parse(trend.to)}
          label={`${spec.label} over the last 24 hours: ${describeChangeLong(change, WINDOW, span)}.`}
          height={LINE_HEIGHT}
          sparkline
        />
      ) : (
        // Holds the line's place while the trend loads, so the charts below never move.
        <div aria-hidden style={{ height: LINE_HEIGHT }} />
      )}
    </dd>
  );
}
