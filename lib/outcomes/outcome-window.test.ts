import { describe, expect, it } from "vitest";
import { checkDate, daysIn, instantsOf, previousOf, resolveWindow } from "./outcome-window";

const NOW = new Date("2026-11-26T11:00:00Z");

describe("the Outcomes window", () => {
  it("7 / 30 / 90 days end today (UTC), both ends included, beside the same length before", () => {
    const r = resolveWindow({ days: 7 }, NOW);
    expect(r).toEqual({
      ok: true,
      window: { startDate: "2026-11-20", endDate: "2026-11-26", days: 7, previous: { startDate: "2026-11-13", endDate: "2026-11-19" } },
    });
    const ninety = resolveWindow({ days: 90 }, NOW);
    expect(ninety.ok && ninety.window.days).toBe(90);
    expect(ninety.ok && daysIn(ninety.window.previous)).toBe(90);
  });

  it("a custom range keeps its length for the previous period, across month and leap-year ends", () => {
    expect(previousOf({ startDate: "2024-03-01", endDate: "2024-03-31" })).toEqual({ startDate: "2024-01-30", endDate: "2024-02-29" });
    expect(previousOf({ startDate: "2026-01-01", endDate: "2026-01-01" })).toEqual({ startDate: "2025-12-31", endDate: "2025-12-31" });
  });

  it("refuses what cannot be a range, in words", () => {
    expect(resolveWindow({ from: "2026-11-10", to: "2026-11-01" }, NOW)).toEqual({ ok: false, message: "The range starts after it ends" });
    expect(resolveWindow({ from: "2026-11-10", to: "2026-12-01" }, NOW)).toEqual({ ok: false, message: "The range ends after today" });
    expect(resolveWindow({ from: "2020-01-01", to: "2026-11-01" }, NOW).ok).toBe(false);
    expect(resolveWindow({ from: "2026-02-30", to: "2026-03-01" }, NOW).ok).toBe(false);
  });

  it("reads only real dates, and gives a range's first and last instants", () => {
    expect(checkDate("2026-02-29")).toBeNull();
    expect(checkDate("2024-02-29")).toBe("2024-02-29");
    expect(checkDate("2026-1-1")).toBeNull();
    expect(instantsOf({ startDate: "2026-11-20", endDate: "2026-11-26" })).toEqual({ start: "2026-11-20T00:00:00.000Z", end: "2026-11-26T23:59:59.999Z" });
  });
});
