import { describe, expect, it } from "vitest";
import { describeObserved, describeThreshold, parameterLabel, parametersInWords, wordsOfKey } from "./health-values";

describe("healthcheck values in words", () => {
  it("labels observed values with units, never raw hours", () => {
    expect(describeObserved("oldestAgeHours", 2876.49)).toEqual({ key: "oldestAgeHours", label: "Oldest", text: "119 days" });
    expect(describeObserved("pendingCount", 1234).text).toBe("1,234");
    // The one "waiting on you" figure, named as /queues, the wall and /triage name it (lib/format/counts.ts).
    expect(describeObserved("pendingCount", 1).label).toBe("Waiting on you");
    expect(describeObserved("automatedTakedownsEnabled", false).text).toBe("Off");
    expect(describeObserved("hasContactUrl", true).text).toBe("Yes");
    expect(describeObserved("oldestAgeHours", null).text).toBe("—");
  });

  it("writes a time as a date in the zone, named, never ISO", () => {
    expect(describeObserved("disabledSince", "2026-07-26T23:45:18.553Z", "UTC").text).toBe("26 Jul 2026, 23:45 UTC");
  });

  it("labels thresholds from the catalog's units", () => {
    expect(describeThreshold("takedowns.stale-in-progress", "staleThresholdHours", 168)).toEqual({
      key: "staleThresholdHours",
      label: "Stale after",
      text: "7 days",
    });
    expect(describeThreshold("takedowns.stale-in-progress", "warnThreshold", 5).text).toBe("5 stale takedowns");
    expect(describeThreshold("takedowns.stale-in-progress", "warnThreshold", 1).text).toBe("1 stale takedown");
    expect(describeThreshold("assets.dead-asset-spike", "multiplier", 3).text).toBe("× 3");
    expect(describeThreshold("takedowns.automation-off", "failAfterDays", 60).text).toBe("60 days");
  });

  it("turns keys it does not know into words, their units read from the suffix", () => {
    expect(wordsOfKey("someNewKey")).toBe("Some new key");
    expect(describeObserved("queueAgeHours", 49)).toEqual({ key: "queueAgeHours", label: "Queue age hours", text: "2 days" });
    expect(describeThreshold("unknown.check", "maxItems", 3)).toEqual({ key: "maxItems", label: "Max items", text: "3" });
  });
});

describe("parameter labels", () => {
  it("names a parameter by its label, and puts labels in a message that names keys", () => {
    expect(parameterLabel("warnThreshold")).toBe("Warn at");
    expect(parameterLabel("someNewKnob")).toBe("Some new knob");
    expect(parametersInWords("failThreshold must be greater than or equal to warnThreshold", ["warnThreshold", "failThreshold"])).toBe(
      "“Fail at” must be greater than or equal to “Warn at”",
    );
  });
});
