import type { Proposal, Report } from "@/lib/contract/report";
import { isReviewable, type Waiting } from "@/lib/triage/queue-order";
import type { TriageClaimView, TriageItemView } from "@/lib/triage/view-types";

/** One proposal of the queue, with the report it belongs to. */
export type QueueItem = {
  /** The proposal id as text: stable across refetches, dialects and re-sorting. */
  key: string;
  proposal: Proposal;
  report: Report;
  /**
   * Whether the proposal waits on this organization. Every PENDING proposal of a
   * `needsCustomerReview` report is assumed to, until the service answers 403 for it.
   */
  waiting: boolean;
  /** SLA deadline of the report in ms since epoch, or null when it has none (or an unreadable one). */
  slaDue: number | null;
  /** From the server's queue: whether the proposal certainly waits on the organization. */
  certainty?: Waiting;
  /** Someone's live claim on the proposal. */
  claim?: TriageClaimView | null;
  /** The one brand of the organization the report's title names, or none (ids as text). */
  brandIds?: string[];
  /** Every brand the title names: several means none is suggested. */
  namedBrandIds?: string[];
};

/** The server's queue (already ordered and filtered) as the page's items. */
export function fromServerItems(items: readonly TriageItemView[], hidden: ReadonlySet<string>): QueueItem[] {
  return items
    .filter((item) => !hidden.has(item.key))
    .map((item) => ({
      key: item.key,
      proposal: item.proposal,
      report: item.report,
      waiting: true,
      slaDue: parseTime(item.report.slaDueAt),
      certainty: item.waiting,
      claim: item.claim,
      brandIds: item.brandIds,
      namedBrandIds: item.namedBrandIds,
    }));
}

export type QueueFilter = {
  /** Proposals reviewed here (in flight or done) that must not show while the server catches up. */
  hidden: ReadonlySet<string>;
  /** Proposals the service said (403) are not waiting on this organization. */
  notWaiting: ReadonlySet<string>;
};

export const proposalKey = (proposal: Pick<Proposal, "id">): string => String(proposal.id);

function parseTime(value: string | null): number | null {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : ms;
}

/** Waiting on the organization first; then the earliest SLA first; no SLA last; ties keep load order. */
export function compareQueueItems(a: QueueItem, b: QueueItem): number {
  if (a.waiting !== b.waiting) return a.waiting ? -1 : 1;
  if (a.slaDue !== b.slaDue) {
    if (a.slaDue === null) return 1;
    if (b.slaDue === null) return -1;
    return a.slaDue - b.slaDue;
  }
  return 0;
}

/** The queue from the loaded pages: the PENDING proposals, each once, minus the hidden ones, ordered. */
export function buildQueue(reports: readonly Report[], filter: QueueFilter): QueueItem[] {
  const seen = new Set<string>();
  const items: QueueItem[] = [];
  for (const report of reports) {
    const slaDue = parseTime(report.slaDueAt);
    for (const proposal of report.proposals) {
      const key = proposalKey(proposal);
      if (proposal.reviewStatus?.toUpperCase() !== "PENDING" || seen.has(key) || filter.hidden.has(key)) continue;
      seen.add(key);
      items.push({ key, proposal, report, waiting: !filter.notWaiting.has(key), slaDue });
    }
  }
  // Array.prototype.sort is stable, so equal items keep the order the pages gave them.
  return items.sort(compareQueueItems);
}

/**
 * Which item is selected after the queue changed: the same proposal if it is still there,
 * otherwise the one now at the position it had (the next one), or the last one; skipping
 * proposals that cannot be reviewed here (no asset sent) when a reviewable one is listed.
 */
export function resolveSelection(queue: readonly QueueItem[], selectedKey: string | null, lastIndex: number): number {
  if (queue.length === 0) return -1;
  if (selectedKey !== null) {
    const index = queue.findIndex((item) => item.key === selectedKey);
    if (index >= 0) return index;
  }
  const at = Math.min(Math.max(lastIndex, 0), queue.length - 1);
  // The next suggestion is never one that cannot be reviewed here: the nearest reviewable one before it.
  if (isReviewable(queue[at]!)) return at;
  const after = queue.findIndex((item, i) => i > at && isReviewable(item));
  if (after >= 0) return after;
  const before = queue.findLastIndex((item, i) => i < at && isReviewable(item));
  return before >= 0 ? before : at;
}

/**
 * Where a reviewer who has not picked a proposal stands: the one they hold, else the first
 * reviewable one nobody else holds, else the first reviewable one. Never on a proposal that cannot
 * be reviewed here (no asset sent), unless nothing else is listed.
 */
export function startIndex(queue: readonly QueueItem[], startKey: string | null): number {
  if (queue.length === 0) return -1;
  const held = startKey === null ? -1 : queue.findIndex((item) => item.key === startKey);
  if (held >= 0) return held;
  const free = queue.findIndex((item) => isReviewable(item) && (!item.claim || item.claim.mine));
  if (free >= 0) return free;
  const reviewable = queue.findIndex(isReviewable);
  return reviewable >= 0 ? reviewable : 0;
}
