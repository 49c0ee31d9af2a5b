import { describe, expect, it } from "vitest";
import { formatAboutDuration, formatDays, formatDuration, formatHours, formatWait, plural } from "./duration";

describe("formatDuration", () => {
  it.each([
    [0, "0 seconds"],
    [1000, "1 second"],
    [45_000, "45 seconds"],
    [60_000, "1 min"],
    [12 * 60_000 + 5000, "12 min"],
    [3_600_000, "1 h"],
    [2 * 3_600_000 + 15 * 60_000, "2 h 15 min"],
    [47 * 3_600_000 + 59 * 60_000, "47 h 59 min"],
    [48 * 3_600_000, "2 days"],
    [120 * 86_400_000 + 5 * 3_600_000, "120 days"],
    [-90_000, "1 min"],
  ])("%d ms reads %s", (ms, words) => {
    expect(formatDuration(ms)).toBe(words);
  });

  it("never prints a fractional hour count", () => {
    expect(formatHours(2876.49)).toBe("119 days");
    expect(formatHours(0.5)).toBe("30 min");
    expect(formatHours(168)).toBe("7 days");
  });

  it("reads days, including one", () => {
    expect(formatDays(1)).toBe("24 h");
    expect(formatDays(7)).toBe("7 days");
  });

  it("shows a dash for what is not a number", () => {
    expect(formatDuration(Number.NaN)).toBe("—");
  });

  it("pluralises only above one", () => {
    expect(plural(1, "report")).toBe("1 report");
    expect(plural(0, "report")).toBe("0 reports");
    expect(plural(1200, "match", "matches")).toBe("1,200 matches");
  });
});

describe("formatWait", () => {
  it("rounds a wait up to the unit it shows", () => {
    expect(formatWait(20_000)).toBe("20 seconds");
    expect(formatWait(999)).toBe("1 second");
    expect(formatWait(89_500)).toBe("2 min");
    expect(formatWait(3 * 3_600_000 + 30_000)).toBe("3 h 1 min");
    expect(formatWait(2 * 3_600_000)).toBe("2 h");
    expect(formatWait(-5)).toBe("0 seconds");
  });
});

describe("formatAboutDuration", () => {
  it.each([
    [2876.67 * 3_600_000, "about 120 days"],
    [48 * 3_600_000, "2 days"],
    [2.5 * 3_600_000, "2 h 30 min"],
    [90.4 * 1000, "about 2 min"],
    [(10 * 24 + 0.25) * 3_600_000, "about 10 days"],
    [5000, "5 seconds"],
  ])("%d ms reads %s", (ms, words) => {
    expect(formatAboutDuration(ms)).toBe(words);
  });
});
