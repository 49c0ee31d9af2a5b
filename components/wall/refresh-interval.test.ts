import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { describeRefreshInterval, formatRefreshInterval, parseRefreshInterval, REFRESH_FLOOR_MS, REFRESH_OPTIONS } from "./refresh-interval";

const opts = { fallback: 60_000 } as const;

describe("parseRefreshInterval", () => {
  it("reads seconds, minutes, hours and bare seconds", () => {
    expect(parseRefreshInterval("15s", opts)).toBe(15_000);
    expect(parseRefreshInterval("30s", opts)).toBe(30_000);
    expect(parseRefreshInterval("60s", opts)).toBe(60_000);
    expect(parseRefreshInterval("1m", opts)).toBe(60_000);
    expect(parseRefreshInterval("5min", opts)).toBe(300_000);
    expect(parseRefreshInterval("1h", opts)).toBe(3_600_000);
    expect(parseRefreshInterval("90", opts)).toBe(90_000);
    expect(parseRefreshInterval(" 20S ", opts)).toBe(20_000);
  });

  it("raises anything under the 15 s floor to the floor", () => {
    expect(parseRefreshInterval("1s", opts)).toBe(REFRESH_FLOOR_MS);
    expect(parseRefreshInterval("14.9s", opts)).toBe(REFRESH_FLOOR_MS);
    expect(parseRefreshInterval("500ms", opts)).toBe(REFRESH_FLOOR_MS);
    expect(parseRefreshInterval("0.1m", opts)).toBe(REFRESH_FLOOR_MS);
  });

  it("reads off, unless off is not allowed (the wall)", () => {
    expect(parseRefreshInterval("off", opts)).toBe(false);
    expect(parseRefreshInterval("0", opts)).toBe(false);
    expect(parseRefreshInterval("off", { fallback: 60_000, allowOff: false })).toBe(60_000);
    expect(parseRefreshInterval("0s", { fallback: 60_000, allowOff: false })).toBe(60_000);
  });

  it("falls back on absent or unreadable values", () => {
    for (const raw of [null, undefined, "", "soon", "-5s", "1e3", "15 parsecs", "Infinity"]) {
      expect(parseRefreshInterval(raw, opts)).toBe(60_000);
    }
  });

  it("caps at a day", () => {
    expect(parseRefreshInterval("1000h", opts)).toBe(24 * 3_600_000);
  });

  test.prop([fc.string()])("never returns a positive interval under the floor", (raw) => {
    const value = parseRefreshInterval(raw, opts);
    expect(value === false || value >= REFRESH_FLOOR_MS).toBe(true);
  });

  test.prop([fc.integer({ min: 15, max: 86_400 })])("format and parse round-trip", (seconds) => {
    const ms = seconds * 1000;
    expect(parseRefreshInterval(formatRefreshInterval(ms), opts)).toBe(ms);
  });
});

describe("formatting", () => {
  it("writes the URL form and the human form", () => {
    expect(REFRESH_OPTIONS.map((o) => formatRefreshInterval(o.value))).toEqual(["off", "15s", "30s", "1m", "5m"]);
    expect(describeRefreshInterval(15_000)).toBe("15 s");
    expect(describeRefreshInterval(300_000)).toBe("5 min");
    expect(describeRefreshInterval(false)).toBe("Off");
  });
});
