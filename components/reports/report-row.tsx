"use client";

import { Star } from "lucide-react";
import type { CSSProperties, MouseEvent } from "react";
import { RowMarks } from "@/components/marks/row-marks";
import { GridCell, GridRow } from "@/components/ui/grid-table";
import { RelativeTime } from "@/components/ui/relative-time";
import type { Report } from "@/lib/contract/report";
import { describe, label } from "@/lib/format/labels";
import { NOT_SENT, reportTitle } from "@/lib/format/not-sent";
import { splitWebAddress } from "@/lib/format/url";
import type { ItemMarks } from "@/lib/marks/marks.types";
import { SlaBadge, StatusBadge } from "./report-badges";
import { REPORT_GRID } from "./report-columns";
import { type AssetMatch, shownAsset } from "./shown-asset";
import type { Density } from "./use-density";

export { REPORT_ROW_HEIGHT } from "./report-columns";

/** The report's assets: its own list when given, else the distinct assets of its proposals. */
export function assetsOf(report: Report) {
  if (report.assets) return report.assets;
  const seen = new Set<string>();
  return report.proposals.flatMap((p) => (p.asset ? [p.asset] : [])).filter((a) => !seen.has(String(a.id)) && Boolean(seen.add(String(a.id))));
}

/** Proposal counts by review status, known statuses first, unknown ones after as given. */
export function proposalCounts(report: Report): [string, number][] {
  const counts = new Map<string, number>([
    ["PENDING", 0],
    ["APPROVED", 0],
    ["REJECTED", 0],
  ]);
  for (const p of report.proposals) {
    const status = p.reviewStatus ?? "NOT_SENT";
    counts.set(status, (counts.get(status) ?? 0) + 1);
  }
  return [...counts].filter(([status, n]) => n > 0 || ["PENDING", "APPROVED", "REJECTED"].includes(status));
}

/** "1 awaiting review, 2 approved" — every status that has proposals, in words. */
export function proposalSummary(report: Report): string {
  const parts = proposalCounts(report)
    .filter(([, n]) => n > 0)
    .map(([status, n]) => (status === "NOT_SENT" ? `${n} with a status ${NOT_SENT}` : `${n} ${label("reviewStatus", status).toLowerCase()}`));
  return parts.length === 0 ? "No proposals" : parts.join(", ");
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

const cell = "flex min-w-0 items-center gap-1.5 overflow-hidden px-2";
// Below `sm` a row is a three-line card (report-columns.ts, NARROW_QUERY): source and proposals stay for screen readers only.
const NARROW_GRID =
  "max-sm:grid-cols-[5.75rem_auto_minmax(0,1fr)_auto] max-sm:grid-rows-3 max-sm:py-1 max-sm:[grid-template-areas:'title_title_title_sla'_'id_status_created_created'_'asset_asset_asset_asset']";
const area = {
  id: "max-sm:[grid-area:id]",
  title: "max-sm:[grid-area:title]",
  status: "max-sm:[grid-area:status]",
  sla: "max-sm:[grid-area:sla]",
  asset: "max-sm:[grid-area:asset]",
  created: "max-sm:[grid-area:created]",
  hidden: "max-sm:sr-only",
};

export function ReportRow({
  report,
  selected,
  openReport,
  depth = 0,
  duplicates,
  density = "compact",
  assetMatch = null,
  pick,
}: {
  report: Report;
  selected: boolean;
  openReport: OpenReport;
  /** 1 for a duplicate shown under its canonical report. */
  depth?: 0 | 1;
  /** In the folded view: how many duplicates the row stands for and how to show them. */
  duplicates?: { count: number; expanded: boolean; toggle: () => void };
  density?: Density;
  /** Under an asset filter (types, search text), the row shows the asset that matched it. */
  assetMatch?: AssetMatch | null;
  /** The row's box in a selection, and the console's marks on it (components/marks). */
  pick?: RowPick;
}) {
  const id = String(report.id);
  const assets = assetsOf(report);
  const shown = shownAsset(assets, assetMatch);
  const first = shown?.asset;
  const firstType = first ? describe("assetType", first.type) : null;
  const canonicalId = report.duplicateOfId === null ? null : String(report.duplicateOfId);
  const source = describe("reportSource", report.source);
  const pending = report.proposals.filter((p) => p.reviewStatus === "PENDING").length;
  return (
    <GridRow
      data-testid="report-row"
      data-report-id={id}
      // The title link is the keyboard way in; a click anywhere on the row is a pointer shortcut.
      onClick={(event) => {
        if ((event.target as HTMLElement).closest("a,button,input,summary")) return;
        openReport.open(id);
      }}
      style={{ "--report-grid": REPORT_GRID } as CSSProperties}
      className={`grid h-full cursor-pointer items-stretch border-b border-border ${NARROW_GRID} sm:[grid-template-columns:var(--report-grid)] ${density === "compact" ? "text-[13px]" : "text-sm"} ${
        selected ? "bg-accent-soft" : "hover:bg-surface-raised"
      }`}
    >
      <GridCell data-column="id" className={`${cell} ${area.id} font-mono text-xs text-muted tabular-nums`}>
        {pick ? (
          <input
            type="checkbox"
            data-testid="row-pick"
            aria-label={`Select report ${id}`}
            checked={pick.checked}
            onChange={() => undefined}
            onClick={(event) => pick.toggle(event.shiftKey)}
            className="size-6 shrink-0 sm:size-4"
          />
        ) : null}
        #{id}
      </GridCell>
      <GridCell data-column="title" className={`${cell} ${area.title} ${depth === 1 ? "ml-4 border-l-4 border-l-border pl-2" : ""}`}>
        {report.favoritedAt ? (
          <span title="Favorited" className="shrink-0 text-warn">
            <Star aria-hidden size={13} fill="currentColor" />
            <span className="sr-only">Favorited</span>
          </span>
        ) : null}
        <a
          href={openReport.href(id)}
          onClick={openHandler(openReport, id)}
          aria-current={selected ? "true" : undefined}
          title={report.title || undefined}
          className={`min-w-0 truncate font-medium underline-offset-2 hover:underline ${report.title === null ? "text-muted" : "text-text"}`}
        >
          {reportTitle(report.title)}
        </a>
        {canonicalId ? (
          <a
            href={openReport.href(canonicalId)}
            onClick={openHandler(openReport, canonicalId)}
            data-testid="duplicate-marker"
            className="shrink-0 whitespace-nowrap rounded border border-dashed border-border px-1 text-xs underline-offset-2 hover:underline"
          >
            Duplicate of #{canonicalId}
          </a>
        ) : null}
        {pick?.marks ? <RowMarks marks={pick.marks} /> : null}
        {duplicates && duplicates.count > 0 ? (
          <button
            type="button"
            aria-expanded={duplicates.expanded}
            onClick={duplicates.toggle}
            className="shrink-0 whitespace-nowrap rounded border border-border px-1 text-xs hover:bg-surface-sunken"
          >
            {duplicates.expanded ? "Hide" : "Show"} {duplicates.count} duplicate{duplicates.count === 1 ? "" : "s"}
          </button>
        ) : null}
      </GridCell>
      <GridCell data-column="status" className={`${cell} ${area.status}`}>
        <StatusBadge status={report.status} />
      </GridCell>
      <GridCell data-column="sla" className={`${cell} ${area.sla}`}>
        <SlaBadge report={report} />
      </GridCell>
      <GridCell data-column="source" className={`${cell} ${area.hidden}`}>
        <span className="truncate" title={source.code ?? undefined}>
          {report.source === null ? <span className="text-muted">No source</span> : source.label}
        </span>
      </GridCell>
      <GridCell data-column="asset" className={`${cell} ${area.asset}`}>
        {first && firstType ? (
          <>
            <AssetContent
              content={first.content}
              title={`${firstType.label}: ${first.content ?? NOT_SENT}${assetMatch && !shown?.matched ? " (no asset matches the filter: the first one)" : ""}`}
            />
            <span className="shrink-0 text-xs text-muted" title={firstType.code ?? undefined}>
              {firstType.label}
            </span>
            {assets.length > 1 ? (
              <span className="shrink-0 text-xs text-muted" title={`${assets.length - 1} more asset${assets.length === 2 ? "" : "s"}`}>
                +{assets.length - 1}
              </span>
            ) : null}
          </>
        ) : (
          <span className="text-muted">No assets</span>
        )}
      </GridCell>
      <GridCell data-column="proposals" className={`${cell} ${area.hidden} tabular-nums`} title={proposalSummary(report)}>
        {report.proposals.length === 0 ? (
          <span className="text-muted">None</span>
        ) : (
          <>
            <span>{report.proposals.length}</span>
            {pending > 0 ? <span className="text-xs text-warn">· {pending} awaiting</span> : null}
          </>
        )}
      </GridCell>
      <GridCell data-column="created" className={`${cell} ${area.created} text-xs text-muted tabular-nums`}>
        <RelativeTime iso={report.createdAt} compact />
      </GridCell>
    </GridRow>
  );
}

/** A row's place in a selection: its box, toggled by a click (with shift: the range from the last one). */
export type RowPick = { checked: boolean; toggle: (range: boolean) => void; marks?: ItemMarks };

/** An asset's content in a cell: a web address by its host first (the scheme dropped, the rest quieter), else as sent. */
function AssetContent({ content, title }: { content: string | null; title: string }) {
  const address = splitWebAddress(content);
  return (
    <span data-testid="row-asset" className="min-w-0 truncate font-mono text-xs" title={title}>
      {content === null ? (
        `(content ${NOT_SENT})`
      ) : address ? (
        <>
          {address.host}
          {address.rest ? <span className="text-muted">{address.rest}</span> : null}
        </>
      ) : (
        content
      )}
    </span>
  );
}
