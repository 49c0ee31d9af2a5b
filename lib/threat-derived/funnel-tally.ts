/** A step of the asset funnel (lib/threats/funnel.types.ts re-exports it for the pages). */
export type FunnelStage = "reported" | "escalated" | "blocked" | "submitted" | "completed";

/**
 * The funnel kept as totals per day (docs/assets.md "The funnel at 1,000,000 assets"): for each
 * day assets were first reported, how many reached each stage, and the times between two steps
 * as a histogram of buckets 1% wide with the count and the sum of the times in each. A period's
 * funnel is then the sum of its days, a few hundred rows, not a read of every asset it counts;
 * a median is the mean of the bucket it falls in, within 1% of the exact one (exact when the
 * bucket's times are equal). The sync adds each asset's change as the difference between what it
 * was and what it is (lib/threats/store.ts), through ./derived-rows.ts.
 */

/** The dates an asset's funnel is computed from, as the store keeps them (ISO text, UTC). */
export type FunnelDates = {
  first_reported_at: string | null;
  escalated_at: string | null;
  blocked_at: string | null;
  takedown_submitted_at: string | null;
  takedown_completed_at: string | null;
};

/** Each stage's date column in the store; an asset has reached a stage when its date is known. */
export const FUNNEL_STAGES: readonly (readonly [FunnelStage, keyof FunnelDates])[] = [
  ["reported", "first_reported_at"],
  ["escalated", "escalated_at"],
  ["blocked", "blocked_at"],
  ["submitted", "takedown_submitted_at"],
  ["completed", "takedown_completed_at"],
];

/** One row of the tally: `reached:<stage>` (bucket 0) or `gap:<stage>`, the time from the step before. */
export type TallyEntry = { day: string; metric: string; bucket: number; n: number; sumMs: number };

export const reachedMetric = (stage: FunnelStage) => `reached:${stage}`;
export const gapMetric = (stage: FunnelStage) => `gap:${stage}`;

const BUCKET_RATIO = Math.log(1.01);

/** The histogram bucket of a time between two steps: 0 under a second, then buckets 1% wide. */
export function gapBucket(ms: number): number {
  return ms < 1000 ? 0 : 1 + Math.floor(Math.log(ms / 1000) / BUCKET_RATIO);
}

/**
 * What one asset adds to the tally: one to each stage it reached, on the day it was first
 * reported, and each step's time from the last step before it the asset has a date for (blocked
 * straight from review counts from reported). A step dated before the one it follows says nothing
 * of the time between them: counted as reached, left out of the times. No first report, no day.
 */
export function tallyOf(dates: FunnelDates): TallyEntry[] {
  const reportedMs = dates.first_reported_at === null ? Number.NaN : Date.parse(dates.first_reported_at);
  if (!Number.isFinite(reportedMs)) return [];
  const day = new Date(reportedMs).toISOString().slice(0, 10);
  const times = FUNNEL_STAGES.map(([, column]) => {
    const value = dates[column];
    const ms = value === null ? Number.NaN : Date.parse(value);
    return Number.isFinite(ms) ? ms : null;
  });
  const entries: TallyEntry[] = [];
  FUNNEL_STAGES.forEach(([stage], i) => {
    const at = times[i];
    if (at === null || at === undefined) return;
    entries.push({ day, metric: reachedMetric(stage), bucket: 0, n: 1, sumMs: 0 });
    if (i === 0) return;
    const before = times.slice(0, i).findLast((t) => t !== null);
    if (before === undefined || before === null || at < before) return;
    const gap = at - before;
    entries.push({ day, metric: gapMetric(stage), bucket: gapBucket(gap), n: 1, sumMs: gap });
  });
  return entries;
}

const keyOf = (e: TallyEntry) => `${e.day}\u0000${e.metric}\u0000${e.bucket}`;

/** The tally's change when assets go from `before` (null: not stored yet) to `after`, without the rows it leaves as they were. */
export function tallyChange(changes: readonly { before: FunnelDates | null; after: FunnelDates }[]): TallyEntry[] {
  const sum = new Map<string, TallyEntry>();
  const add = (e: TallyEntry, sign: 1 | -1) => {
    const key = keyOf(e);
    const into = sum.get(key) ?? { ...e, n: 0, sumMs: 0 };
    into.n += sign * e.n;
    into.sumMs += sign * e.sumMs;
    sum.set(key, into);
  };
  for (const { before, after } of changes) {
    if (before !== null) for (const e of tallyOf(before)) add(e, -1);
    for (const e of tallyOf(after)) add(e, 1);
  }
  return [...sum.values()].filter((e) => e.n !== 0 || e.sumMs !== 0);
}

/** The median of a histogram of times (buckets with their count and sum), the mean of two middles' buckets when the count is even. */
export function histogramMedian(buckets: readonly { bucket: number; n: number; sumMs: number }[]): number | null {
  const rows = buckets.filter((b) => b.n > 0).sort((a, b) => a.bucket - b.bucket);
  const total = rows.reduce((s, b) => s + b.n, 0);
  if (total === 0) return null;
  const at = (rank: number) => {
    let seen = 0;
    for (const b of rows) {
      seen += b.n;
      if (rank < seen) return b.sumMs / b.n;
    }
    return rows.at(-1)!.sumMs / rows.at(-1)!.n;
  };
  const lower = at(Math.floor((total - 1) / 2));
  const upper = at(Math.floor(total / 2));
  return Math.round((lower + upper) / 2);
}
