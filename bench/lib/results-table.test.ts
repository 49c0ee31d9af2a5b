import { describe, expect, it } from "vitest";
import { formatResultsTable, verdict } from "./results-table";
import type { Figure } from "./types";

const figure = (value: number, target?: Figure["target"]): Figure => ({ name: "x", stat: "p95", value, unit: "ms", target });

describe("verdict", () => {
  it("passes at or under a max, at or over a min", () => {
    expect(verdict(figure(5, { max: 5 }))).toBe("pass");
    expect(verdict(figure(5.01, { max: 5 }))).toBe("MISS");
    expect(verdict(figure(2, { min: 2 }))).toBe("pass");
    expect(verdict(figure(1.9, { min: 2 }))).toBe("MISS");
    expect(verdict(figure(Number.NaN, { max: 5 }))).toBe("MISS");
    expect(verdict(figure(9))).toBe("");
  });
});

describe("formatResultsTable", () => {
  it("prints one row per figure with value, target, verdict and detail", () => {
    const table = formatResultsTable([
      { bench: "svc", figures: [{ name: "list · status", stat: "p95", value: 3.456, unit: "ms", target: { max: 5 }, detail: { p50: 1.2, cold: 140 } }] },
      { bench: "svc", figures: [{ name: "proposals", stat: "total", value: 1_000_123, unit: "count" }] },
    ]);
    const lines = table.split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[2]).toMatch(/^svc\s+list · status\s+p95\s+3\.46 ms\s+≤ 5\.00 ms\s+pass\s+p50 1\.20 ms · cold 140 ms$/);
    expect(lines[3]).toMatch(/proposals\s+total\s+1,000,123$/);
  });
});
