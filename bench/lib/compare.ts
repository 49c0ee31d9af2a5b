// Two trees measured in one run (`npm run bench -- <name> --compare-with <dir>`): samples of the
// same quantity taken in pairs, one from each tree at (nearly) the same moment, so whatever the
// machine was doing hit both. Each pair is one index of `before` and `after`. The figure is the
// ratio of the medians, after ÷ before, with a bootstrap interval over the pairs (the pairs are
// resampled, so the noise the two shared stays shared), and the median of the paired differences
// with their interquartile range.
import { percentile } from "./stats";
import type { Figure } from "./types";

/** Which way is worse: a latency that grows, or a throughput that shrinks. */
export type Better = "lower" | "higher";

export type PairedComparison = {
  pairs: number;
  before: number;
  after: number;
  /** median(after) ÷ median(before). */
  ratio: number;
  /** The ratio's 95 % bootstrap interval, percentile method. */
  low: number;
  high: number;
  /** after − before, pair by pair: median and interquartile range. */
  diff: { q1: number; median: number; q3: number };
  verdict: "after worse beyond the spread" | "after better beyond the spread" | "no difference beyond the spread" | "too few pairs to tell";
};

/** Below this many pairs the resampled interval says nothing (with one pair it has no width at all). */
export const MIN_PAIRS = 5;

/** A small seeded generator (mulberry32): the same interval for the same samples, run after run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Nearest-rank median of a typed array, sorted in place. */
function medianInPlace(values: Float64Array): number {
  values.sort();
  return values[Math.max(0, Math.ceil(values.length / 2) - 1)]!;
}

/** The pairs where both samples are numbers (a failed request is NaN and drops its pair). */
export function completePairs(before: readonly number[], after: readonly number[]): { before: number[]; after: number[] } {
  if (before.length !== after.length) throw new Error(`paired samples differ in length (${before.length} before, ${after.length} after)`);
  const kept = before.flatMap((b, i) => (Number.isFinite(b) && Number.isFinite(after[i]!) ? [i] : []));
  return { before: kept.map((i) => before[i]!), after: kept.map((i) => after[i]!) };
}

export function comparePaired(
  beforeSamples: readonly number[],
  afterSamples: readonly number[],
  options: { better: Better; resamples?: number; random?: () => number },
): PairedComparison {
  const { before, after } = completePairs(beforeSamples, afterSamples);
  const n = before.length;
  const resamples = options.resamples ?? 1_000;
  const random = options.random ?? seededRandom(30);
  const medianBefore = percentile(before, 50);
  const medianAfter = percentile(after, 50);
  const ratios = new Float64Array(n === 0 ? 0 : resamples);
  const b = new Float64Array(n);
  const a = new Float64Array(n);
  for (let r = 0; r < ratios.length; r++) {
    for (let i = 0; i < n; i++) {
      const pick = Math.floor(random() * n);
      b[i] = before[pick]!;
      a[i] = after[pick]!;
    }
    ratios[r] = medianInPlace(a) / medianInPlace(b);
  }
  const ratioList = [...ratios];
  const low = percentile(ratioList, 2.5);
  const high = percentile(ratioList, 97.5);
  const diffs = after.map((v, i) => v - before[i]!);
  const worse = options.better === "lower" ? low > 1 : high < 1;
  const better = options.better === "lower" ? high < 1 : low > 1;
  return {
    pairs: n,
    before: medianBefore,
    after: medianAfter,
    ratio: medianAfter / medianBefore,
    low,
    high,
    diff: { q1: percentile(diffs, 25), median: percentile(diffs, 50), q3: percentile(diffs, 75) },
    verdict:
      n < MIN_PAIRS
        ? "too few pairs to tell"
        : worse
          ? "after worse beyond the spread"
          : better
            ? "after better beyond the spread"
            : "no difference beyond the spread",
  };
}

const fmt = (value: number, unit: string) =>
  Number.isFinite(value) ? `${value.toFixed(Math.abs(value) >= 100 ? 0 : 2)}${unit === "x" ? "x" : ` ${unit}`}` : "n/a";

/** One table row: the ratio after ÷ before and its interval, with before, after and the paired differences in the note. */
export function comparisonFigure(name: string, unit: string, c: PairedComparison, note?: string): Figure {
  return {
    name: `${name}, after ÷ before`,
    stat: "ratio",
    value: c.ratio,
    unit: "x",
    detail: { "95% low": c.low, "95% high": c.high },
    note: [
      `before ${fmt(c.before, unit)}, after ${fmt(c.after, unit)} (medians of ${c.pairs} pairs)`,
      `after − before ${fmt(c.diff.median, unit)} (IQR ${fmt(c.diff.q1, unit)} to ${fmt(c.diff.q3, unit)})`,
      c.verdict,
      note,
    ]
      .filter(Boolean)
      .join(" · "),
  };
}
