import { describe, expect, it } from "vitest";
import { maxPerWindow } from "../coalescing.bench";

describe("maxPerWindow (upstream calls per reuse window)", () => {
  const calls = (...at: number[]) => at.map((t) => ({ method: "POST", path: "/", body: "", at: t, answeredAt: t + 1 }));
  it("counts the most calls starting within any window of that length", () => {
    expect(maxPerWindow(calls(), 10_000)).toBe(0);
    expect(maxPerWindow(calls(0, 10_000, 20_001), 10_000)).toBe(1);
    expect(maxPerWindow(calls(0, 9_999, 30_000), 10_000)).toBe(2);
    expect(maxPerWindow(calls(50, 5, 40, 30_000), 10_000)).toBe(3);
  });
});
