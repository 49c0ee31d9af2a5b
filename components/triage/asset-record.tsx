"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { QueryState, Skeleton } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { consolePath } from "@/lib/console-path";
import type { AssetSearchResult } from "@/lib/contract/asset-search";
import { slugOf } from "@/lib/contract/organization-scope";
import { label } from "@/lib/format";
import { assetSearchQueryOptions } from "@/lib/queries/assets";
import { useOrganization, useOrganizationScope } from "@/lib/queries/organization-scope";

const LINK = "text-accent underline underline-offset-2";
const SHOWN_REPORTS = 5;

// With its createdAt, a report opens in one or two calls while the console's report index is still filling (lib/report-index/lookup.ts).
const reportHref = (id: string | number, createdAt: string | null | undefined) =>
  consolePath(`/reports?report=${encodeURIComponent(String(id))}${createdAt ? `&created=${encodeURIComponent(createdAt)}` : ""}`);
const takedownHref = (id: string | number) => consolePath(`/takedowns?id=${encodeURIComponent(String(id))}`);

/** The asset's record as the service keeps it: its other reports, its takedown, who blocks it. */
export function AssetRecordView({ record, currentReportId }: { record: AssetSearchResult; currentReportId?: string | number }) {
  const others = record.reports.filter((r) => currentReportId === undefined || String(r.id) !== String(currentReportId));
  const blockers = record.blockedBy.map((b) => b.name ?? b.consumer);
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1" data-testid="asset-record">
      <dt className="font-medium">Status</dt>
      <dd>
        {label("assetStatus", record.asset.status ?? "UNKNOWN")}
        {record.asset.watchStatus && record.asset.watchStatus !== "NONE" ? ", on the watchlist" : ""}
      </dd>
      <dt className="font-medium">{currentReportId === undefined ? "Reports" : "Other reports"}</dt>
      <dd data-testid="asset-record-reports" className="min-w-0">
        {others.length === 0 ? (
          currentReportId === undefined ? (
            "No report of this organization names it."
          ) : (
            "No other report of this organization names it."
          )
        ) : (
          <ul className="space-y-0.5">
            {others.slice(0, SHOWN_REPORTS).map((r) => {
              const href = reportHref(r.id, r.createdAt);
              const text = `Report ${String(r.id)}: ${r.title || "(untitled)"}`;
              return (
                <li key={String(r.id)} className="break-words">
                  {href ? (
                    <Link href={href} className={LINK}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )}
                  {r.status ? <span className="text-muted"> · {label("reportStatus", r.status)}</span> : null}
                  {r.createdAt ? (
                    <span className="text-muted">
                      {" "}
                      · <RelativeTime iso={r.createdAt} compact />
                    </span>
                  ) : null}
                </li>
              );
            })}
            {others.length > SHOWN_REPORTS ? <li>and {others.length - SHOWN_REPORTS} more</li> : null}
          </ul>
        )}
      </dd>
      <dt className="font-medium">Takedown</dt>
      <dd data-testid="asset-record-takedown">
        {record.takedown ? <TakedownLink id={record.takedown.id} status={record.takedown.status} /> : "None requested."}
      </dd>
      <dt className="font-medium">Blocked by</dt>
      <dd data-testid="asset-record-blocked-by">{blockers.length === 0 ? "No platform blocks it." : blockers.join(", ")}</dd>
    </dl>
  );
}

function TakedownLink({ id, status }: { id: string | number; status: string }) {
  const href = takedownHref(id);
  const text = `${label("takedownStatus", status)} (takedown ${String(id)})`;
  if (!href) return text;
  return (
    <Link href={href} className={LINK}>
      {text}
    </Link>
  );
}

/** `POST /api/asset/search` for the proposal's asset, in the organization the shell has chosen. */
export function AssetRecord({ assetId, currentReportId }: { assetId: string | number; currentReportId?: string | number }) {
  const org = useOrganizationScope();
  const organization = useOrganization();
  const query = useQuery(assetSearchQueryOptions(org, { assetId }, slugOf(organization) ?? null));
  return (
    <QueryState
      query={query}
      errorTitle="Could not load the asset's record"
      loading={<Skeleton rows={3} label="Loading the asset's record…" />}
      isEmpty={(data) => data === null}
      empty={{ message: "The service has no record of this asset yet." }}
    >
      {(record) => (record ? <AssetRecordView record={record} currentReportId={currentReportId} /> : null)}
    </QueryState>
  );
}
