"use client";

import type { DotItemDotProps } from "recharts";
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import type { TrendWindow } from "@/lib/queries/history";
import type { TrendFigureSpec } from "./trend-figures";
import { type ChartDatum, formatPointTime, formatTick, timeTicks } from "./trend-wording";

export type TrendChartPlotProps = {
  /** Test ids: `<id>-line` on the chart frame, `<id>-dot` on a lonely recorded point. */
  id: string;
  spec: TrendFigureSpec;
  data: ChartDatum[];
  window: TrendWindow;
  fromMs: number;
  toMs: number;
  fontSize: string;
  sparkline: boolean;
};

const isRecorded = (d: ChartDatum | undefined, key: TrendFigureSpec["key"]) => d !== undefined && d[key] !== null;

/**
 * One figure over the window as a line. Gaps stay gaps: null points break the line
 * (`connectNulls` off), and a recorded point with no recorded neighbour is drawn as a dot.
 */
export function TrendChartPlot({ id, spec, data, window, fromMs, toMs, fontSize, sparkline }: TrendChartPlotProps) {
  const renderDot = (props: DotItemDotProps) => {
    const { index, cx, cy } = props;
    const lonely = isRecorded(data[index], spec.key) && !isRecorded(data[index - 1], spec.key) && !isRecorded(data[index + 1], spec.key);
    if (!lonely || cx === undefined || cy === undefined) return null;
    return <circle key={`dot-${index}`} cx={cx} cy={cy} r={sparkline ? 5 : 3.5} fill={spec.color} data-testid={`${id}-dot`} />;
  };

  return (
    <LineChart
      responsive
      accessibilityLayer={false}
      data={data}
      margin={sparkline ? { top: 6, right: 6, bottom: 6, left: 6 } : { top: 8, right: 16, bottom: 4, left: 4 }}
      style={{ width: "100%", height: "100%" }}
    >
      {sparkline ? null : <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />}
      <XAxis
        type="number"
        dataKey="ms"
        scale="time"
        domain={[fromMs, toMs]}
        ticks={timeTicks(fromMs, toMs, window)}
        tickFormatter={(ms: number) => formatTick(ms, window)}
        tick={{ fill: "currentColor", fontSize }}
        hide={sparkline}
        allowDataOverflow
      />
      {/* Axes start at zero; a bare sparkline spans its own range, so its shape shows. */}
      <YAxis
        type="number"
        allowDecimals={false}
        width="auto"
        tick={{ fill: "currentColor", fontSize }}
        hide={sparkline}
        domain={sparkline ? ["dataMin", "dataMax"] : [0, "auto"]}
      />
      {sparkline ? null : (
        <Tooltip
          labelFormatter={(ms) => formatPointTime(Number(ms))}
          formatter={(value) => [value === null ? "gap" : Number(value).toLocaleString("en-US"), spec.label]}
          contentStyle={{ fontSize, color: "#0f172a", background: "#ffffff" }}
        />
      )}
      <Line
        type="linear"
        dataKey={spec.key}
        name={spec.label}
        stroke={spec.color}
        strokeWidth={sparkline ? 3 : 2}
        connectNulls={false}
        isAnimationActive={false}
        dot={renderDot}
        activeDot={sparkline ? false : { r: 4 }}
      />
    </LineChart>
  );
}
