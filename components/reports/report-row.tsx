"use client";

import type { MouseEvent } from "react";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Report } from "@/lib/contract/report";
import { SlaBadge, StatusBadge } from "./report-badges";

/** Fixed row height: the list is virtualized on it (content is clamped to fit). */
export const REPORT_ROW_HEIGHT = 108;
const ASSETS_SHOWN = 2;

/** The report's assets: its own list when given, else the distinct assets of its proposals. */
export function assetsOf(report: Report) {
  if (report.assets) return report.assets;
  const seen = new Set<string>();
  return report.proposals.map((p) => p.asset).filter((a) => !seen.has(String(a.id)) && Boolean(seen.add(String(a.id))));
}

/** Proposal counts by review status, known statuses first, unknown ones after as given. */
export function proposalCounts(report: Report): [string, number][] {
  const counts = new Map<string, number>([
    ["PENDING", 0],
    ["APPROVED", 0],
    ["REJECTED", 0],
  ]);
  for (const p of report.proposals) counts.set(p.reviewStatus, (counts.get(p.reviewStatus) ?? 0) + 1);
  return [...counts].filter(([status, n]) => n > 0 || ["PENDING", "APPROVED", "REJECTED"].includes(status));
}

/** A link to open a report in the side panel, as a real link (new tab works) handled in place. */
export type OpenReport = { href: (id: string) => string; open: (id: string) => void };

function openHandler(openReport: OpenReport, id: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    openReport.open(id);
  };
}

export function ReportRow({
  report,
  selected,
  openReport,
  depth = 0,
  duplicates,
}: {
  report: Report;
  selected: boolean;
  openReport: OpenReport;
  /** 1 for a duplicate shown under its canonical report. */
  depth?: 0 | 1;
  /** In the folded view: how many duplicates the row stands for and how to show them. */
  duplicates?: { count: number; expanded: boolean; toggle: () => void };
}) {
  const id = String(report.id);
  const assets = assetsOf(report);
  const canonicalId = report.duplicateOfId === null ? null : String(report.duplicateOfId);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: the title link is the keyboard way in; a click anywhere on the row is a pointer shortcut
    <div
      data-testid="report-row"
      data-report-id={id}
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button,input,summary")) return;
        openReport.open(id);
      }}
      className={`flex h-full cursor-pointer flex-col justify-center gap-1 overflow-hidden border-b border-slate-200 px-3 text-sm dark:border-slate-800 ${
        depth === 1 ? "ml-8 border-l-4 border-l-slate-300 dark:border-l-slate-600" : ""
      } ${selected ? "bg-sky-50 dark:bg-sky-950" : "hover:bg-slate-50 dark:hover:bg-slate-900"}`}
    >
      <div className="flex min-w-0 items-center gap-2">
        {report.favoritedAt ? (
          <span title={`Favorited ${report.favoritedAt}`} className="text-amber-600 dark:text-amber-400">
            <span aria-hidden="true">★</span>
            <span className="sr-only">Favorited</span>
          </span>
        ) : null}
        <a
          href={openReport.href(id)}
          onClick={openHandler(openReport, id)}
          aria-current={selected ? "true" : undefined}
          className="min-w-0 truncate font-medium text-slate-900 underline-offset-2 hover:underline dark:text-slate-100"
        >
          {report.title || "(untitled)"}
        </a>
        <StatusBadge status={report.status} />
        <SlaBadge slaDueAt={report.slaDueAt} />
        {canonicalId ? (
          <a
            href={openReport.href(canonicalId)}
            onClick={openHandler(openReport, canonicalId)}
            data-testid="duplicate-marker"
            className="whitespace-nowrap rounded border border-dashed border-slate-400 px-1.5 py-0.5 text-xs underline-offset-2 hover:underline"
          >
            Duplicate of #{canonicalId}
          </a>
        ) : null}
        {duplicates && duplicates.count > 0 ? (
          <button
            type="button"
            aria-expanded={duplicates.expanded}
            onClick={duplicates.toggle}
            className="whitespace-nowrap rounded border border-slate-300 px-1.5 py-0.5 text-xs dark:border-slate-600"
          >
            {duplicates.expanded ? "Hide" : "Show"} {duplicates.count} duplicate{duplicates.count === 1 ? "" : "s"}
          </button>
        ) : null}
      </div>
      <div className="flex min-w-0 flex-wrap items-center gap-x-3 text-xs text-slate-600 dark:text-slate-400">
        <span>#{id}</span>
        <span>
          <span className="sr-only">Source: </span>
          {report.source ?? "no source"}
        </span>
        <span>
          Created <RelativeTime iso={report.createdAt} />
        </span>
        <span>
          Proposals:{" "}
          {proposalCounts(report)
            .map(([status, n]) => `${n} ${status.toLowerCase()}`)
            .join(", ")}
        </span>
      </div>
      <ul className="flex min-w-0 gap-3 text-xs" aria-label="Assets">
        {assets.slice(0, ASSETS_SHOWN).map((asset) => (
          <li key={String(asset.id)} className="flex min-w-0 items-center gap-1">
            <span className="font-mono text-slate-700 dark:text-slate-300">{asset.type}</span>
            <span className="min-w-0 truncate font-mono">{asset.content}</span>
            <span className="text-slate-600 dark:text-slate-400">({asset.status})</span>
          </li>
        ))}
        {assets.length > ASSETS_SHOWN ? <li className="whitespace-nowrap text-slate-600 dark:text-slate-400">+{assets.length - ASSETS_SHOWN} more</li> : null}
        {assets.length === 0 ? <li className="text-slate-600 dark:text-slate-400">No assets</li> : null}
      </ul>
    </div>
  );
}
