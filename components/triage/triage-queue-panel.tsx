"use client";

import type { RefObject } from "react";
import { Button } from "@/components/ui/button";
import { WAITING_ON_YOU_MEANS } from "@/lib/format/counts";
import type { ItemMarks } from "@/lib/marks/marks.types";
import type { TriageQueueView } from "@/lib/triage/view-types";
import type { QueueItem } from "./queue";
import { type Picking, QueueList } from "./queue-list";
import type { ReviewFailure } from "./review-errors";
import { WaitingOnYou } from "./waiting-on-you";

/** "as of 12 s ago", "as of 3 min ago": how old the walk behind the list is. */
export function dataAge(asOf: string, answeredAt: string, receivedAt: number, now: number): string {
  const seconds = Math.max(0, Math.round((Date.parse(answeredAt) - Date.parse(asOf) + (now - receivedAt)) / 1000));
  return seconds < 60 ? `as of ${seconds} s ago` : `as of ${Math.floor(seconds / 60)} min ago`;
}

/** The left column: true totals, the data's age, the ordered list, and showing more of it. */
export function TriageQueuePanel({
  view,
  receivedAt,
  queue,
  selectedIndex,
  failures,
  now,
  headingRef,
  onSelect,
  onShowMore,
  loadingMore,
  afterSelected,
  picking,
  marks,
}: {
  view: TriageQueueView;
  receivedAt: number;
  queue: QueueItem[];
  selectedIndex: number;
  failures: ReadonlyMap<string, ReviewFailure>;
  now: number;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onSelect: (index: number, focus: boolean) => void;
  onShowMore: () => void;
  loadingMore: boolean;
  afterSelected?: React.ReactNode;
  picking?: Picking;
  marks?: ReadonlyMap<string, ItemMarks>;
}) {
  const filtered = view.filteredTotal !== view.total;
  return (
    <section aria-labelledby="triage-queue-title" className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="triage-queue-title" ref={headingRef} tabIndex={-1} className="text-base font-semibold">
          Queue
        </h2>
        <p className="text-xs text-muted" data-testid="queue-counts" data-total={view.total} data-filtered={view.filteredTotal}>
          {filtered ? `${view.filteredTotal} of ${view.total}` : view.total} in triage · <WaitingOnYou waiting={view.waitingOnYou} /> ·{" "}
          <span data-testid="queue-age">{dataAge(view.asOf, view.answeredAt, receivedAt, now)}</span>
          {view.refreshing ? " · refreshing…" : ""}
        </p>
      </div>
      <p className="text-xs text-muted" data-testid="triage-scope-note">
        {WAITING_ON_YOU_MEANS.inTriage} {WAITING_ON_YOU_MEANS[view.waitingOnYou.source]} {WAITING_ON_YOU_MEANS.total} {WAITING_ON_YOU_MEANS.order}
      </p>
      {queue.length === 0 ? (
        <p className="rounded border border-dashed border-border p-4 text-sm">
          {filtered ? "No proposal matches these filters." : "Nothing is waiting on your organization's review."}
        </p>
      ) : (
        <QueueList
          items={queue}
          selectedIndex={selectedIndex}
          failures={failures}
          onSelect={onSelect}
          afterSelected={afterSelected}
          picking={picking}
          marks={marks}
        />
      )}
      {view.items.length < view.filteredTotal ? (
        <Button disabled={loadingMore} onClick={onShowMore}>
          {loadingMore ? "Showing more…" : `Show more (${view.filteredTotal - view.items.length} further)`}
        </Button>
      ) : null}
    </section>
  );
}
