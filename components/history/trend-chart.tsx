"use client";

import dynamic from "next/dynamic";
import type { TrendChartPlotProps } from "./trend-chart-plot";

// recharts loads after first paint, into the frame below that already holds the line's place.
const TrendChartPlot = dynamic(() => import("./trend-chart-plot").then((m) => m.TrendChartPlot), { ssr: false });

type Props = Omit<TrendChartPlotProps, "fontSize" | "sparkline"> & {
  /** Accessible name of the chart (what it shows in words). */
  label: string;
  /** CSS height; "100%" fills the parent. */
  height?: string;
  fontSize?: string;
  /** A bare line (the wall's figure cards): no axes, grid or tooltip. */
  sparkline?: boolean;
};

/** Height of a trend line on /queues (its loading placeholder reserves the same). */
export const TREND_CHART_HEIGHT = "160px";

/** One figure over the window as a line, in a frame of fixed height named in words. */
export function TrendChart({ id, spec, data, window, fromMs, toMs, label, height = TREND_CHART_HEIGHT, fontSize = "12px", sparkline = false }: Props) {
  return (
    <div role="img" aria-label={label} data-testid={`${id}-line`} className="text-text" style={{ height }}>
      <TrendChartPlot id={id} spec={spec} data={data} window={window} fromMs={fromMs} toMs={toMs} fontSize={fontSize} sparkline={sparkline} />
    </div>
  );
}
