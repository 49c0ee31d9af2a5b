"use client";

import type { InfiniteData, UseInfiniteQueryResult } from "@tanstack/react-query";
import type { RefObject } from "react";
import { ErrorPanel } from "@/components/ui/error-panel";
import type { ReportList } from "@/lib/contract/report";
import type { QueueItem } from "./queue";
import { QueueList } from "./queue-list";
import type { ReviewFailure } from "./review-errors";
import { secondaryButton } from "./styles";

/** The left column: counts, the ordered list, and loading more of it. */
export function TriageQueuePanel({
  query,
  queue,
  reportCount,
  selectedIndex,
  failures,
  now,
  headingRef,
  onSelect,
}: {
  query: UseInfiniteQueryResult<InfiniteData<ReportList>>;
  queue: QueueItem[];
  reportCount: number;
  selectedIndex: number;
  failures: ReadonlyMap<string, ReviewFailure>;
  now: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (index: number, focus: boolean) => void;
}) {
  const total = query.data?.pages.at(-1)?.totalCount ?? reportCount;
  return (
    <section aria-labelledby="triage-queue-title" className="flex flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="triage-queue-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold">
          Queue
        </h2>
        <p className="text-xs text-slate-600 dark:text-slate-400" data-testid="queue-counts">
          {queue.length} {queue.length === 1 ? "proposal" : "proposals"} from {reportCount} of {total} reports loaded · waiting on you first, earliest
          SLA first
          {query.isFetching && !query.isFetchingNextPage ? " · refreshing…" : ""}
        </p>
      </div>
      {queue.length === 0 ? (
        <p className="rounded border border-dashed border-slate-400 p-4 text-sm dark:border-slate-600">
          {query.hasNextPage ? "Nothing in the loaded reports waits on your review. Load more to look further." : "Nothing is waiting on your organization's review."}
        </p>
      ) : (
        <QueueList items={queue} selectedIndex={selectedIndex} failures={failures} now={now} onSelect={onSelect} />
      )}
      {query.isFetchNextPageError ? (
        <ErrorPanel error={query.error} title="Could not load more of the queue" onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {query.hasNextPage ? (
        <button type="button" className={secondaryButton} disabled={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          {query.isFetchingNextPage ? "Loading more…" : "Load more reports"}
        </button>
      ) : null}
    </section>
  );
}
