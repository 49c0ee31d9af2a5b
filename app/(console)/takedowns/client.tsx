"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useMemo, useState } from "react";
import { ExportTakedownsButton } from "@/components/takedowns/export-takedowns-button";
import { TakedownFilters, type TakedownFilterValues } from "@/components/takedowns/takedown-filters";
import { TakedownList } from "@/components/takedowns/takedown-list";
import { TakedownRow } from "@/components/takedowns/takedown-row";
import { staleCutoffMs, takedownsHref, viewQuery } from "@/components/takedowns/takedown-view";
import { ErrorPanel } from "@/components/ui/error-panel";
import { PageHeader } from "@/components/ui/page-header";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { snapshotQueryOptions } from "@/lib/queries/snapshot";
import { takedownDetailOptions, takedownListInfiniteOptions } from "@/lib/queries/takedowns";
import { takedownSearchParams } from "./search-params";
import { Button } from "@/components/ui/button";
import { unreadableRecords } from "@/lib/format/not-sent";

const AGE_WORDS: Record<string, string> = { lt24h: "under 24 h", h24to72: "24–72 h", h72to168: "72–168 h", gte168h: "168 h and over" };

export function TakedownsClient() {
  const [params, setParams] = useQueryStates(takedownSearchParams, { history: "push" });
  const [mountedAt] = useState(() => Date.now());
  // The service's clock, read from its snapshot: age windows and staleness are relative to it, as on /queues.
  const org = useOrganizationScope();
  const snapshot = useQuery(snapshotQueryOptions(org, { slug: params.slug, windowHours: params.windowHours }));
  const serviceNow = params.asOf ? Date.parse(params.asOf) : snapshot.data ? (snapshot.data.generatedAt ? Date.parse(snapshot.data.generatedAt) : mountedAt) : snapshot.isError ? mountedAt : null;
  const relative = params.age !== null || params.stale;
  const query = useMemo(() => viewQuery(params, serviceNow ?? mountedAt), [params, serviceNow, mountedAt]);
  const list = useInfiniteQuery({ ...takedownListInfiniteOptions(org, query), enabled: params.id === null && (!relative || serviceNow !== null) });
  const takedowns = useMemo(() => list.data?.pages.flatMap((p) => p.takedowns) ?? [], [list.data]);
  const unreadable = list.data?.pages.reduce((n, p) => n + (p.unreadable ?? 0), 0) ?? 0;
  const staleCutoff = staleCutoffMs(params, serviceNow ?? mountedAt);

  const onChange = useCallback((patch: Partial<TakedownFilterValues>) => void setParams(patch), [setParams]);
  const clear = useCallback(() => void setParams({ status: null, liveness: null, type: null, q: null, age: null, asOf: null, stale: null }), [setParams]);
  const fetchNext = useCallback(() => void list.fetchNextPage({ cancelRefetch: false }), [list.fetchNextPage]);
  const [loadingAll, setLoadingAll] = useState(false);
  const loadAll = async () => {
    setLoadingAll(true);
    try {
      let result = await list.fetchNextPage({ cancelRefetch: false });
      while (result.hasNextPage && !result.isError) result = await list.fetchNextPage({ cancelRefetch: false });
    } finally {
      setLoadingAll(false);
    }
  };

  if (params.id !== null) return <OneTakedown id={params.id} slug={params.slug} staleCutoff={staleCutoff} />;

  const complete = list.isSuccess && !list.hasNextPage;
  return (
    <>
      <PageHeader
        title="Takedowns"
        description="Requests to remove scam content, with their status, asset, brand and assignee."
        actions={<ExportTakedownsButton query={query} />}
      />
      <TakedownFilters values={params} onChange={onChange} onClear={clear} />
      {params.age || params.stale ? (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm" data-testid="takedown-view-note">
          {params.age ? <span>Created {AGE_WORDS[params.age]} before {params.asOf ?? "now"}.</span> : null}
          {params.stale ? <span>In progress and unchanged for {params.windowHours ?? 168} h or more (stale).</span> : null}
          <Button variant="link" size="inline" onClick={() => void setParams({ age: null, stale: null, asOf: null })}>
            Show regardless of age
          </Button>
        </p>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p aria-live="polite" data-testid="takedown-count" data-complete={complete ? "true" : "false"} data-count={takedowns.length}>
          {list.isSuccess
            ? complete
              ? `${takedowns.length.toLocaleString("en")} takedown${takedowns.length === 1 ? "" : "s"}`
              : `${takedowns.length.toLocaleString("en")} loaded, more below`
            : "\u00a0"}
        </p>
        {list.hasNextPage ? (
          <Button onClick={() => void loadAll()} disabled={loadingAll}>
            {loadingAll ? "Loading all…" : "Load all"}
          </Button>
        ) : null}
      </div>
      {unreadable > 0 ? (
        <p role="status" data-testid="takedowns-unreadable" className="mb-2 rounded border border-warn bg-warn-soft p-2 text-sm text-text">
          {unreadableRecords(unreadable, { one: "takedown", many: "takedowns" })}: the service sent {unreadable === 1 ? "it" : "them"} without an id, so{" "}
          {unreadable === 1 ? "it is" : "they are"} left out.
        </p>
      ) : null}
      {list.isError && !list.data ? (
        <ErrorPanel error={list.error} title="Could not load the takedowns" onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <TakedownList
          takedowns={takedowns}
          staleCutoff={staleCutoff}
          paging={{ hasNextPage: list.hasNextPage, isFetchingNextPage: list.isFetchingNextPage, nextPageError: list.isFetchNextPageError ? list.error : null, fetchNextPage: fetchNext }}
        />
      ) : (
        <p role="status" className="text-sm text-muted">
          Loading takedowns…
        </p>
      )}
    </>
  );
}

/** One takedown by id (a healthcheck finding's link), found whatever the list has loaded. */
function OneTakedown({ id, slug, staleCutoff }: { id: string; slug: string | null; staleCutoff: number }) {
  const detail = useQuery(takedownDetailOptions(useOrganizationScope(), id, slug));
  return (
    <>
      <PageHeader title={`Takedown #${id}`} description="One takedown, as the service lists it." actions={<Link href={takedownsHref({ slug })} className="text-sm underline underline-offset-2">All takedowns</Link>} />
      {detail.isPending ? (
        <p role="status" className="text-sm text-muted">
          Looking for takedown #{id}…
        </p>
      ) : detail.isError ? (
        <ErrorPanel error={detail.error} title={`Could not look up takedown #${id}`} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <div className="rounded border border-border" style={{ height: 76 }} data-testid="takedown-one">
          <TakedownRow takedown={detail.data} staleCutoff={staleCutoff} highlighted />
        </div>
      ) : (
        <p role="alert" className="text-sm">
          The service lists no takedown #{id} for this organization.
        </p>
      )}
    </>
  );
}
