"use client";

import { useQueries } from "@tanstack/react-query";
import { useMemo } from "react";
import type { Report } from "@/lib/contract/report";
import { assetSearchQueryOptions } from "@/lib/queries/assets";
import { useOrganizationScope } from "@/lib/queries/organization-scope";

/** At most this many assets of one report are asked about (one call each, when the panel opens). */
const MAX_LOOKUPS = 10;

/** The assets of a report's rejected proposals, each once: the only ones a watchlist decision can be hidden behind. */
export function rejectedAssetIds(report: Report | undefined): (string | number)[] {
  const ids = new Map<string, string | number>();
  for (const p of report?.proposals ?? []) {
    if (p.reviewStatus === "REJECTED" && p.asset) ids.set(String(p.asset.id), p.asset.id);
  }
  return [...ids.values()].slice(0, MAX_LOOKUPS);
}

/**
 * The ids (as text) of the report's watchlisted assets. The service stores a watchlist decision
 * as a rejection (`reviewStatus: REJECTED`; the review answers `decision: REJECT, watchlisted:
 * true`); only the asset's own record says `watchStatus: WATCHLISTED` (POST /asset/search).
 */
export function useWatchlistedAssets(report: Report | undefined): ReadonlySet<string> {
  const org = useOrganizationScope();
  const ids = rejectedAssetIds(report);
  const statuses = useQueries({
    queries: ids.map((assetId) => ({ ...assetSearchQueryOptions(org, { assetId }), staleTime: 60_000 })),
    combine: (results) => results.map((r) => r.data?.asset.watchStatus ?? null).join("\n"),
  });
  const key = ids.map(String).join("\n");
  return useMemo(() => {
    const list = statuses.split("\n");
    return new Set(key.split("\n").filter((id, i) => id !== "" && list[i] === "WATCHLISTED"));
  }, [statuses, key]);
}
