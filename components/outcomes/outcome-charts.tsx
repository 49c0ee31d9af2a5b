"use client";

import { Bar, BarChart, CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from "recharts";
import { PALETTE } from "@/components/queues/snapshot-rows";
import type { OrganizationMetrics, TakedownTimeTrend } from "@/lib/contract/outcome-metrics";
import { assetTypeLabel } from "@/lib/format/asset-type";
import { formatDay, formatMonth } from "@/lib/format/calendar";
import { formatMinutes } from "@/lib/format/duration";

const FONT = "0.75rem";
const TOOLTIP = { fontSize: FONT, color: "#0f172a", background: "#ffffff" };
const MAX_LINES = 5;
const SERIES_COLORS = [PALETTE.sky, PALETTE.orange, PALETTE.green, PALETTE.vermillion, PALETTE.purple, PALETTE.yellow, PALETTE.blue];

/** Threats blocked per day, as the service counted them; a day it sent without a readable date is left out of the chart (and said under it). */
export function BlockedPerDayChart({ days }: { days: OrganizationMetrics["blockedByDay"] }) {
  const data = days.filter((d) => d.date !== null && d.count !== null).map((d) => ({ date: formatDay(d.date!).replace(/ \d{4}$/, ""), count: d.count! }));
  const unreadable = days.length - data.length;
  return (
    <figure className="space-y-1">
      <div className="h-40 w-full" data-testid="outcomes-blocked-per-day-chart">
        <BarChart responsive accessibilityLayer={false} data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }} style={{ width: "100%", height: "100%" }}>
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={false} />
          <XAxis dataKey="date" tick={{ fill: "currentColor", fontSize: FONT }} interval="preserveStartEnd" minTickGap={12} />
          <YAxis allowDecimals={false} width="auto" tick={{ fill: "currentColor", fontSize: FONT }} />
          <Tooltip contentStyle={TOOLTIP} formatter={(v) => [Number(v).toLocaleString("en-US"), "Blocked"]} />
          <Bar dataKey="count" fill={PALETTE.sky} isAnimationActive={false} />
        </BarChart>
      </div>
      <figcaption className="text-xs text-muted">
        Threats blocked per day (UTC)
        {unreadable > 0 ? `; ${unreadable} day${unreadable === 1 ? "" : "s"} sent without a readable date or count, not drawn` : ""}.
      </figcaption>
    </figure>
  );
}

/** The monthly median time to takedown, one line per asset type; a month with no completed takedown is a gap. */
export function TakedownTrendChart({ trend: all }: { trend: TakedownTimeTrend }) {
  // The asset types with the most completed takedowns; the table under the chart lists every one.
  const counted = (s: TakedownTimeTrend["series"][number]) => s.points.reduce((n, p) => n + (p.count ?? 0), 0);
  const series = [...all.series].sort((a, b) => counted(b) - counted(a)).slice(0, MAX_LINES);
  const trend = { ...all, series };
  const types = series.map((s) => assetTypeLabel(s.assetType));
  const data = trend.periods.map((period) => {
    const row: Record<string, string | number | null> = { period: formatMonth(period) };
    trend.series.forEach((s, i) => {
      const point = s.points.find((p) => p.period === period);
      row[types[i]!] =
        point?.medianTakedownMinutes === null || point?.medianTakedownMinutes === undefined ? null : Math.round((point.medianTakedownMinutes / 60) * 10) / 10;
    });
    return row;
  });
  return (
    <figure className="space-y-1">
      <div className="h-44 w-full" data-testid="outcomes-takedown-trend-chart">
        <LineChart
          responsive
          accessibilityLayer={false}
          data={data}
          margin={{ top: 8, right: 12, bottom: 0, left: 0 }}
          style={{ width: "100%", height: "100%" }}
        >
          <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} />
          <XAxis dataKey="period" tick={{ fill: "currentColor", fontSize: FONT }} />
          <YAxis width="auto" tick={{ fill: "currentColor", fontSize: FONT }} unit=" h" />
          <Tooltip contentStyle={TOOLTIP} formatter={(v, name) => [v === null ? "no takedown completed" : formatMinutes(Number(v) * 60), String(name)]} />
          <Legend wrapperStyle={{ fontSize: FONT }} />
          {types.map((type, i) => (
            <Line
              key={type}
              type="linear"
              dataKey={type}
              stroke={SERIES_COLORS[i % SERIES_COLORS.length]}
              strokeWidth={2}
              connectNulls={false}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </div>
      <figcaption className="text-xs text-muted">
        Median hours from filing to completion, by month (a gap: no takedown completed that month)
        {all.series.length > series.length ? `; the ${MAX_LINES} asset types with the most completed takedowns of ${all.series.length}` : ""}.
      </figcaption>
    </figure>
  );
}
