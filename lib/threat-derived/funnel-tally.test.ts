import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type FunnelDates, gapBucket, histogramMedian, type TallyEntry, tallyChange, tallyOf } from "./funnel-tally";

const exactMedian = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : Math.round((sorted[mid - 1]! + sorted[mid]!) / 2);
};

function histogram(values: number[]) {
  const buckets = new Map<number, { bucket: number; n: number; sumMs: number }>();
  for (const v of values) {
    const b = buckets.get(gapBucket(v)) ?? { bucket: gapBucket(v), n: 0, sumMs: 0 };
    b.n++;
    b.sumMs += v;
    buckets.set(b.bucket, b);
  }
  return [...buckets.values()];
}

const YEAR = 365 * 86_400_000;

describe("the funnel's histogram of times between steps", () => {
  it("puts times in order into buckets in order, no bucket above a second wider than 1%", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: YEAR }), fc.integer({ min: 0, max: YEAR }), (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(gapBucket(lo)).toBeLessThanOrEqual(gapBucket(hi));
        if (lo >= 1000 && gapBucket(lo) === gapBucket(hi)) expect(hi / lo).toBeLessThan(1.0101);
      }),
    );
  });

  it("gives a median within 1% of the exact one (under a second, within a second), exact when a bucket's times are equal", () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 0, max: YEAR })), { minLength: 1, maxLength: 60 }), (values) => {
        const exact = exactMedian(values);
        const approx = histogramMedian(histogram(values))!;
        expect(Math.abs(approx - exact)).toBeLessThanOrEqual(Math.max(1000, exact * 0.0101));
      }),
    );
    expect(histogramMedian(histogram([7_200_000, 3_600_000, 7_200_000]))).toBe(7_200_000);
    expect(histogramMedian(histogram([3_600_000, 7_200_000]))).toBe(5_400_000);
    expect(histogramMedian([])).toBeNull();
  });
});

const H = 3_600_000;
const at = (h: number | null) => (h === null ? null : new Date(Date.parse("2026-11-10T00:00:00.000Z") + h * H).toISOString());
const datesArb: fc.Arbitrary<FunnelDates> = fc
  .tuple(fc.option(fc.integer({ min: -72, max: 72 })), ...Array.from({ length: 4 }, () => fc.option(fc.integer({ min: -72, max: 200 }))))
  .map(([r, e, b, s, c]) => ({ first_reported_at: at(r), escalated_at: at(e), blocked_at: at(b), takedown_submitted_at: at(s), takedown_completed_at: at(c) }));

function sumOf(entries: TallyEntry[]) {
  const out = new Map<string, { n: number; sumMs: number }>();
  for (const e of entries) {
    const key = `${e.day}|${e.metric}|${e.bucket}`;
    const into = out.get(key) ?? { n: 0, sumMs: 0 };
    into.n += e.n;
    into.sumMs += e.sumMs;
    if (into.n === 0 && into.sumMs === 0) out.delete(key);
    else out.set(key, into);
  }
  return out;
}

describe("an asset's share of the tally", () => {
  it("counts each stage reached on the day of the first report, each time from the last dated step before it, none without a report", () => {
    expect(tallyOf({ first_reported_at: at(1), escalated_at: null, blocked_at: at(3), takedown_submitted_at: at(2), takedown_completed_at: null })).toEqual([
      { day: "2026-11-10", metric: "reached:reported", bucket: 0, n: 1, sumMs: 0 },
      { day: "2026-11-10", metric: "reached:blocked", bucket: 0, n: 1, sumMs: 0 },
      { day: "2026-11-10", metric: "gap:blocked", bucket: gapBucket(2 * H), n: 1, sumMs: 2 * H },
      // Dated before the block: reached, no time.
      { day: "2026-11-10", metric: "reached:submitted", bucket: 0, n: 1, sumMs: 0 },
    ]);
    expect(tallyOf({ first_reported_at: null, escalated_at: at(1), blocked_at: null, takedown_submitted_at: null, takedown_completed_at: null })).toEqual([]);
  });

  it("changes by what a new version takes away and adds: the tally of the last version, whatever came before", () => {
    fc.assert(
      fc.property(fc.array(datesArb, { minLength: 1, maxLength: 6 }), (versions) => {
        const running = versions.flatMap((after, i) => tallyChange([{ before: i === 0 ? null : versions[i - 1]!, after }]));
        expect(sumOf(running)).toEqual(sumOf(tallyOf(versions.at(-1)!)));
      }),
    );
  });
});
