import { describe, expect, it } from "vitest";
import { snoozeUntil } from "./snooze-until";

const now = new Date("2026-11-20T12:00:00.000Z");

describe("snoozeUntil", () => {
  it("gives a day, a week, or no end (until the service changes them)", () => {
    expect(snoozeUntil("day", "", now)).toEqual({ until: "2026-11-21T12:00:00.000Z" });
    expect(snoozeUntil("week", "", now)).toEqual({ until: "2026-11-27T12:00:00.000Z" });
    expect(snoozeUntil("change", "", now)).toEqual({ until: null });
  });

  it("takes a date and time in the future, read in the reader's zone", () => {
    const local = "2026-11-20T14:30";
    expect(snoozeUntil("date", local, now)).toEqual({ until: new Date(local).toISOString() });
  });

  it("refuses in words a missing time or one not in the future", () => {
    expect(snoozeUntil("date", "", now)).toEqual({ error: "Choose the date and time they wake" });
    expect(snoozeUntil("date", "not a time", now)).toEqual({ error: "Choose the date and time they wake" });
    expect(snoozeUntil("date", "2020-01-01T00:00", now)).toEqual({ error: "Choose a time in the future" });
  });
});
