import { describe, expect, it } from "vitest";
import { slaBucket } from "./sla";

const NOW = Date.parse("2026-11-20T12:00:00.000Z");
const at = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();

describe("slaBucket", () => {
  it.each([
    [-5, "breached"],
    [0, "breached"],
    [0.0001, "due-24h"],
    [24, "due-24h"],
    [24.0001, "due-72h"],
    [72, "due-72h"],
    [72.0001, "later"],
    [500, "later"],
  ] as const)("due in %d h → %s", (hours, bucket) => {
    expect(slaBucket(at(hours), NOW)).toBe(bucket);
  });

  it("is none without an SLA or with an unreadable date", () => {
    expect(slaBucket(null, NOW)).toBe("none");
    expect(slaBucket(undefined, NOW)).toBe("none");
    expect(slaBucket("", NOW)).toBe("none");
    expect(slaBucket("not a date", NOW)).toBe("none");
  });

  it("reads offsets, not only UTC", () => {
    expect(slaBucket("2026-11-20T13:00:00+02:00", NOW)).toBe("breached");
    expect(slaBucket("2026-11-20T13:00:00-02:00", NOW)).toBe("due-24h");
  });
});
