"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { label } from "@/lib/format/labels";
import { assetsByIdQuery } from "@/lib/queries/asset-lifecycle";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { FollowButton } from "./follow-button";
import { AssetContent, LivenessLabel, StateBadge } from "./lifecycle-cells";

/**
 * What became of a report's assets, as the threats sync last stored them (docs/assets.md): state,
 * liveness, takedown, and Follow. An asset the sync has not read yet says so; nothing is asked of the service.
 */
export function ReportAssetLifecycle({ assetIds }: { assetIds: readonly string[] }) {
  const org = useOrganizationScope();
  const assets = useQuery({ ...assetsByIdQuery(org, assetIds), enabled: assetIds.length > 0 });
  if (assetIds.length === 0) return <p className="text-muted">The report names no asset.</p>;
  if (assets.isPending) return <LoadingText>Reading what became of its assets…</LoadingText>;
  if (assets.isError) return <ErrorPanel error={assets.error} title="What became of its assets could not be read" onRetry={() => void assets.refetch()} />;
  const byId = new Map(assets.data.assets.map((a) => [a.id, a]));
  return (
    <ul className="flex flex-col gap-2" data-testid="report-asset-lifecycle">
      {assetIds.map((id) => {
        const asset = byId.get(id);
        return (
          <li key={id} data-asset-id={id} className="flex flex-wrap items-start justify-between gap-2 rounded border border-border p-2">
            <div className="min-w-0 flex-1">
              {asset ? <AssetContent content={asset.content} type={asset.type} /> : <span className="font-medium">Asset {id}</span>}
              {asset ? (
                <span className="mt-1 flex flex-wrap items-center gap-2">
                  <StateBadge state={asset.state} />
                  <LivenessLabel liveness={asset.liveness} liveAgainAt={asset.liveAgainAt} />
                  <span className="text-muted">Takedown: {asset.takedownStatus === null ? "none" : label("takedownStatus", asset.takedownStatus)}</span>
                  {asset.updatedAt ? (
                    <span className="text-xs text-muted">
                      changed <RelativeTime iso={asset.updatedAt} />
                    </span>
                  ) : null}
                </span>
              ) : (
                <span className="block text-muted">Not in the service&apos;s list of reported assets as last read.</span>
              )}
            </div>
            <div className="flex items-center gap-2">
              {asset?.content ? (
                <Link href={`/assets?q=${encodeURIComponent(asset.content)}`} className="text-sm underline">
                  In Reported assets
                </Link>
              ) : null}
              <FollowButton assetId={id} label={asset?.content ?? `asset ${id}`} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}
