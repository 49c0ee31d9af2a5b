"use client";

import { useLayoutEffect, useMemo, useRef, useState } from "react";
import { Bar, BarChart, CartesianGrid, Cell, LabelList, XAxis, YAxis } from "recharts";
import type { ChartRow } from "./snapshot-rows";
import { TICK_LINE_EM, tickAxisHeight, tickLines } from "./tick-lines";

type LabelProps = { x?: number | string; y?: number | string; width?: number | string; height?: number | string; value?: unknown; index?: number };

type Props = { id: string; rows: ChartRow[]; horizontal: boolean; fontSize: string };

type TickProps = { x?: number | string; y?: number | string; index?: number; payload?: { value?: unknown } };

/** Left and right margins of a vertical chart: the category axis spans the rest. */
const SIDE_MARGIN = 8;
/** recharts draws a tick label this far below the axis line (tick size 6 + tick margin 2), tick line or not. */
const TICK_OFFSET = 8;

/** The frame's width and its font in px (`fontSize` may be a `clamp()`: the browser resolves it). */
function useFrame() {
  const ref = useRef<HTMLDivElement>(null);
  const [frame, setFrame] = useState<{ width: number; fontPx: number; font: string } | null>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const read = () => {
      const style = getComputedStyle(el);
      const next = { width: el.clientWidth, fontPx: Number.parseFloat(style.fontSize) || 12, font: style.fontFamily };
      setFrame((old) => (old && old.width === next.width && old.fontPx === next.fontPx && old.font === next.font ? old : next));
    };
    read();
    const observer = new ResizeObserver(read);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return { ref, frame };
}

let canvas: CanvasRenderingContext2D | null | undefined;
/** Drawn width of `text` in the given font (0 where there is no canvas: the labels then stay on one line each). */
function measure(text: string, fontPx: number, family: string): number {
  if (canvas === undefined) canvas = typeof document === "undefined" ? null : (document.createElement("canvas").getContext?.("2d") ?? null);
  if (!canvas) return 0;
  canvas.font = `${fontPx}px ${family}`;
  return canvas.measureText(text).width;
}

/** The bars of a `BarChartCard`, each labelled with its number; fills the frame the card sized. */
export function BarChartPlot({ id, rows, horizontal, fontSize }: Props) {
  const total = rows.reduce((sum, r) => sum + (r.value ?? 0), 0);
  // A count the service did not send is drawn as no bar (transparent, at 0) labelled "not sent": never as a 0.
  const data = rows.map((r) => ({ ...r, value: r.value ?? 0 }));
  const { ref, frame } = useFrame();
  // Category labels share the axis: each wraps within its bar's share of it, so neighbours never overlap.
  const ticks = useMemo(() => {
    if (horizontal || !frame || frame.width <= 0 || rows.length === 0) return null;
    const band = (frame.width - 2 * SIDE_MARGIN) / rows.length;
    return tickLines(
      rows.map((r) => r.label),
      band,
      frame.fontPx,
      (text, px) => measure(text, px, frame.font),
    );
  }, [horizontal, frame, rows]);
  const renderTick = (props: TickProps) => {
    const x = Number(props.x ?? 0);
    const lines = ticks?.lines[props.index ?? -1] ?? [String(props.payload?.value ?? "")];
    return (
      <text x={x} y={Number(props.y ?? 0)} textAnchor="middle" fill="currentColor" style={{ fontSize: ticks ? `${ticks.fontPx}px` : fontSize }}>
        {lines.map((line, i) => (
          <tspan key={i} x={x} dy={i === 0 ? "0.71em" : `${TICK_LINE_EM}em`}>
            {line}
          </tspan>
        ))}
      </text>
    );
  };
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
        data-value={row.value ?? undefined}
        data-not-sent={row.value === null ? "" : undefined}
        x={horizontal ? x + w + 6 : x + w / 2}
        y={horizontal ? y + h / 2 : y - 6}
        textAnchor={horizontal ? "start" : "middle"}
        dominantBaseline={horizontal ? "central" : "auto"}
        fill="currentColor"
        style={{ fontSize, fontWeight: 600 }}
      >
        {row.value === null ? "not sent" : row.value.toLocaleString("en-US")}
      </text>
    );
  };

  return (
    <div ref={ref} style={{ width: "100%", height: "100%", fontSize }}>
      <BarChart
        responsive
        accessibilityLayer={false}
        data={data}
        layout={horizontal ? "vertical" : "horizontal"}
        margin={horizontal ? { top: 4, right: 56, bottom: 4, left: 8 } : { top: 24, right: SIDE_MARGIN, bottom: 4, left: SIDE_MARGIN }}
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
            <XAxis
              type="category"
              dataKey="label"
              tick={renderTick}
              tickLine={false}
              interval={0}
              height={ticks ? tickAxisHeight(ticks.lineCount, ticks.fontPx, TICK_OFFSET) : 30}
            />
            <YAxis type="number" hide allowDecimals={false} />
          </>
        )}
        <Bar dataKey="value" isAnimationActive={false} minPointSize={total === 0 ? 0 : 2} maxBarSize={horizontal ? 28 : 72}>
          {rows.map((row) => (
            <Cell
              key={row.key}
              fill={row.color}
              fillOpacity={row.value === null ? 0 : 1}
              stroke="currentColor"
              strokeOpacity={row.value === null ? 0 : 0.35}
              // A pointer shortcut; the card's list of links under the chart is the keyboard and screen-reader way to the same list.
              onClick={row.href ? () => window.location.assign(row.href!) : undefined}
              style={row.href ? { cursor: "pointer" } : undefined}
            />
          ))}
          <LabelList dataKey="value" content={renderLabel} />
        </Bar>
      </BarChart>
    </div>
  );
}
