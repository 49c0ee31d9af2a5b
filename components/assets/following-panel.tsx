"use client";

import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { RelativeTime } from "@/components/ui/relative-time";
import { FOLLOW_CHANGE_NAMES, followValueWords } from "@/lib/format/follow-change";
import { label } from "@/lib/format/labels";
import { formatCount } from "@/lib/format/number";
import { AssetContent, LivenessLabel, StateBadge } from "./lifecycle-cells";
import { useFollows } from "./use-follows";

/** The assets the user follows, those that changed since they last looked first, with what changed. */
export function FollowingPanel() {
  const { following, change } = useFollows();
  if (following.isPending) return <LoadingText>Loading what you follow…</LoadingText>;
  if (following.isError) return <ErrorPanel error={following.error} title="What you follow could not be loaded" onRetry={() => void following.refetch()} />;
  const list = following.data.following;
  const changed = list.filter((f) => f.changes.length > 0).length;
  if (list.length === 0)
    return (
      <p className="text-sm">You follow no asset yet. Follow one from its row in Reported assets: a change of its state, liveness or takedown shows here.</p>
    );
  return (
    <>
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <span data-testid="following-count">
          You follow {formatCount(list.length)} of at most {formatCount(following.data.limit)} {list.length === 1 ? "asset" : "assets"};{" "}
          {changed === 0 ? "nothing changed since you last looked." : `${formatCount(changed)} changed since you last looked.`}
        </span>
        {changed > 0 ? (
          <Button onClick={() => change.mutate({ kind: "seen", assetId: null })} disabled={change.isPending}>
            Mark all as seen
          </Button>
        ) : null}
      </div>
      <ul className="flex flex-col gap-2">
        {list.map((f) => (
          <li
            key={f.assetId}
            data-testid="following-row"
            data-asset-id={f.assetId}
            className="flex flex-wrap items-start justify-between gap-3 rounded border border-border p-2"
          >
            <div className="min-w-0 flex-1">
              {f.asset ? <AssetContent content={f.asset.content} type={f.asset.type} /> : <span className="font-medium">Asset {f.assetId}</span>}
              {f.asset ? (
                <span className="mt-1 flex flex-wrap items-center gap-2 text-sm">
                  <StateBadge state={f.asset.state} />
                  <LivenessLabel liveness={f.asset.liveness} liveAgainAt={f.asset.liveAgainAt} />
                  <span className="text-muted">Takedown: {f.asset.takedownStatus === null ? "none" : label("takedownStatus", f.asset.takedownStatus)}</span>
                </span>
              ) : (
                <span className="block text-sm text-muted">Not in the service&apos;s list of reported assets as last read.</span>
              )}
              {f.changes.length > 0 ? (
                <ul className="mt-1 text-sm" data-testid="following-changes">
                  {f.changes.map((c) => (
                    <li key={c.what}>
                      <span className="font-medium">{FOLLOW_CHANGE_NAMES[c.what]}</span>: {followValueWords(c.what, c.before)} →{" "}
                      {followValueWords(c.what, c.after)}
                    </li>
                  ))}
                  <li className="text-xs text-muted">
                    Since you last looked, <RelativeTime iso={f.seenAt} />
                  </li>
                </ul>
              ) : null}
            </div>
            <div className="flex gap-2">
              {f.changes.length > 0 ? (
                <Button onClick={() => change.mutate({ kind: "seen", assetId: f.assetId })} disabled={change.isPending}>
                  Seen
                </Button>
              ) : null}
              <Button onClick={() => change.mutate({ kind: "unfollow", assetId: f.assetId })} disabled={change.isPending}>
                Unfollow
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
