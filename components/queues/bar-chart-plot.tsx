"use client";

import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from "recharts";
import type { ChartRow } from "./snapshot-rows";

type LabelProps = { x?: number | string; y?: number | string; width?: number | string; height?: number | string; value?: unknown; index?: number };

type Props = { id: string; rows: ChartRow[]; horizontal: boolean; fontSize: string };

/** The bars of a `BarChartCard`, each labelled with its number; fills the frame the card sized. */
export function BarChartPlot({ id, rows, horizontal, fontSize }: Props) {
  const total = rows.reduce((sum, r) => sum + r.value, 0);
  const renderLabel = (props: LabelProps) => {
    const row = rows[props.index ?? -1];
    if (!row) return null;
    const x = Number(props.x ?? 0);
    const y = Number(props.y ?? 0);
    const w = Number(props.width ?? 0);
    const h = Number(props.height ?? 0);
    return (
      <text
        data-testid={`${id}-bar-${row.key}`}
        data-value={row.value}
        x={horizontal ? x + w + 6 : x + w / 2}
        y={horizontal ? y + h / 2 : y - 6}
        textAnchor={horizontal ? "start" : "middle"}
        dominantBaseline={horizontal ? "central" : "auto"}
        fill="currentColor"
        style={{ fontSize, fontWeight: 600 }}
      >
        {row.value.toLocaleString("en-US")}
      </text>
    );
  };

  return (
    <BarChart
      responsive
      accessibilityLayer={false}
      data={rows}
      layout={horizontal ? "vertical" : "horizontal"}
      margin={horizontal ? { top: 4, right: 56, bottom: 4, left: 8 } : { top: 24, right: 8, bottom: 4, left: 8 }}
      style={{ width: "100%", height: "100%" }}
    >
      <CartesianGrid strokeDasharray="3 3" stroke="currentColor" strokeOpacity={0.15} vertical={horizontal} horizontal={!horizontal} />
      {horizontal ? (
        <>
          <XAxis type="number" hide domain={[0, "dataMax"]} allowDecimals={false} />
          <YAxis type="category" dataKey="label" width="auto" tick={{ fill: "currentColor", fontSize }} tickLine={false} interval={0} />
        </>
      ) : (
        <>
          <XAxis type="category" dataKey="label" tick={{ fill: "currentColor", fontSize }} tickLine={false} interval={0} />
          <YAxis type="number" hide allowDecimals={false} />
        </>
      )}
      <Bar dataKey="value" isAnimationActive={false} minPointSize={total === 0 ? 0 : 2} maxBarSize={horizontal ? 28 : 72}>
        {rows.map((row) => (
          <Cell
            key={row.key}
            fill={row.color}
            stroke="currentColor"
            strokeOpacity={0.35}
            // A pointer shortcut; the card's list of links under the chart is the keyboard and screen-reader way to the same list.
            onClick={row.href ? () => window.location.assign(row.href!) : undefined}
            style={row.href ? { cursor: "pointer" } : undefined}
          />
        ))}
        <LabelList dataKey="value" content={renderLabel} />
      </Bar>
    </BarChart>
  );
}
