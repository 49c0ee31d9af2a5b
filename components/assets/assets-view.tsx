"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { lazy, Suspense } from "react";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { formatCount } from "@/lib/format/number";
import { type AssetFilterValues, assetExportHref, assetListQuery, threatSyncQuery, toAssetQuery, watchlistQuery } from "@/lib/queries/asset-lifecycle";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { AssetFilters } from "./asset-filters";
import { FollowingPanel } from "./following-panel";
import { SyncSentence } from "./sync-status";
import { WatchlistTable } from "./watchlist-table";

// The selection's bar loads after the page: it is drawn only once a row is selected.
const AssetBulkBar = lazy(() => import("./asset-bulk-bar").then((m) => ({ default: m.AssetBulkBar })));
// The table (its rows' boxes and marks) is drawn only once the list has loaded in the browser: its
// code is fetched as this module runs there, beside the list's request, not in the first load.
const loadTable = () => import("./asset-table");
const AssetTable = lazy(() => loadTable().then((m) => ({ default: m.AssetTable })));
if (typeof window !== "undefined") void loadTable();

const REACHED_WORDS = { escalated: "escalated", blocked: "blocked", submitted: "takedown submitted", completed: "takedown completed" } as const;

export type AssetsTab = "reported" | "watchlist" | "following";

export function AssetsView({
  tab,
  value,
  onChange,
  onTab,
  canWrite,
  me,
}: {
  tab: AssetsTab;
  value: AssetFilterValues;
  onChange: (next: AssetFilterValues) => void;
  onTab: (tab: AssetsTab) => void;
  /** Whether the reader may mark assets (tags, notes, assignee, snooze: not a viewer). */
  canWrite: boolean;
  me: string | null;
}) {
  const org = useOrganizationScope();
  const sync = useQuery(threatSyncQuery(org));
  return (
    <div className="min-w-0">
      <p className="mb-3 text-sm text-muted">{sync.data ? <SyncSentence view={sync.data} /> : "\u00a0"}</p>
      <nav aria-label="Asset lists" className="mb-4 flex gap-2 border-b border-border">
        {(
          [
            ["reported", "Reported assets"],
            ["watchlist", "Watchlist"],
            ["following", "Following"],
          ] as const
        ).map(([key, text]) => (
          <button
            key={key}
            type="button"
            aria-current={tab === key ? "page" : undefined}
            onClick={() => onTab(key)}
            className={`-mb-px min-h-6 border-b-2 px-3 py-1.5 text-sm ${tab === key ? "border-accent font-semibold" : "border-transparent text-muted hover:text-text"}`}
          >
            {text}
          </button>
        ))}
      </nav>
      {tab === "watchlist" ? (
        <WatchlistPanel liveness={value.liveness} />
      ) : tab === "following" ? (
        <FollowingPanel />
      ) : (
        <ReportedPanel value={value} onChange={onChange} canWrite={canWrite} me={me} />
      )}
    </div>
  );
}

function ReportedPanel({
  value,
  onChange,
  canWrite,
  me,
}: {
  value: AssetFilterValues;
  onChange: (next: AssetFilterValues) => void;
  canWrite: boolean;
  me: string | null;
}) {
  const org = useOrganizationScope();
  const query = toAssetQuery(value);
  // "All matching" sends the filters as the list asks for them; a new filter starts a new selection.
  const filterText = new URLSearchParams(query as Record<string, string>).toString();
  const viewKey = `assets|${filterText}`;
  const list = useInfiniteQuery(assetListQuery(org, query));
  const assets = list.data?.pages.flatMap((p) => p.assets) ?? [];
  const total = list.data?.pages[0]?.total ?? null;
  // Past the store's count cap (lib/threats/asset-list.ts) the total is a floor: "more than 10,000".
  const capped = list.data?.pages[0]?.totalCapped === true;
  const filtered = Object.keys(query).length > 0;
  return (
    <>
      <AssetFilters value={value} onApply={onChange} me={me} />
      {value.reached ? (
        <p className="mb-3 text-sm" data-testid="asset-reached">
          Only assets that reached “{REACHED_WORDS[value.reached]}”, as counted on /outcomes.{" "}
          <Button variant="link" size="inline" onClick={() => onChange({ ...value, reached: null })}>
            Show every step
          </Button>
        </p>
      ) : null}
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <a href={assetExportHref(query)} download className="rounded border border-border px-3 py-1 hover:bg-surface-sunken">
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
        <span className="text-muted" aria-live="polite" data-testid="asset-count">
          {total === null
            ? ""
            : `${formatCount(assets.length)} of ${capped ? "more than " : ""}${formatCount(total)} ${total === 1 && !capped ? "asset" : "assets"} shown`}
        </span>
      </div>
      {list.isPending ? (
        <LoadingText>Loading assets…</LoadingText>
      ) : list.isError && assets.length === 0 ? (
        <ErrorPanel error={list.error} title="The assets could not be loaded" onRetry={() => void list.refetch()} />
      ) : assets.length === 0 ? (
        <p className="text-sm">{filtered ? "No asset matches these filters." : "No reported asset has been read from the service yet."}</p>
      ) : (
        <>
          <Suspense fallback={<LoadingText>Loading assets…</LoadingText>}>
            <AssetTable assets={assets} viewKey={viewKey} />
          </Suspense>
          <div className="py-3 text-center text-sm">
            {list.isFetchNextPageError ? (
              <ErrorPanel error={list.error} title="More assets could not be loaded" onRetry={() => void list.fetchNextPage()} />
            ) : list.hasNextPage ? (
              <Button onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
                {list.isFetchingNextPage ? "Loading more…" : "Show more assets"}
              </Button>
            ) : (
              <span className="text-muted">End of the list.</span>
            )}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        <AssetBulkBar viewKey={viewKey} filterText={filterText} totalCount={capped ? null : total} loaded={assets} canWrite={canWrite} me={me} />
      </Suspense>
    </>
  );
}

function WatchlistPanel({ liveness }: { liveness: string[] | null }) {
  const org = useOrganizationScope();
  const watch = useQuery(watchlistQuery(org, liveness));
  if (watch.isPending) return <LoadingText>Loading the watchlist…</LoadingText>;
  if (watch.isError) return <ErrorPanel error={watch.error} title="The watchlist could not be loaded" onRetry={() => void watch.refetch()} />;
  const { entries, total, serviceTotal } = watch.data;
  return (
    <>
      <p className="mb-3 text-sm" data-testid="watchlist-count">
        {formatCount(total)} watchlisted {total === 1 ? "asset" : "assets"}
        {serviceTotal !== null && serviceTotal !== total ? ` (the service counted ${formatCount(serviceTotal)} at its last read)` : ""}.
        {entries.length < total ? ` The first ${formatCount(entries.length)} are shown.` : ""}
      </p>
      {entries.length === 0 ? <p className="text-sm">Nothing is on the watchlist.</p> : <WatchlistTable entries={entries} />}
    </>
  );
}
