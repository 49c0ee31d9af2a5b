import { describe, expect, it } from "vitest";
import { formatAgo, formatRelative, formatRelativeWithAbsolute, formatUpdated } from "./relative";

const now = Date.parse("2026-11-23T13:05:09Z");

describe("relative times", () => {
  it("reads past and future", () => {
    expect(formatRelative(now - 3 * 3_600_000, now)).toBe("3 hours ago");
    expect(formatRelative(now + 2 * 86_400_000, now)).toBe("in 2 days");
    expect(formatRelative(now - 86_400_000, now)).toBe("yesterday");
    expect(formatRelative(now - 20_000, now)).toBe("just now");
    expect(formatRelative("not a time", now)).toBe("not a time");
  });

  it("keeps the absolute time visible beside it", () => {
    expect(formatRelativeWithAbsolute(now - 3 * 3_600_000, now, "Europe/Paris")).toBe("3 hours ago (23 Nov 2026, 11:05 CET)");
  });

  it("counts ages without '1 seconds'", () => {
    expect(formatAgo(now - 1000, now)).toBe("1 second ago");
    expect(formatAgo(now - 12_000, now)).toBe("12 seconds ago");
    expect(formatAgo(now + 5000, now)).toBe("0 seconds ago");
    expect(formatAgo(now - 135 * 60_000, now)).toBe("2 h 15 min ago");
  });

  it("says when something was updated", () => {
    expect(formatUpdated(now - 12_000, now, "UTC")).toBe("Updated 13:04:57 (12 seconds ago)");
  });
});
