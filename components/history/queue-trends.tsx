"use client";

import { useQueryState } from "nuqs";
import { useId, useMemo, useState } from "react";
import { KEY_FIGURES } from "@/components/queues/snapshot-rows";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { NOT_SENT } from "@/lib/format/not-sent";
import { snapshotScope, TREND_WINDOWS } from "@/lib/queries/history";
import { TrendCard } from "./trend-card";
import { TREND_CHART_HEIGHT } from "./trend-chart";
import { TREND_FIGURE_SPECS } from "./trend-figures";
import { TrendTable } from "./trend-table";
import { trendWindowParser } from "./trend-window";
import { chartData, gapCount, recordedCount, recordedSince, staleTrendNote, windowLong, windowShort } from "./trend-wording";
import { useQueueTrend } from "./use-queue-trend";

const segment =
  "cursor-pointer px-3 py-1 text-sm has-[:checked]:bg-text has-[:checked]:text-surface has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent";

/**
 * /queues: the recorded trend of the scope shown (`?trend=24h|7d|30d`), one line per figure,
 * with a table of every point. Refetched whenever the snapshot is.
 */
const RECORDED: readonly string[] = ["totalPendingProposals", "slaBreached", "totalOpen", "staleInProgress"];

export function QueueTrends({
  snapshot,
  snapshotUpdatedAt,
  staleThresholdHours = null,
}: {
  snapshot: QueueSnapshot;
  snapshotUpdatedAt: number;
  /** The stale window chosen on the page (`?windowHours=`); null for the default. */
  staleThresholdHours?: number | null;
}) {
  const [window, setWindow] = useQueryState("trend", trendWindowParser.withOptions({ history: "push" }));
  const scope = snapshotScope(snapshot);
  const query = useQueueTrend(scope, window, snapshotUpdatedAt);
  const [view, setView] = useState<"chart" | "table">("chart");
  const headingId = useId();
  const trend = query.data;
  const scopeName = snapshot.scope.all ? "all organizations" : (snapshot.scope.slug ?? `organization ${NOT_SENT}`);
  const data = useMemo(() => (trend ? chartData(trend) : []), [trend]);
  // The figures the history records, and which of them this snapshot did not carry (lib/history/queue-history.ts).
  const unrecorded = KEY_FIGURES.filter((f) => RECORDED.includes(f.key) && f.read(snapshot) === null).map((f) => f.label);

  return (
    <section aria-labelledby={headingId} className="space-y-3" data-testid="queue-trends" data-scope={scope ?? undefined}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-semibold">
          Trends <span className="font-normal text-muted">· {scopeName}</span>
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <fieldset className="flex items-center gap-2">
            <legend className="sr-only">Trend window</legend>
            <span aria-hidden className="text-sm font-medium">
              Window
            </span>
            <div className="flex overflow-hidden rounded border border-border">
              {TREND_WINDOWS.map((w) => (
                <label key={w} className={segment}>
                  <input type="radio" name="trend-window" value={w} className="sr-only" checked={window === w} onChange={() => void setWindow(w)} />
                  {windowShort(w)}
                </label>
              ))}
            </div>
          </fieldset>
          <Button size="sm" aria-pressed={view === "table"} onClick={() => setView(view === "chart" ? "table" : "chart")}>
            Show trends as a table
          </Button>
        </div>
      </div>

      {query.isPending ? (
        <>
          <p role="status" className="text-sm text-muted">
            Loading the trend…
          </p>
          {view === "chart" ? <TrendCardsPlaceholder /> : null}
        </>
      ) : query.isError && !trend ? (
        <ErrorPanel error={query.error} title="Could not load the trend" onRetry={() => void query.refetch()} />
      ) : trend ? (
        <>
          {unrecorded.length > 0 ? (
            <p className="text-sm text-muted" data-testid="trend-not-recorded">
              {`This snapshot's ${unrecorded.join(", ").toLowerCase()} ${unrecorded.length === 1 ? "was" : "were"} ${NOT_SENT}: ${unrecorded.length === 1 ? "its line has" : "their lines have"} a gap here, never a 0${unrecorded.length < RECORDED.length ? "; the other figures are recorded" : ""}.`}
            </p>
          ) : null}
          <p className="text-sm text-muted" data-testid="trend-summary">
            {recordedCount(trend) === 0
              ? `No data yet for the last ${windowLong(window)}: the console records the queue each time a snapshot is fetched (at most once a minute) and every 5 minutes in the background.`
              : `${recordedCount(trend)} ${recordedCount(trend) === 1 ? "point" : "points"} recorded in the last ${windowLong(window)}${gapCount(trend) > 0 ? `; gaps (not yet recording, the console was down, or the service did not answer) are left empty, never filled in` : ""}.`}
          </p>
          {view === "table" ? (
            <>
              <TrendTable trend={trend} caption={`Queue trend for ${scopeName}, last ${windowLong(window)}`} />
              <p className="text-xs text-muted" data-testid="trend-note-table">
                {staleTrendNote(staleThresholdHours)}
              </p>
            </>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {TREND_FIGURE_SPECS.map((spec) => (
                <TrendCard
                  key={spec.key}
                  spec={spec}
                  trend={trend}
                  data={data}
                  window={window}
                  since={recordedSince(trend)}
                  points={recordedCount(trend)}
                  gaps={gapCount(trend)}
                  note={spec.key === "staleInProgress" ? staleTrendNote(staleThresholdHours) : undefined}
                />
              ))}
            </div>
          )}
        </>
      ) : null}
    </section>
  );
}

/**
 * The trend cards' frames while the trend loads: the same grid, titles and chart heights, so the
 * bar charts below do not jump when the lines arrive (Lighthouse measured a layout shift of 0.18).
 */
function TrendCardsPlaceholder() {
  return (
    <div aria-hidden className="grid gap-4 md:grid-cols-2" data-testid="trend-placeholder">
      {TREND_FIGURE_SPECS.map((spec) => (
        <div key={spec.key} className="rounded border border-border p-3">
          <p className="mb-1 font-semibold text-muted">{spec.label}</p>
          <div style={{ height: TREND_CHART_HEIGHT }} />
        </div>
      ))}
    </div>
  );
}
