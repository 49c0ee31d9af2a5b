import type { Takedown } from "@/lib/contract/takedown";
import { Badge } from "@/components/ui/badge";
import { RelativeTime } from "@/components/ui/relative-time";
import { isStale } from "@/lib/queries/takedowns";
import { CodeLabel } from "@/components/ui/code-label";
import { livenessLabel, takedownStatusLabel } from "./takedown-view";
import { NOT_SENT } from "@/lib/format/not-sent";

export const TAKEDOWN_ROW_HEIGHT = 76;

/** One takedown: status, asset, brand and assignee, dates; stale in-progress work is marked in words and colour. */
export function TakedownRow({ takedown, staleCutoff, highlighted = false }: { takedown: Takedown; staleCutoff: number; highlighted?: boolean }) {
  const stale = isStale(takedown, staleCutoff);
  const tone = highlighted ? "bg-accent-soft" : stale ? "bg-warn-soft" : "";
  return (
    <article
      data-testid="takedown-row"
      data-id={String(takedown.id)}
      data-status={takedown.status ?? undefined}
      data-stale={stale ? "true" : "false"}
      className={`flex h-full flex-col justify-center gap-0.5 border-b border-border px-3 text-sm ${tone}`}
    >
      <div className="flex min-w-0 flex-wrap items-center gap-x-2">
        <span className="font-mono text-xs text-muted">#{String(takedown.id)}</span>
        <span className="rounded border border-border px-1.5 text-xs" title={takedown.status ?? undefined}>
          {takedown.status === null ? `status ${NOT_SENT}` : takedownStatusLabel(takedown.status)}
        </span>
        {stale ? <Badge tone="warn">Stale</Badge> : null}
        <span className="min-w-0 flex-1 truncate font-medium" title={takedown.asset?.content}>
          {takedown.asset ? takedown.asset.content : <span className="italic text-muted">No asset recorded</span>}
        </span>
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
        <span className="hidden sm:inline">
          Created <RelativeTime iso={takedown.createdAt} />
        </span>
      </div>
    </article>
  );
}
