"use client";

import { useQuery } from "@tanstack/react-query";
import { useQueryStates } from "nuqs";
import { QueueTrends } from "@/components/history/queue-trends";
import { LiveStatus } from "@/components/live/live-status";
import { useLiveStatus } from "@/components/live/live-updates";
import { organizationRefusal } from "@/components/queues/organization-refusal";
import { QueueControls, type QueueControlValues } from "@/components/queues/queue-controls";
import { QueueDashboard } from "@/components/queues/queue-dashboard";
import { SnapshotToolbar } from "@/components/queues/snapshot-toolbar";
import { StaleNotice } from "@/components/queues/stale-notice";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { DateTime } from "@/components/ui/relative-time";
import { connectionState, sourceFromQuery } from "@/components/wall/connection-state";
import { ApiClientError } from "@/lib/api/errors";
import { NOT_SENT } from "@/lib/format/not-sent";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { snapshotQueryOptions } from "@/lib/queries/snapshot";
import { triageCountsOptions } from "@/lib/queries/triage";
import { queuesSearchParams } from "./search-params";

export function QueuesClient({ canReadAll = false }: { canReadAll?: boolean }) {
  const [params, setParams] = useQueryStates(queuesSearchParams, { history: "push" });
  const org = useOrganizationScope();
  const { live } = useLiveStatus();
  // The auto-refresh chosen here stays as chosen: the service's figures change without the console hearing of it.
  const query = useQuery(snapshotQueryOptions(org, { slug: params.slug, all: params.all, windowHours: params.windowHours }, params.refresh));
  const snapshot = query.data;
  // The triage page lists the console's chosen organization: its counts go with the numbers of that organization only.
  const ownScope = !params.slug && !params.all;
  // Asked once the snapshot is in, so the page's own numbers come first.
  const triage = useQuery({ ...triageCountsOptions(org, live), enabled: ownScope && query.data !== undefined });
  const connection = connectionState([sourceFromQuery(query)], "user");

  const knownSlugs = snapshot
    ? [...new Set([snapshot.scope.slug, ...snapshot.reviewQueue.byOrg.map((o) => o.slug)])].filter((s): s is string => s !== null)
    : [];
  const onChange = (patch: Partial<QueueControlValues>) => void setParams(patch);

  const staffOnly = query.error instanceof ApiClientError && query.error.status === 403 && params.all;

  return (
    <>
      <div className="mb-3">
        <SnapshotToolbar
          snapshot={snapshot}
          updatedAt={query.dataUpdatedAt}
          fetching={query.isFetching}
          onRefresh={() => void query.refetch()}
          staleThresholdHours={params.windowHours ?? undefined}
        />
        <LiveStatus pollMs={params.refresh === false ? null : params.refresh} className="mt-1" />
      </div>
      <QueueControls values={params} knownSlugs={knownSlugs} onChange={onChange} canReadAll={canReadAll} />
      {staffOnly ? (
        <div role="alert" className="mb-3 rounded border border-warn bg-warn-soft p-3 text-sm text-warn">
          <p className="font-medium">All organizations needs staff credentials</p>
          <p>
            The service refused: the console&apos;s API key is an organization key, and only a staff key can read every organization.{" "}
            <Button variant="link" size="inline" onClick={() => void setParams({ all: null })}>
              Show your own organization
            </Button>
          </p>
          {query.error instanceof ApiClientError && query.error.requestId ? (
            <p className="mt-1 font-mono text-xs">Request id: {query.error.requestId}</p>
          ) : null}
        </div>
      ) : null}
      {!staffOnly && snapshot ? <StaleNotice connection={connection} /> : null}
      {snapshot && !staffOnly ? (
        <>
          <p className="mb-2 text-sm text-muted" data-testid="snapshot-scope">
            {snapshot.scope.all ? "All organizations" : `Organization ${snapshot.scope.slug ?? NOT_SENT}`} · generated <DateTime iso={snapshot.generatedAt} />
          </p>
          <QueueDashboard
            snapshot={snapshot}
            afterFigures={<QueueTrends snapshot={snapshot} snapshotUpdatedAt={query.dataUpdatedAt} staleThresholdHours={params.windowHours} />}
            links={{
              slug: params.slug,
              windowHours: params.windowHours,
              orgHref: (slug) => `/queues?slug=${encodeURIComponent(slug)}`,
              triage: ownScope ? (triage.data ?? null) : null,
            }}
          />
        </>
      ) : query.isPending ? (
        <p role="status" className="text-sm text-muted">
          Loading the queue snapshot…
        </p>
      ) : query.isError && !staffOnly && organizationRefusal(query.error, params.slug) ? (
        <div role="alert" data-testid="organization-refused" className="rounded border border-warn bg-warn-soft p-3 text-sm text-text">
          {organizationRefusal(query.error, params.slug)}
        </div>
      ) : query.isError && !staffOnly ? (
        <ErrorPanel error={query.error} title="Could not load the queue snapshot" onRetry={() => void query.refetch()} />
      ) : null}
    </>
  );
}
