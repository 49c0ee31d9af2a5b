import { describe, expect, it } from "vitest";
import { comparePaired, comparisonFigure, completePairs, seededRandom } from "./compare";

// Samples are made up here: no timing is taken or asserted.
const noisy = (n: number, seed: number) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => 1 + random());
};

describe("completePairs", () => {
  it("drops a pair when either side failed (NaN), keeping the others aligned", () => {
    expect(completePairs([1, Number.NaN, 3, 4], [10, 20, Number.NaN, 40])).toEqual({ before: [1, 4], after: [10, 40] });
  });

  it("refuses samples of different lengths: they are not pairs", () => {
    expect(() => completePairs([1, 2], [1])).toThrow("differ in length");
  });
});

describe("comparePaired", () => {
  it("finds no difference when both trees gave the same samples", () => {
    const samples = noisy(200, 1);
    const c = comparePaired(samples, samples, { better: "lower" });
    expect(c.ratio).toBe(1);
    expect(c.low).toBe(1);
    expect(c.high).toBe(1);
    expect(c.diff).toEqual({ q1: 0, median: 0, q3: 0 });
    expect(c.verdict).toBe("no difference beyond the spread");
  });

  it("says a latency twice as high is worse and a throughput twice as high is better, the interval around 2", () => {
    const before = noisy(200, 2);
    const after = before.map((v, i) => 2 * v + (i % 2 === 0 ? 0.01 : -0.01));
    const latency = comparePaired(before, after, { better: "lower" });
    expect(latency.ratio).toBeCloseTo(2, 1);
    expect(latency.low).toBeGreaterThan(1.5);
    expect(latency.high).toBeLessThan(2.5);
    expect(latency.low).toBeLessThanOrEqual(latency.ratio);
    expect(latency.high).toBeGreaterThanOrEqual(latency.ratio);
    expect(latency.verdict).toBe("after worse beyond the spread");
    expect(comparePaired(before, after, { better: "higher" }).verdict).toBe("after better beyond the spread");
  });

  it("keeps a small shift inside the spread of noisy, unrelated samples", () => {
    const c = comparePaired(
      noisy(8, 3),
      noisy(8, 4).map((v) => v * 1.02),
      { better: "lower" },
    );
    expect(c.low).toBeLessThan(1);
    expect(c.high).toBeGreaterThan(1);
    expect(c.verdict).toBe("no difference beyond the spread");
  });

  it("gives the same interval for the same samples (seeded resampling)", () => {
    const before = noisy(50, 5);
    const after = noisy(50, 6);
    expect(comparePaired(before, after, { better: "lower" })).toEqual(comparePaired(before, after, { better: "lower" }));
  });

  it("reports the paired differences, not the difference of the medians", () => {
    // Pair by pair after − before is 10, 10, 10, -30: median 10, while the medians (2 and 11) differ by 9.
    const c = comparePaired([1, 2, 3, 40], [11, 12, 13, 10], { better: "lower", resamples: 10 });
    expect(c.diff.median).toBe(10);
    expect(c.after - c.before).toBe(9);
  });

  it("gives no verdict on fewer than five pairs (a smoke run's single round)", () => {
    expect(comparePaired([1], [2], { better: "lower" }).verdict).toBe("too few pairs to tell");
    expect(comparePaired([1, 1, 1, 1], [2, 2, 2, 2], { better: "lower" }).verdict).toBe("too few pairs to tell");
    expect(comparePaired([1, 1, 1, 1, 1], [2, 2, 2, 2, 2], { better: "lower" }).verdict).toBe("after worse beyond the spread");
  });

  it("has no interval without pairs", () => {
    const c = comparePaired([], [], { better: "lower" });
    expect(c.pairs).toBe(0);
    expect(c.ratio).toBeNaN();
    expect(c.low).toBeNaN();
  });
});

describe("comparisonFigure", () => {
  it("is one ratio row with its interval, before and after in the note", () => {
    const figure = comparisonFigure("console p50, c=1", "ms", comparePaired([1, 1, 1, 1, 1], [2, 2, 2, 2, 2], { better: "lower", resamples: 10 }));
    expect(figure).toMatchObject({ name: "console p50, c=1, after ÷ before", stat: "ratio", value: 2, unit: "x", detail: { "95% low": 2, "95% high": 2 } });
    expect(figure.note).toContain("before 1.00 ms, after 2.00 ms (medians of 5 pairs)");
    expect(figure.note).toContain("after worse beyond the spread");
  });
});
