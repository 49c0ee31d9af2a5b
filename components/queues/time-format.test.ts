import { describe, expect, it } from "vitest";
import { formatAgo, formatClock, formatHourMinute, formatUpdated } from "./time-format";

const T = Date.parse("2026-11-20T12:03:07.400Z");

describe("time formatting", () => {
  it("writes 24-hour clock times in a time zone", () => {
    expect(formatClock(T, "UTC")).toBe("12:03:07");
    expect(formatClock(T, "America/New_York")).toBe("07:03:07");
    expect(formatClock(Date.parse("2026-11-20T00:00:00Z"), "UTC")).toBe("00:00:00");
    expect(formatHourMinute(T, "Asia/Kolkata")).toBe("17:33");
  });

  it("writes ages", () => {
    expect(formatAgo(T, T)).toBe("0 s ago");
    expect(formatAgo(T, T + 15_999)).toBe("15 s ago");
    expect(formatAgo(T, T - 5000)).toBe("0 s ago");
    expect(formatAgo(T, T + 119_000)).toBe("119 s ago");
    expect(formatAgo(T, T + 5 * 60_000)).toBe("5 min ago");
    expect(formatAgo(T, T + 3 * 3_600_000)).toBe("3 h ago");
  });

  it("writes the updated line", () => {
    expect(formatUpdated(T, T + 12_000, "UTC")).toBe("Updated 12:03:07 (12 s ago)");
  });
});
