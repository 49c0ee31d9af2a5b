"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useQueryStates } from "nuqs";
import { useCallback, useMemo, useState } from "react";
import { LiveStatus } from "@/components/live/live-status";
import { ViewsBar } from "@/components/saved-views/views-bar";
import { ExportTakedownsButton } from "@/components/takedowns/export-takedowns-button";
import { TakedownFilters, type TakedownFilterValues } from "@/components/takedowns/takedown-filters";
import { TakedownList } from "@/components/takedowns/takedown-list";
import { TakedownRow } from "@/components/takedowns/takedown-row";
import {
  assigneeOptions,
  DEFAULT_STALE_HOURS,
  effectiveSort,
  matchesAssignee,
  SORTS,
  staleCutoffMs,
  takedownsHref,
  takedownTotal,
  viewQuery,
} from "@/components/takedowns/takedown-view";
import { AssetRecord } from "@/components/triage/asset-record";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { PageHeader } from "@/components/ui/page-header";
import { useTimeZone } from "@/components/ui/use-now";
import type { Role } from "@/lib/auth/permissions";
import { formatCount, formatDateTime, formatHours } from "@/lib/format";
import { unreadableRecords } from "@/lib/format/not-sent";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { snapshotQueryOptions } from "@/lib/queries/snapshot";
import { takedownDetailOptions, takedownEveryOptions, takedownListInfiniteOptions } from "@/lib/queries/takedowns";
import { takedownSearchParams } from "./search-params";

const AGE_WORDS: Record<string, string> = { lt24h: "under 24 h", h24to72: "24–72 h", h72to168: "72–168 h", gte168h: "168 h and over" };

export function TakedownsClient({ role }: { role: Role }) {
  const [params, setParams] = useQueryStates(takedownSearchParams, { history: "push" });
  const [mountedAt] = useState(() => Date.now());
  const zone = useTimeZone();
  // The service's clock, read from its snapshot: age windows and staleness are relative to it, as on /queues.
  const org = useOrganizationScope();
  const snapshot = useQuery(snapshotQueryOptions(org, { slug: params.slug, windowHours: params.windowHours }));
  const serviceNow = params.asOf
    ? Date.parse(params.asOf)
    : snapshot.data
      ? snapshot.data.generatedAt
        ? Date.parse(snapshot.data.generatedAt)
        : mountedAt
      : snapshot.isError
        ? mountedAt
        : null;
  const relative = params.age !== null || params.stale;
  const query = useMemo(() => viewQuery(params, serviceNow ?? mountedAt), [params, serviceNow, mountedAt]);
  const ready = params.id === null && (!relative || serviceNow !== null);
  // The service cannot filter by assignee: with one chosen, every page of the view is read and filtered here.
  const byAssignee = params.assignee !== null;
  const list = useInfiniteQuery({ ...takedownListInfiniteOptions(org, query), enabled: ready && !byAssignee });
  const every = useQuery({ ...takedownEveryOptions(org, query), enabled: ready && byAssignee });
  const pagedTakedowns = useMemo(() => list.data?.pages.flatMap((p) => p.takedowns) ?? [], [list.data]);
  const takedowns = useMemo(
    () => (byAssignee ? (every.data ?? []).filter((t) => matchesAssignee(t, params.assignee)) : pagedTakedowns),
    [byAssignee, every.data, pagedTakedowns, params.assignee],
  );
  const assignees = useMemo(() => assigneeOptions(byAssignee ? (every.data ?? []) : pagedTakedowns), [byAssignee, every.data, pagedTakedowns]);
  const unreadable = list.data?.pages.reduce((n, p) => n + (p.unreadable ?? 0), 0) ?? 0;
  const staleCutoff = staleCutoffMs(params, serviceNow ?? mountedAt);

  const onChange = useCallback((patch: Partial<TakedownFilterValues>) => void setParams(patch), [setParams]);
  const clear = useCallback(
    () =>
      void setParams({
        status: null,
        liveness: null,
        type: null,
        q: null,
        age: null,
        asOf: null,
        stale: null,
        assignee: null,
        createdFrom: null,
        createdTo: null,
      }),
    [setParams],
  );
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

  const loaded = byAssignee ? every.isSuccess : list.isSuccess;
  const complete = byAssignee ? every.isSuccess : list.isSuccess && !list.hasNextPage;
  const total = takedownTotal(params, { loaded: takedowns.length, complete, hasNextPage: !byAssignee && list.hasNextPage }, snapshot.data);
  return (
    <>
      <PageHeader
        title="Takedowns"
        description="Requests to remove scam content, with their status, asset, brand and assignee."
        actions={
          <div className="flex items-center gap-3">
            <LiveStatus pollMs={null} />
            <ExportTakedownsButton query={query} />
          </div>
        }
      />
      <ViewsBar page="takedowns" role={role} allLabel="All takedowns" />
      <TakedownFilters values={params} onChange={onChange} onClear={clear} stale={params.stale} assignees={assignees} />
      {(params.createdFrom || params.createdTo) && !params.age ? (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm" data-testid="takedown-created-note">
          <span>
            Filed {params.createdFrom ? `from ${formatDateTime(params.createdFrom, "UTC")}` : ""}
            {params.createdFrom && params.createdTo ? " " : ""}
            {params.createdTo ? `until ${formatDateTime(params.createdTo, "UTC")}` : ""}.
          </span>
          <Button variant="link" size="inline" onClick={() => void setParams({ createdFrom: null, createdTo: null })}>
            Show whenever filed
          </Button>
        </p>
      ) : null}
      {params.age || params.stale ? (
        <p className="mb-2 flex flex-wrap items-center gap-2 text-sm" data-testid="takedown-view-note">
          {params.age ? (
            <span>
              Created {AGE_WORDS[params.age]} before {params.asOf ? formatDateTime(params.asOf, zone ?? "UTC") : "now"}.
            </span>
          ) : null}
          {params.stale ? (
            <span>
              In progress and unchanged for {formatHours(params.windowHours ?? DEFAULT_STALE_HOURS)} or more (stale), listed by their last change, oldest first.
            </span>
          ) : null}
          <Button variant="link" size="inline" onClick={() => void setParams({ age: null, stale: null, asOf: null })}>
            Show regardless of age
          </Button>
        </p>
      ) : null}
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
        <p
          aria-live="polite"
          data-testid="takedown-count"
          data-complete={complete ? "true" : "false"}
          data-count={takedowns.length}
          data-total={total.count}
          data-total-kind={total.kind === "exact" ? total.source : "at-least"}
        >
          {loaded
            ? complete
              ? `${formatCount(takedowns.length)} takedown${takedowns.length === 1 ? "" : "s"}${byAssignee ? ` of ${formatCount(every.data?.length ?? 0)} in this view` : ""}`
              : total.kind === "exact"
                ? `${formatCount(total.count)} takedown${total.count === 1 ? "" : "s"} (the service's count), ${formatCount(takedowns.length)} loaded`
                : `At least ${formatCount(total.count)} takedowns, ${formatCount(takedowns.length)} loaded: Load all for the total`
            : byAssignee && every.isFetching
              ? "Reading every takedown of this view to filter by assignee…"
              : "\u00a0"}
        </p>
        {!byAssignee && list.hasNextPage ? (
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
      {byAssignee && every.isError ? (
        <ErrorPanel error={every.error} title="Could not load the takedowns" onRetry={() => void every.refetch()} />
      ) : byAssignee && every.data ? (
        <TakedownList
          takedowns={takedowns}
          staleCutoff={staleCutoff}
          slug={params.slug}
          paging={{ hasNextPage: false, isFetchingNextPage: false, nextPageError: null, fetchNextPage: fetchNext }}
        />
      ) : byAssignee ? (
        <p role="status" className="text-sm text-muted">
          Loading takedowns…
        </p>
      ) : list.isError && !list.data ? (
        <ErrorPanel error={list.error} title="Could not load the takedowns" onRetry={() => void list.refetch()} />
      ) : list.data ? (
        <TakedownList
          takedowns={takedowns}
          staleCutoff={staleCutoff}
          slug={params.slug}
          sortLabel={SORTS.find((x) => x.value === effectiveSort(params))?.label ?? ""}
          paging={{
            hasNextPage: list.hasNextPage,
            isFetchingNextPage: list.isFetchingNextPage,
            nextPageError: list.isFetchNextPageError ? list.error : null,
            fetchNextPage: fetchNext,
          }}
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
      <PageHeader
        title={`Takedown #${id}`}
        description="One takedown, as the service lists it."
        actions={
          <Link href={takedownsHref({ slug })} className="text-sm underline underline-offset-2">
            All takedowns
          </Link>
        }
      />
      {detail.isPending ? (
        <p role="status" className="text-sm text-muted">
          Looking for takedown #{id}…
        </p>
      ) : detail.isError ? (
        <ErrorPanel error={detail.error} title={`Could not look up takedown #${id}`} onRetry={() => void detail.refetch()} />
      ) : detail.data ? (
        <>
          <div className="rounded border border-border" data-testid="takedown-one">
            <TakedownRow takedown={detail.data} staleCutoff={staleCutoff} highlighted detailed />
          </div>
          {detail.data.asset ? (
            <section aria-labelledby="takedown-asset-heading" className="mt-4 max-w-3xl text-sm" data-testid="takedown-asset">
              <h2 id="takedown-asset-heading" className="mb-2 font-semibold">
                Its asset: <span className="break-all font-normal">{detail.data.asset.content}</span>
              </h2>
              <AssetRecord assetId={detail.data.asset.id} />
            </section>
          ) : null}
        </>
      ) : (
        <p role="alert" className="text-sm">
          The service lists no takedown #{id} for this organization.
        </p>
      )}
    </>
  );
}
