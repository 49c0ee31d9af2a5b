import { describe, expect, it } from "vitest";
import { fromUtcInputValue, toUtcInputValue } from "./utc-input";

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
});
