"use client";

import type { ReactNode } from "react";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { BarChartCard } from "./bar-chart-card";
import { keyFigures, snapshotCharts } from "./snapshot-rows";

/** Totals and every chart of a snapshot; `afterFigures` (the recorded trends) sits beside the totals. */
export function QueueDashboard({ snapshot, afterFigures }: { snapshot: QueueSnapshot; afterFigures?: ReactNode }) {
  const charts = snapshotCharts(snapshot);
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Totals</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {keyFigures(snapshot).map((f) => (
          <div key={f.key} className="rounded border border-slate-200 p-3 dark:border-slate-700">
            <dt className="text-sm text-slate-600 dark:text-slate-400">{f.label}</dt>
            <dd className="text-2xl font-semibold tabular-nums" data-testid={`figure-${f.key}`} data-value={f.value}>
              {f.value.toLocaleString("en-US")}
            </dd>
          </div>
        ))}
      </dl>
      {afterFigures}
      <h2 className="sr-only">Charts</h2>
      <div className="grid gap-4 md:grid-cols-2">
        {charts.map((chart) => (
          <BarChartCard
            key={chart.id}
            id={chart.id}
            title={chart.title}
            rows={chart.rows}
            horizontal={chart.id.endsWith("by-org")}
            height={chart.id.endsWith("by-org") ? `${Math.max(90, chart.rows.length * 34 + 16)}px` : "240px"}
          />
        ))}
      </div>
    </div>
  );
}
