"use client";

import Link from "next/link";
import type { ReactNode } from "react";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { NOT_SENT } from "@/lib/format/not-sent";
import { BarChartCard } from "./bar-chart-card";
import { FigureWaitingLink } from "./figure-waiting-link";
import { figureLink, linkCharts, type NumberLink, type SnapshotLinkOptions } from "./snapshot-links";
import { keyFigures, snapshotCharts } from "./snapshot-rows";

/**
 * Totals and every chart of a snapshot; `afterFigures` (the recorded trends) sits beside the totals.
 * With `links`, each figure and each bar opens the list it counts.
 */
export function QueueDashboard({ snapshot, afterFigures, links }: { snapshot: QueueSnapshot; afterFigures?: ReactNode; links?: SnapshotLinkOptions }) {
  const charts = links ? linkCharts(snapshotCharts(snapshot), snapshot, links) : snapshotCharts(snapshot);
  return (
    <div className="space-y-4">
      <h2 className="sr-only">Totals</h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {keyFigures(snapshot).map((f) => {
          const link = links ? figureLink(f.key, f.value, snapshot, links) : null;
          const differs = link !== null && link.count !== f.value;
          return (
            <div key={f.key} className="rounded border border-border p-3">
              <dt className="text-sm text-muted">{f.label}</dt>
              <dd className="text-2xl font-semibold tabular-nums" data-testid={`figure-${f.key}`} data-value={f.value ?? undefined}>
                <FigureValue value={f.value} link={differs ? null : link} figureKey={f.key} label={f.label} />
              </dd>
              {differs ? (
                <dd className="text-sm">
                  <FigureWaitingLink
                    href={link.href}
                    count={link.count}
                    value={f.value}
                    label={f.label}
                    testId={`figure-link-${f.key}`}
                    className="text-accent underline underline-offset-2"
                    waiting={f.key === "totalPendingProposals" ? links?.triage?.waitingOnYou : null}
                  />
                </dd>
              ) : null}
            </div>
          );
        })}
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

function FigureValue({ value, link, figureKey, label }: { value: number | null; link: NumberLink | null; figureKey: string; label: string }) {
  if (value === null)
    return (
      <span className="text-base font-normal text-muted" data-not-sent="">
        {NOT_SENT[0]!.toUpperCase() + NOT_SENT.slice(1)}
      </span>
    );
  const text = value.toLocaleString("en-US");
  if (!link) return text;
  return (
    <Link
      href={link.href}
      data-testid={`figure-link-${figureKey}`}
      data-count={link.count}
      aria-label={`${label}: ${text}, open the list`}
      className="text-accent underline decoration-2 underline-offset-4"
    >
      {text}
    </Link>
  );
}
