"use client";

import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { CodeLabel } from "@/components/ui/code-label";
import { RelativeTime } from "@/components/ui/relative-time";
import { useNow, useTimeZone } from "@/components/ui/use-now";
import type { Takedown } from "@/lib/contract/takedown";
import { formatDateTime, formatRelative, toMs } from "@/lib/format";
import { NOT_SENT } from "@/lib/format/not-sent";
import { isStale } from "@/lib/queries/takedowns";
import { livenessLabel, takedownStatusLabel, takedownsHref } from "./takedown-view";

/** One line a takedown, as dense as /reports: the list is virtualized on this fixed height. */
export const TAKEDOWN_ROW_HEIGHT = 32;

/** The columns, shared by the list's header and every row so they line up (fewer below `md`). */
export const TAKEDOWN_GRID =
  "grid grid-cols-[3.75rem_6.25rem_minmax(0,1fr)_4.75rem] md:grid-cols-[5rem_10.5rem_minmax(0,2fr)_9rem_minmax(0,1fr)_minmax(0,1fr)_7rem] items-center";
const cell = "min-w-0 truncate px-2";
const wide = "hidden md:block";

/**
 * One takedown: id and asset open its detail (`/takedowns?id=…`: the takedown with its asset's
 * reports, takedown tasks and blockers); stale in-progress work is marked in words and colour.
 * `detailed` lays it out on two lines with every field, for the detail view.
 */
export function TakedownRow({
  takedown,
  staleCutoff,
  highlighted = false,
  detailed = false,
  slug = null,
}: {
  takedown: Takedown;
  staleCutoff: number;
  highlighted?: boolean;
  detailed?: boolean;
  slug?: string | null;
}) {
  const stale = isStale(takedown, staleCutoff);
  const tone = highlighted ? "bg-accent-soft" : stale ? "bg-warn-soft" : "";
  const id = String(takedown.id);
  const href = takedownsHref({ id, slug });
  const status = (
    <span className="rounded border border-border px-1.5 text-xs" title={takedown.status ?? undefined}>
      {takedown.status === null ? `status ${NOT_SENT}` : takedownStatusLabel(takedown.status)}
    </span>
  );
  const asset = takedown.asset ? takedown.asset.content : <span className="italic text-muted">No asset recorded</span>;
  const common = { "data-testid": "takedown-row", "data-id": id, "data-status": takedown.status ?? undefined, "data-stale": stale ? "true" : "false" };

  if (detailed) {
    return (
      <article {...common} className={`flex flex-col justify-center gap-0.5 px-3 py-2 text-sm ${tone}`}>
        <div className="flex min-w-0 flex-wrap items-center gap-x-2">
          <span className="font-mono text-xs text-muted">#{id}</span>
          {status}
          {stale ? <Badge tone="warn">Stale</Badge> : null}
          <span className="min-w-0 flex-1 break-all font-medium">{asset}</span>
        </div>
        <div className="flex min-w-0 flex-wrap gap-x-3 text-xs text-muted">
          {takedown.asset ? (
            <span>
              <CodeLabel kind="assetType" value={String(takedown.asset.type)} /> · {livenessLabel(takedown.asset.livenessStatus)}
            </span>
          ) : null}
          <span>Brand: {takedown.brand?.name ?? "none"}</span>
          <span>Assignee: {takedown.assignee?.fullName || "unassigned"}</span>
          <span>
            Updated <RelativeTime iso={takedown.updatedAt} />
          </span>
          <span>
            Created <RelativeTime iso={takedown.createdAt} />
          </span>
        </div>
      </article>
    );
  }

  return (
    <article {...common} className={`${TAKEDOWN_GRID} h-full border-b border-border text-sm hover:bg-surface-sunken ${tone}`}>
      <span className={`${cell} font-mono text-xs`}>
        <Link href={href} className="text-accent underline underline-offset-2" aria-label={`Takedown ${id}`}>
          #{id}
        </Link>
      </span>
      <span className={`${cell} flex items-center gap-1`}>
        {/* Below md a stale row says "Stale" in place of its status (stale is always in progress): both do not fit. */}
        {stale ? <span className="hidden md:contents">{status}</span> : status}
        {stale ? <Badge tone="warn">Stale</Badge> : null}
      </span>
      <span className={`${cell} font-medium`} title={takedown.asset?.content}>
        {takedown.asset ? (
          <Link href={href} className="hover:underline">
            {asset}
          </Link>
        ) : (
          asset
        )}
      </span>
      <span className={`${cell} ${wide} text-xs text-muted`}>
        {takedown.asset ? (
          <>
            <CodeLabel kind="assetType" value={String(takedown.asset.type)} /> · {livenessLabel(takedown.asset.livenessStatus)}
          </>
        ) : null}
      </span>
      <span className={`${cell} ${wide} text-xs`} title={takedown.brand?.name}>
        {takedown.brand?.name ?? <span className="text-muted">No brand</span>}
      </span>
      <span className={`${cell} ${wide} text-xs`} data-testid="takedown-assignee">
        {takedown.assignee?.fullName || <span className="text-muted">Unassigned</span>}
      </span>
      <span className={`${cell} text-xs text-muted`}>
        <Ago iso={takedown.updatedAt} />
      </span>
    </article>
  );
}

/** The list's header row: the columns of `TakedownRow`. */
export function TakedownHeader({ sortLabel }: { sortLabel: string }) {
  return (
    <div className={`${TAKEDOWN_GRID} sticky top-0 z-10 h-7 border-b border-border bg-surface text-xs font-medium text-muted`} aria-hidden>
      <span className={cell}>ID</span>
      <span className={cell}>Status</span>
      <span className={cell}>Asset</span>
      <span className={`${cell} ${wide}`}>Type · liveness</span>
      <span className={`${cell} ${wide}`}>Brand</span>
      <span className={`${cell} ${wide}`}>Assignee</span>
      <span className={cell} title={sortLabel}>
        Updated
      </span>
    </div>
  );
}

/** "3 hours ago" with the absolute time in the title: a column too narrow for both. */
function Ago({ iso }: { iso: string | null }) {
  const now = useNow();
  const zone = useTimeZone();
  const ms = iso === null ? null : toMs(iso);
  if (iso === null || ms === null) return <RelativeTime iso={iso} />;
  const absolute = formatDateTime(ms, zone ?? "UTC");
  return (
    <time dateTime={iso} title={absolute}>
      {now === null ? formatDateTime(ms, "UTC").split(",")[0] : formatRelative(ms, now)}
    </time>
  );
}
