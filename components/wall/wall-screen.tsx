"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { useEffect, useMemo, useState } from "react";
import { WallAlertBanner } from "@/components/alerts/wall-alert-banner";
import { chartData } from "@/components/history/trend-wording";
import { useQueueTrend } from "@/components/history/use-queue-trend";
import { WallFigureTrend } from "@/components/history/wall-figure-trend";
import { LiveStatus } from "@/components/live/live-status";
import { useLiveStatus } from "@/components/live/live-updates";
import { BarChartCard } from "@/components/queues/bar-chart-card";
import { FigureWaitingLink } from "@/components/queues/figure-waiting-link";
import { figureLink, type SnapshotLinkOptions } from "@/components/queues/snapshot-links";
import { KEY_FIGURES, keyFigures, snapshotCharts } from "@/components/queues/snapshot-rows";
import { useNow } from "@/components/ui/use-now";
import { callApi } from "@/lib/api/client";
import { wallRenewApi } from "@/lib/api-routes/session";
import { NOT_SENT } from "@/lib/format/not-sent";
import { healthSummaryQueryOptions } from "@/lib/queries/healthchecks";
import { snapshotScope } from "@/lib/queries/history";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { snapshotQueryOptions } from "@/lib/queries/snapshot";
import { triageCountsOptions } from "@/lib/queries/triage";
import { connectionState, type SessionMode, shouldPoll, sourceFromQuery } from "./connection-state";
import { WallClock } from "./wall-clock";
import { WallConsoleCounts } from "./wall-console-counts";
import { WallEnded } from "./wall-ended";
import { WallHealth } from "./wall-health";
import { summarizeHealth, type WallFilters, wallStaleAfterMs } from "./wall-model";
import { WallStatus } from "./wall-status";

/** A wall session's cookie is re-issued this often, so it never reaches its expiry while the link is valid. */
const RENEW_EVERY_MS = 24 * 3_600_000;

type Props = { mode: SessionMode; refreshMs: number; filters: WallFilters };

/**
 * One dark screen, no navigation: key figures, charts and the health summary. Polls on its own
 * (react-query pauses while the tab is hidden and refreshes on return), keeps the last good data
 * when a refresh fails, and stops for good once the link is revoked.
 */
export function WallScreen({ mode, refreshMs, filters }: Props) {
  const [ended, setEnded] = useState<"revoked" | "signed-out" | null>(null);
  const enabled = ended === null;
  const org = useOrganizationScope();
  // The wall's refresh stays as its address chose: the service's figures change without the console
  // hearing of it. The live stream adds a read when the console knows of a change (components/live).
  const { live } = useLiveStatus();
  const snapshot = useQuery({ ...snapshotQueryOptions(org, { slug: filters.slug, all: filters.all }, refreshMs), enabled, retry: false });
  const health = useQuery({ ...healthSummaryQueryOptions(org, filters.slug, refreshMs), enabled });
  // The triage page lists the console's chosen organization: its counts go with that organization's numbers only.
  const ownScope = mode === "user" && !filters.slug && !filters.all;
  const triage = useQuery({ ...triageCountsOptions(org, live), enabled: enabled && ownScope && snapshot.data !== undefined });
  const trend = useQueueTrend(snapshot.data ? snapshotScope(snapshot.data) : null, "24h", snapshot.dataUpdatedAt, enabled);
  const trendData = useMemo(() => (trend.data ? chartData(trend.data) : []), [trend.data]);
  const connection = connectionState([sourceFromQuery(snapshot), sourceFromQuery(health)], mode);
  const now = useNow("second");

  const stop = shouldPoll(connection) ? null : connection.kind === "revoked" ? "revoked" : "signed-out";
  useEffect(() => {
    if (stop) setEnded(stop);
  }, [stop]);

  useEffect(() => {
    if (mode !== "wall") return;
    const renew = () => void callApi(wallRenewApi, {}).catch(() => undefined);
    renew();
    const timer = setInterval(renew, RENEW_EVERY_MS);
    return () => clearInterval(timer);
  }, [mode]);

  if (ended) return <WallEnded kind={ended} />;

  const data = snapshot.data;
  // A signed-in user may follow each number to its list; a wall-screen link can read only the wall.
  const links: SnapshotLinkOptions | null =
    mode === "user"
      ? {
          slug: filters.slug ?? null,
          windowHours: null,
          orgHref: (slug) => `/wall?slug=${encodeURIComponent(slug)}`,
          triage: ownScope ? (triage.data ?? null) : null,
        }
      : null;
  // A wall is looked at, not clicked: its charts carry no list of links, which took their height
  // (24 px a link, WCAG 2.5.8) and squashed the bars. The key figures keep theirs; /queues links every bar.
  const charts = data ? snapshotCharts(data).filter((c) => data.scope.all || !c.id.endsWith("by-org")) : [];
  const summary = health.data && now !== null ? summarizeHealth(health.data, now, wallStaleAfterMs(refreshMs)) : null;
  const figures: { key: string; label: string; value: number | null }[] = data
    ? keyFigures(data)
    : KEY_FIGURES.map(({ key, label }) => ({ key, label, value: null }));
  const waiting =
    connection.kind === "down"
      ? `Waiting for the service: ${connection.failure.message}. This screen retries by itself.`
      : connection.kind === "loading"
        ? "Loading…"
        : null;
  const scope = data ? (data.scope.all ? "All organizations" : (data.scope.slug ?? filters.slug ?? "")) : (filters.slug ?? "");

  return (
    // One screen without scrolling from a tablet up; on a phone the parts stack and the page scrolls.
    <main
      className="dark flex min-h-screen flex-col gap-[1vh] bg-slate-950 md:h-screen md:overflow-hidden p-[1.2vw] text-slate-100 [color-scheme:dark]"
      data-testid="wall"
    >
      <header className="flex items-start justify-between gap-[2vw]">
        <div>
          <h1 className="font-bold leading-tight" style={{ fontSize: "clamp(1.25rem, 2.2vw, 7rem)" }}>
            Queues and health{scope ? <span className="font-normal text-slate-300"> · {scope}</span> : null}
          </h1>
          <WallStatus connection={connection} />
          {/* The badge above says "Live" already: the stream's line speaks only while it is down. */}
          <LiveStatus pollMs={refreshMs} quietWhenLive className="text-[clamp(0.75rem,0.9vw,3rem)] text-slate-300" />
        </div>
        <WallClock />
      </header>
      <WallAlertBanner refreshMs={refreshMs} enabled={enabled} />

      <h2 className="sr-only">Key figures</h2>
      {/* The figures hold their place before the first snapshot, so nothing below moves when it lands. */}
      <dl className="grid grid-cols-2 gap-[1vw] sm:grid-cols-3 md:grid-cols-5" aria-busy={data ? undefined : true}>
        {figures.map((f) => {
          const link = data && links && f.value !== null ? figureLink(f.key, f.value, data, links) : null;
          const differs = link !== null && f.value !== null && link.count !== f.value;
          return (
            <div key={f.key} className="rounded-[0.6vw] border border-slate-700 px-[0.8vw] py-[0.6vh]">
              <dt className="text-slate-300" style={{ fontSize: "clamp(0.875rem, 1.15vw, 4rem)" }}>
                {f.label}
              </dt>
              {f.value === null && data ? (
                // The snapshot is in but this figure was not in it: words, never a 0 or a dash that could pass for one.
                <dd
                  className="font-semibold text-slate-300"
                  style={{ fontSize: "clamp(1rem, 1.6vw, 5rem)" }}
                  data-testid={`wall-figure-${f.key}`}
                  data-not-sent=""
                >
                  {NOT_SENT[0]!.toUpperCase() + NOT_SENT.slice(1)}
                </dd>
              ) : f.value === null ? (
                <dd className="font-bold leading-none text-slate-500" style={{ fontSize: "clamp(2rem, 4.2vw, 14rem)" }}>
                  –
                </dd>
              ) : (
                <dd
                  className="font-bold tabular-nums leading-none"
                  style={{ fontSize: "clamp(2rem, 4.2vw, 14rem)" }}
                  data-testid={`wall-figure-${f.key}`}
                  data-value={f.value}
                >
                  {link && !differs ? (
                    <Link
                      href={link.href}
                      data-testid={`wall-figure-link-${f.key}`}
                      data-count={link.count}
                      aria-label={`${f.label}: ${f.value.toLocaleString("en-US")}, open the list`}
                      className="underline decoration-slate-500 underline-offset-8 hover:decoration-slate-200"
                    >
                      {f.value.toLocaleString("en-US")}
                    </Link>
                  ) : (
                    f.value.toLocaleString("en-US")
                  )}
                </dd>
              )}
              {link && differs && f.value !== null ? (
                <dd className="text-slate-300" style={{ fontSize: "clamp(0.75rem, 0.9vw, 3rem)" }}>
                  <FigureWaitingLink
                    href={link.href}
                    count={link.count}
                    value={f.value}
                    label={f.label}
                    testId={`wall-figure-link-${f.key}`}
                    className="underline decoration-slate-500 underline-offset-4 hover:decoration-slate-200"
                    waiting={f.key === "totalPendingProposals" ? links?.triage?.waitingOnYou : null}
                  />
                </dd>
              ) : null}
              <WallFigureTrend figureKey={f.key} trend={trend.data} data={trendData} failed={trend.isError} />
            </div>
          );
        })}
      </dl>

      <div className="grid min-h-0 flex-1 grid-cols-1 gap-[1vw] md:grid-cols-[7fr_3fr]">
        <div
          className={`grid min-h-0 auto-rows-[16rem] grid-cols-1 gap-[1vw] sm:grid-cols-2 md:grid-rows-2 ${charts.length > 4 ? "md:grid-cols-3" : "md:grid-cols-2"}`}
        >
          {data ? <h2 className="sr-only">Charts</h2> : null}
          {!data && waiting ? (
            <p className="col-span-full text-slate-300" style={{ fontSize: "clamp(1rem, 1.8vw, 6rem)" }}>
              {waiting}
            </p>
          ) : null}
          {charts.map((c) => (
            <BarChartCard
              key={c.id}
              id={`wall-${c.id}`}
              title={c.title}
              rows={c.rows}
              horizontal={c.id.endsWith("by-org")}
              fill
              fontSize="clamp(0.75rem, 1vw, 3.2rem)"
              titleSize="clamp(0.875rem, 1.25vw, 4rem)"
              showTableToggle={false}
              className="border-slate-700 p-[0.8vw]"
            />
          ))}
        </div>
        <div className="flex min-h-0 flex-col gap-[1vw]">
          <WallHealth summary={summary} />
          <WallConsoleCounts refreshMs={refreshMs} enabled={enabled} linked={mode === "user"} />
        </div>
      </div>
    </main>
  );
}
