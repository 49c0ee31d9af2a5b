import { describe, expect, it } from "vitest";
import { fromBoundDay, toBoundDay, toBoundValue } from "./date-bounds";

describe("inclusive day bounds", () => {
  it("sends the day after the last day included, and shows it back as that last day", () => {
    expect(toBoundValue("2026-11-20")).toBe("2026-11-21");
    expect(toBoundDay("2026-11-21")).toBe("2026-11-20");
    expect(toBoundValue("2026-12-31")).toBe("2027-01-01");
    expect(toBoundDay(toBoundValue("2028-02-28"))).toBe("2028-02-28");
  });

  it("shows a date-time from a shared link as its own day", () => {
    expect(toBoundDay("2026-02-01T10:00:00Z")).toBe("2026-02-01");
    expect(fromBoundDay("2026-02-01T10:00:00Z")).toBe("2026-02-01");
    expect(fromBoundDay(undefined)).toBe("");
    expect(toBoundDay(undefined)).toBe("");
  });
});
