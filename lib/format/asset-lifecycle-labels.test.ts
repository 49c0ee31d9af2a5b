import { describe, expect, it } from "vitest";
import { describeLifecycle, lifecycleLabel } from "./asset-lifecycle-labels";

describe("the words of the threats feed and the watchlist", () => {
  it("says each documented value in words, keeping the code for experts", () => {
    expect(describeLifecycle("threatState", "escalated")).toEqual({ label: "Escalated", code: "escalated" });
    expect(lifecycleLabel("pendingStatus", "BLOCKED")).toBe("Block pending");
    expect(lifecycleLabel("watchlistReason", "RE_REGISTERED")).toBe("Registered again");
    // The reasons a review gives come from labels.ts.
    expect(lifecycleLabel("watchlistReason", "PARKING")).toBe("Parked domain");
  });

  it("shows an unknown value as sent, and nothing as a dash", () => {
    expect(describeLifecycle("threatState", "quarantined")).toEqual({ label: "quarantined", code: null });
    expect(lifecycleLabel("watchlistReason", "LOOKALIKE")).toBe("LOOKALIKE");
    expect(lifecycleLabel("threatState", null)).toBe("—");
  });
});
