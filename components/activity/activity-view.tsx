"use client";

import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { Button } from "@/components/ui/button";
import { ErrorPanel } from "@/components/ui/error-panel";
import { LoadingText } from "@/components/ui/query-state";
import { type ActivityFilterValues, activityExportHref, activityListQuery, toActivityFilters } from "@/lib/queries/activity";
import { consoleUserListQuery } from "@/lib/queries/console-users";
import { ActivityFilters } from "./activity-filters";
import { ActivityTable } from "./activity-table";

export function ActivityView({ value, onChange }: { value: ActivityFilterValues; onChange: (next: ActivityFilterValues) => void }) {
  const filters = toActivityFilters(value);
  const list = useInfiniteQuery(activityListQuery(filters));
  const users = useQuery(consoleUserListQuery());
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;

  // Infinite scroll: the next page loads when the end of the list comes into view.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { rootMargin: "400px" },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const events = list.data?.pages.flatMap((p) => p.items) ?? [];
  const filtered = Object.values(filters).some((v) => v !== null);

  return (
    <div>
      <ActivityFilters value={value} usernames={users.data?.users.map((u) => u.username) ?? []} onApply={onChange} />
      <div className="mb-3 flex flex-wrap items-center gap-3 text-sm">
        <a href={activityExportHref(filters)} download className="rounded border border-border px-3 py-1 hover:bg-surface-sunken">
          Export CSV{filtered ? " (filtered)" : ""}
        </a>
        <span className="text-muted" aria-live="polite">
          {list.isSuccess ? `${events.length}${hasNextPage ? "+" : ""} ${events.length === 1 ? "event" : "events"} shown` : ""}
        </span>
      </div>
      {list.isPending ? (
        <LoadingText>Loading activity…</LoadingText>
      ) : list.isError && events.length === 0 ? (
        <ErrorPanel error={list.error} title="The activity could not be loaded" onRetry={() => list.refetch()} />
      ) : events.length === 0 ? (
        <p className="text-sm">{filtered ? "No event matches these filters." : "Nothing has been recorded yet."}</p>
      ) : (
        <>
          <ActivityTable events={events} />
          <div ref={sentinel} className="py-3 text-center text-sm">
            {list.isFetchNextPageError ? (
              <ErrorPanel error={list.error} title="More events could not be loaded" onRetry={() => void fetchNextPage()} />
            ) : hasNextPage ? (
              <Button onClick={() => void fetchNextPage()} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? "Loading more…" : "Load older events"}
              </Button>
            ) : (
              <span className="text-muted">End of the log.</span>
            )}
          </div>
        </>
      )}
    </div>
  );
}
