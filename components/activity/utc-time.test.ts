import { describe, expect, it } from "vitest";
import { formatUtc, fromUtcInputValue, toUtcInputValue } from "./utc-time";

describe("UTC time helpers", () => {
  it("round-trips a datetime-local value as UTC", () => {
    const date = fromUtcInputValue("2026-11-20T12:05");
    expect(date?.toISOString()).toBe("2026-11-20T12:05:00.000Z");
    expect(toUtcInputValue(date)).toBe("2026-11-20T12:05");
    expect(fromUtcInputValue("2026-11-20T12:05:30")?.toISOString()).toBe("2026-11-20T12:05:30.000Z");
  });

  it("refuses empty, malformed and impossible dates", () => {
    expect(fromUtcInputValue("")).toBeNull();
    expect(fromUtcInputValue("yesterday")).toBeNull();
    expect(fromUtcInputValue("2026-02-31T10:00")).toBeNull();
    expect(toUtcInputValue(null)).toBe("");
    expect(toUtcInputValue(new Date("nope"))).toBe("");
  });

  it("formats an instant in UTC and leaves odd text alone", () => {
    expect(formatUtc("2026-11-20T13:05:09.123+01:00")).toBe("2026-11-20 12:05:09 UTC");
    expect(formatUtc("not a date")).toBe("not a date");
  });
});
