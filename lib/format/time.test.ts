import { describe, expect, it } from "vitest";
import { formatClock, formatDate, formatDateTime, formatTime, formatWhen, formatZone, formatZoneLabel, toMs } from "./time";

const winter = Date.parse("2026-11-23T13:05:09Z");
const summer = Date.parse("2026-07-26T23:45:18.553Z");

describe("absolute times", () => {
  it("names the zone it writes in", () => {
    expect(formatDateTime(winter, "UTC")).toBe("23 Nov 2026, 13:05 UTC");
    expect(formatDateTime(winter, "Europe/Paris")).toBe("23 Nov 2026, 14:05 CET");
    expect(formatDateTime(summer, "Europe/Paris")).toBe("27 Jul 2026, 01:45 CEST");
    expect(formatDateTime(winter, "America/New_York")).toBe("23 Nov 2026, 08:05 GMT-5");
    expect(formatDateTime(winter, "Asia/Kolkata")).toBe("23 Nov 2026, 18:35 GMT+5:30");
  });

  it("uses one date format and 24-hour times", () => {
    expect(formatDate("2026-01-02T23:30:00Z", "UTC")).toBe("2 Jan 2026");
    expect(formatDate("2026-01-02T23:30:00Z", "Asia/Tokyo")).toBe("3 Jan 2026");
    expect(formatTime(winter, "America/Los_Angeles")).toBe("05:05");
    expect(formatClock(winter, "Europe/Paris")).toBe("14:05:09");
    expect(formatClock(Date.parse("2026-11-23T00:00:00Z"), "UTC")).toBe("00:00:00");
    expect(formatDateTime("2026-11-20T13:05:09.123+01:00", "UTC", { seconds: true })).toBe("20 Nov 2026, 12:05:09 UTC");
  });

  it("calls UTC UTC", () => {
    expect(formatZone(winter, "UTC")).toBe("UTC");
    expect(formatZone(winter, "Etc/UTC")).toBe("UTC");
  });

  it("shows what is not a time as it comes", () => {
    expect(formatDateTime("soon", "UTC")).toBe("soon");
    expect(toMs("soon")).toBeNull();
    expect(toMs(new Date(winter))).toBe(winter);
  });

  it("drops the date on the same day", () => {
    expect(formatWhen(winter + 3_600_000, winter, "UTC")).toBe("14:05 UTC");
    expect(formatWhen(winter + 86_400_000, winter, "UTC")).toBe("24 Nov 2026, 13:05 UTC");
  });
});

describe("formatZoneLabel", () => {
  it("names the zone once for UTC and twice otherwise", () => {
    expect(formatZoneLabel(winter, "UTC")).toBe("UTC");
    expect(formatZoneLabel(winter, "America/New_York")).toBe("America/New_York (GMT-5)");
  });
});
