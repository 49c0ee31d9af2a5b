import { fc, test } from "@fast-check/vitest";
import { describe, expect, it } from "vitest";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import { allThresholdKeys, checkBody, parseThresholds, rawThresholdsOf, thresholdKey, thresholdUrlValues } from "./threshold-params";

const check = (id: string) => HEALTHCHECKS.find((c) => c.id === id)!;
const stale = check("takedowns.stale-in-progress");
const old = check("reviewing.old-proposals");

describe("parseThresholds", () => {
  it("accepts the section 4.2 and 4.3 parameters", () => {
    expect(parseThresholds(stale, { staleThresholdHours: "72", warnThreshold: "2", failThreshold: "10" })).toEqual({
      ok: true,
      overrides: { staleThresholdHours: 72, warnThreshold: 2, failThreshold: 10 },
    });
    expect(parseThresholds(old, { warnAgeHours: "24", failAgeHours: "48.5" })).toEqual({
      ok: true,
      overrides: { warnAgeHours: 24, failAgeHours: 48.5 },
    });
  });

  it("treats blank as the default", () => {
    expect(parseThresholds(stale, { warnThreshold: " ", failThreshold: "" })).toEqual({ ok: true, overrides: {} });
  });

  it("refuses non-numbers, zero, negatives, huge values", () => {
    for (const bad of ["abc", "-1", "1e3", "0x10", "Infinity", "1,5"]) {
      const r = parseThresholds(stale, { staleThresholdHours: bad });
      expect(r.ok, bad).toBe(false);
      if (!r.ok) expect(r.errors[0]).toEqual({ param: "staleThresholdHours", message: "staleThresholdHours must be a positive number" });
    }
    const zero = parseThresholds(stale, { warnThreshold: "0" });
    expect(zero).toEqual({ ok: false, errors: [{ param: "warnThreshold", message: "warnThreshold must be greater than 0" }] });
    const huge = parseThresholds(stale, { staleThresholdHours: "99999999" });
    expect(huge.ok).toBe(false);
  });

  it("refuses a fail threshold under its warn threshold, defaults included", () => {
    expect(parseThresholds(stale, { warnThreshold: "5", failThreshold: "2" })).toEqual({
      ok: false,
      errors: [{ param: "failThreshold", message: "failThreshold must be greater than or equal to warnThreshold" }],
    });
    // warnAgeHours above the default failAgeHours (336)
    expect(parseThresholds(old, { warnAgeHours: "400" }).ok).toBe(false);
  });

  it("refuses parameters the check does not have", () => {
    const r = parseThresholds(old, { warnThreshold: "3" });
    expect(r.ok).toBe(false);
  });

  test.prop([fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 0, max: 1000 })])("any ordered pair of positive counts passes", (warn, extra) => {
    const r = parseThresholds(stale, { warnThreshold: String(warn), failThreshold: String(warn + extra) });
    expect(r).toEqual({ ok: true, overrides: { warnThreshold: warn, failThreshold: warn + extra } });
  });
});

describe("URL keys and bodies", () => {
  it("keys are check id + parameter, one per documented parameter", () => {
    expect(thresholdKey("reviewing.old-proposals", "warnAgeHours")).toBe("reviewing.old-proposals.warnAgeHours");
    const keys = allThresholdKeys(HEALTHCHECKS);
    expect(keys).toContain("takedowns.stale-in-progress.staleThresholdHours");
    expect(keys).toContain("assets.dead-asset-spike.minSpikeCount");
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("reads a check's values out of the URL and writes them back", () => {
    const url = { "reviewing.old-proposals.warnAgeHours": "24", "takedowns.stale-in-progress.warnThreshold": "9", other: "x" };
    expect(rawThresholdsOf(old, url)).toEqual({ warnAgeHours: "24" });
    expect(thresholdUrlValues(old, { warnAgeHours: 24 })).toEqual({
      "reviewing.old-proposals.warnAgeHours": "24",
      "reviewing.old-proposals.failAgeHours": null,
    });
  });

  it("builds the body: slug first, then the overrides in parameter order", () => {
    expect(JSON.stringify(checkBody(stale, { failThreshold: 9, staleThresholdHours: 1 }, "acme"))).toBe(
      '{"slug":"acme","staleThresholdHours":1,"failThreshold":9}',
    );
    expect(checkBody(stale, {}, null)).toEqual({});
  });
});
