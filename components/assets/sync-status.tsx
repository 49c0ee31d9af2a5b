"use client";

import { useQuery } from "@tanstack/react-query";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { formatCount } from "@/lib/format/number";
import { threatSyncQuery } from "@/lib/queries/asset-lifecycle";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import type { ThreatSyncView } from "@/lib/threats/asset-list.types";

/** One sentence of where the sync stands: backfilling (how far), or as fresh as its last read. */
export function SyncSentence({ view }: { view: ThreatSyncView }) {
  if (!view.backfillDone) {
    return (
      <span data-testid="asset-sync-state">
        {view.sweep
          ? `Reading every asset the service lists: ${formatCount(view.sweep.rows)} so far in ${formatCount(view.sweep.pages)} ${view.sweep.pages === 1 ? "page" : "pages"}.`
          : "Waiting for the first read of the service's asset list."}
      </span>
    );
  }
  return (
    <span data-testid="asset-sync-state">
      {formatCount(view.assetsStored)} reported {view.assetsStored === 1 ? "asset" : "assets"}, last read{" "}
      {view.lastSweepAt ? <RelativeTime iso={view.lastSweepAt} /> : "never"}
      {view.sweep ? ` (reading changes now: ${formatCount(view.sweep.rows)} so far)` : ""}.
    </span>
  );
}

/** The threats sync's card on /health: progress of the backfill, freshness, the watchlist, the last failure. */
export function ThreatSyncCard() {
  const org = useOrganizationScope();
  const sync = useQuery(threatSyncQuery(org));
  return (
    <section aria-labelledby="threat-sync-heading" className="mt-4 flex min-w-0 flex-col gap-2 rounded border border-border p-3" data-testid="threat-sync">
      <header>
        <h2 id="threat-sync-heading" className="font-semibold">
          Reported assets sync
        </h2>
        <p className="text-xs text-muted">The service&apos;s list of every reported asset and the watchlist, as the console keeps them for /assets.</p>
      </header>
      {sync.isPending ? (
        <LoadingText>Loading…</LoadingText>
      ) : sync.isError ? (
        <ErrorPanel error={sync.error} title="Could not load the sync's state" onRetry={() => void sync.refetch()} />
      ) : (
        <div className="flex flex-col gap-1 text-sm">
          <p>
            <SyncSentence view={sync.data} />
          </p>
          {sync.data.backfillDone && sync.data.lastSweepRows !== null ? (
            <p className="text-muted">
              The last read brought {formatCount(sync.data.lastSweepRows)} {sync.data.lastSweepRows === 1 ? "asset" : "assets"} in{" "}
              {formatCount(sync.data.lastSweepPages ?? 0)} {sync.data.lastSweepPages === 1 ? "call" : "calls"}.
              {sync.data.watermark ? (
                <>
                  {" "}
                  Changes up to <RelativeTime iso={sync.data.watermark} compact /> are in.
                </>
              ) : null}
            </p>
          ) : null}
          <p>
            Watchlist: {formatCount(sync.data.watchlistStored)} {sync.data.watchlistStored === 1 ? "asset" : "assets"}, last read{" "}
            {sync.data.lastWatchlistAt ? <RelativeTime iso={sync.data.lastWatchlistAt} /> : "never"}.
          </p>
          {sync.data.lastError ? (
            <p role="alert" className="text-fail">
              The last call failed
              {sync.data.lastError.at ? (
                <>
                  {" "}
                  (<RelativeTime iso={sync.data.lastError.at} />)
                </>
              ) : null}
              : {sync.data.lastError.message}. The sync tries again.
            </p>
          ) : null}
        </div>
      )}
    </section>
  );
}
