"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { historyKeys, queueTrendQueryOptions, type TrendWindow } from "@/lib/queries/history";

/**
 * The recorded trend of the scope shown, refreshed with the snapshot: each snapshot the page
 * fetches is recorded by the server, so once a newer snapshot has arrived the trend is fetched
 * again (no polling of its own). `scope` null (no snapshot yet) fetches nothing.
 */
export function useQueueTrend(scope: string | null, window: TrendWindow, snapshotUpdatedAt: number, enabled = true) {
  const queryClient = useQueryClient();
  const query = useQuery({ ...queueTrendQueryOptions(scope ?? "", window), enabled: enabled && scope !== null });

  useEffect(() => {
    if (!enabled || scope === null || snapshotUpdatedAt === 0) return;
    const key = historyKeys.queue(scope, window);
    const state = queryClient.getQueryState(key);
    // No data yet: the first fetch is underway and already sees this snapshot.
    if (!state || state.dataUpdatedAt === 0) return;
    if (state.dataUpdatedAt < snapshotUpdatedAt) void queryClient.invalidateQueries({ queryKey: key, exact: true });
  }, [queryClient, enabled, scope, window, snapshotUpdatedAt]);

  return query;
}
