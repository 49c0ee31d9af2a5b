import { describe, expect, it } from "vitest";
import { percentile, sampleInterleaved, summarize } from "./stats";

describe("percentile", () => {
  it("uses the nearest rank", () => {
    const samples = Array.from({ length: 100 }, (_, i) => 100 - i); // 100..1, unsorted
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile(samples, 100)).toBe(100);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([], 50)).toBeNaN();
  });

  it("summarizes without reordering the input", () => {
    const samples = [5, 1, 3];
    expect(summarize(samples)).toEqual({ n: 3, p50: 3, p95: 5, p99: 5, max: 5 });
    expect(samples).toEqual([5, 1, 3]);
  });
});

describe("sampleInterleaved", () => {
  it("runs every case once per round, rotating the first case", async () => {
    const order: string[] = [];
    const result = await sampleInterleaved(["a", "b", "c"], 3, async (item, round) => {
      order.push(item);
      return item === "c" ? [round, round] : round;
    });
    expect(order).toEqual(["a", "b", "c", "b", "c", "a", "c", "a", "b"]);
    expect(result.get("a")).toEqual([0, 1, 2]);
    expect(result.get("c")).toEqual([0, 0, 1, 1, 2, 2]);
  });
});
