import type { Takedown } from "@/lib/contract/takedown";
import { RelativeTime } from "@/components/ui/relative-time";
import { isStale } from "@/lib/queries/takedowns";
import { LIVENESS_LABELS, takedownStatusLabel } from "./takedown-view";

export const TAKEDOWN_ROW_HEIGHT = 76;

/** One takedown: status, asset, brand and assignee, dates; stale in-progress work is marked in words and colour. */
export function TakedownRow({ takedown, staleCutoff, highlighted = false }: { takedown: Takedown; staleCutoff: number; highlighted?: boolean }) {
  const stale = isStale(takedown, staleCutoff);
  const tone = highlighted
    ? "bg-blue-50 dark:bg-blue-950"
    : stale
      ? "bg-amber-50 dark:bg-amber-950/60"
      : "";
  return (
    <article
      data-testid="takedown-row"
      data-id={String(takedown.id)}
      data-status={takedown.status}
      data-stale={stale ? "true" : "false"}
      className={`flex h-full flex-col justify-center gap-0.5 border-b border-slate-200 px-3 text-sm dark:border-slate-800 ${tone}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2">
        <span className="font-mono text-xs text-slate-600 dark:text-slate-400">#{String(takedown.id)}</span>
        <span className="rounded border border-slate-300 px-1.5 text-xs dark:border-slate-600">{takedownStatusLabel(takedown.status)}</span>
        {stale ? (
          <span className="rounded bg-amber-200 px-1.5 text-xs font-medium text-amber-950 dark:bg-amber-800 dark:text-amber-50">Stale</span>
        ) : null}
        <span className="min-w-0 flex-1 truncate font-medium" title={takedown.asset?.content}>
          {takedown.asset ? takedown.asset.content : <span className="italic text-slate-600 dark:text-slate-400">No asset recorded</span>}
        </span>
      </div>
      <div className="flex min-w-0 flex-wrap gap-x-3 text-xs text-slate-600 dark:text-slate-400">
        {takedown.asset ? (
          <span>
            {takedown.asset.type} · {LIVENESS_LABELS[takedown.asset.livenessStatus] ?? takedown.asset.livenessStatus}
          </span>
        ) : null}
        <span>Brand: {takedown.brand?.name ?? "none"}</span>
        <span>Assignee: {takedown.assignee?.fullName || "unassigned"}</span>
        <span>
          Updated <RelativeTime iso={takedown.updatedAt} />
        </span>
        <span className="hidden sm:inline">
          Created <RelativeTime iso={takedown.createdAt} />
        </span>
      </div>
    </article>
  );
}
