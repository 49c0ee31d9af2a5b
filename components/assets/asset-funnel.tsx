"use client";

import { useQuery } from "@tanstack/react-query";
import Link from "next/link";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { formatCount } from "@/lib/format/number";
import { assetFunnelQuery } from "@/lib/queries/asset-lifecycle";
import { useOrganizationScope } from "@/lib/queries/organization-scope";
import { FUNNEL_STAGE_WORDS, funnelListHref, funnelMedianWords } from "@/lib/threats/funnel-words";

/** Reported → escalated → blocked → takedown submitted → completed, for assets first reported in the period. */
export function AssetFunnel({ startDate, endDate }: { startDate: string; endDate: string }) {
  const org = useOrganizationScope();
  const funnel = useQuery(assetFunnelQuery(org, startDate, endDate));
  return (
    <section aria-labelledby="asset-funnel-heading" className="rounded border border-border p-3" data-testid="asset-funnel">
      <h2 id="asset-funnel-heading" className="font-semibold">
        What became of the assets reported
      </h2>
      <p className="mb-2 text-xs text-muted">
        Assets first reported in the period, by the furthest step each reached, from the service&apos;s list of reported assets as the console last read it.
        Each number opens its list.
      </p>
      {funnel.isPending ? (
        <LoadingText>Loading the funnel…</LoadingText>
      ) : funnel.isError ? (
        <ErrorPanel error={funnel.error} title="The funnel could not be loaded" onRetry={() => void funnel.refetch()} />
      ) : (
        <ol className="flex flex-wrap items-stretch gap-2">
          {funnel.data.stages.map((s, i) => {
            const median = i === 0 ? null : funnel.data.medians[i - 1];
            return (
              <li key={s.stage} className="flex min-w-[9rem] flex-1 flex-col rounded bg-surface-sunken p-2" data-testid={`funnel-${s.stage}`}>
                <span className="text-xs text-muted">{FUNNEL_STAGE_WORDS[s.stage]}</span>
                <Link
                  href={funnelListHref(s.stage, funnel.data.startDate, funnel.data.endDate)}
                  className="text-2xl font-semibold tabular-nums text-accent underline-offset-2 hover:underline"
                >
                  {formatCount(s.count)}
                </Link>
                {median ? <span className="text-xs text-muted">{funnelMedianWords(median)}</span> : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
