import { describe, expect, it } from "vitest";
import { isTimeZone, latestDue, nextDue, reportedWeek, zonedInstant } from "./period";

const MONDAY_9 = { day: 1, hour: 9 };

describe("when a weekly digest is due", () => {
  it("Monday 09:00 in Berlin is 08:00 UTC in winter and 07:00 UTC in summer", () => {
    expect(latestDue({ ...MONDAY_9, timeZone: "Europe/Berlin" }, new Date("2026-11-26T12:00:00Z"))).toEqual({
      period: "2026-11-23",
      scheduledAt: "2026-11-23T08:00:00.000Z",
    });
    expect(latestDue({ ...MONDAY_9, timeZone: "Europe/Berlin" }, new Date("2026-07-01T12:00:00Z"))).toEqual({
      period: "2026-06-29",
      scheduledAt: "2026-06-29T07:00:00.000Z",
    });
  });

  it("on the day itself, before the hour the due one is last week's; from the hour it is today's", () => {
    const berlin = { ...MONDAY_9, timeZone: "Europe/Berlin" };
    expect(latestDue(berlin, new Date("2026-11-23T07:59:59Z")).period).toBe("2026-11-16");
    expect(latestDue(berlin, new Date("2026-11-23T08:00:00Z")).period).toBe("2026-11-23");
  });

  it("the zone decides the day: Monday 09:00 in Auckland is Sunday 20:00 UTC", () => {
    expect(latestDue({ ...MONDAY_9, timeZone: "Pacific/Auckland" }, new Date("2026-11-22T21:00:00Z"))).toEqual({
      period: "2026-11-23",
      scheduledAt: "2026-11-22T20:00:00.000Z",
    });
  });

  it("a week across the autumn change is 169 hours long, across the spring change 167", () => {
    const berlin = { ...MONDAY_9, timeZone: "Europe/Berlin" };
    // Clocks go back on Sunday 25 October 2026, forward on Sunday 29 March 2026.
    const before = latestDue(berlin, new Date("2026-10-20T00:00:00Z"));
    const after = nextDue(berlin, new Date("2026-10-20T00:00:00Z"));
    expect([before.period, after.period]).toEqual(["2026-10-19", "2026-10-26"]);
    expect((Date.parse(after.scheduledAt) - Date.parse(before.scheduledAt)) / 3_600_000).toBe(169);
    const spring = nextDue(berlin, new Date("2026-03-25T00:00:00Z"));
    expect(spring).toEqual({ period: "2026-03-30", scheduledAt: "2026-03-30T07:00:00.000Z" });
    expect((Date.parse(spring.scheduledAt) - Date.parse(latestDue(berlin, new Date("2026-03-25T00:00:00Z")).scheduledAt)) / 3_600_000).toBe(167);
  });

  it("an hour the change skips is sent just after the gap; an hour it repeats, at its first occurrence", () => {
    // New York: 8 March 2026 02:00 does not exist; 1 November 2026 01:00 happens twice.
    expect(new Date(zonedInstant("2026-03-08", 2, "America/New_York")).toISOString()).toBe("2026-03-08T07:00:00.000Z");
    expect(new Date(zonedInstant("2026-11-01", 1, "America/New_York")).toISOString()).toBe("2026-11-01T05:00:00.000Z");
    const sunday2 = latestDue({ day: 0, hour: 2, timeZone: "America/New_York" }, new Date("2026-03-09T00:00:00Z"));
    expect(sunday2).toEqual({ period: "2026-03-08", scheduledAt: "2026-03-08T07:00:00.000Z" });
  });

  it("reports on the seven UTC days before its day; knows a zone from a typo", () => {
    expect(reportedWeek("2026-11-23T08:00:00.000Z")).toEqual({ startDate: "2026-11-16", endDate: "2026-11-22" });
    expect(isTimeZone("Europe/Berlin")).toBe(true);
    expect(isTimeZone("Europe/Berlinn")).toBe(false);
  });
});
