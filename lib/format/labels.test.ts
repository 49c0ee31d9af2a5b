import { describe, expect, it } from "vitest";
import { ASSET_TYPES } from "@/lib/contract/asset-types";
import { KNOWN_BRAND_TYPES } from "@/lib/contract/brand";
import { REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS } from "@/lib/contract/report-list-values";
import { EXTERNAL_REPORTERS } from "@/lib/embedded-service/seed/catalog";
import { describe as describeValue, documentedCodes, isKnown, LABELS, label } from "./labels";

describe("labels", () => {
  it("has a label for every documented value the contract lists", () => {
    for (const v of [...REPORT_STATUSES, ...REPORT_STATUSES_ALTERNATE]) expect(isKnown("reportStatus", v)).toBe(true);
    for (const v of REPORT_SOURCES) expect(isKnown("reportSource", v)).toBe(true);
    for (const v of ASSET_TYPES) expect(isKnown("assetType", v)).toBe(true);
    for (const v of REVIEW_DECISIONS) expect(isKnown("reviewDecision", v)).toBe(true);
    for (const v of KNOWN_BRAND_TYPES) expect(isKnown("brandType", v)).toBe(true);
  });

  it("has no label that is itself a code", () => {
    for (const table of Object.values(LABELS)) {
      for (const [code, text] of Object.entries(table)) {
        if (code === "API") continue;
        expect(text, code).not.toMatch(/^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/);
        expect(text, code).not.toBe(code);
      }
    }
  });

  it("reads the values the issue names", () => {
    expect(label("reportStatus", "IN_PROGRESS")).toBe("In progress");
    expect(label("reportSource", "AUTO_DETECTION")).toBe("Automatic detection");
    expect(label("assetType", "GOOGLE_APP_STORE")).toBe("Google Play app");
    expect(label("reporterRole", "REPORTER")).toBe("Reporter");
    expect(label("takedownStatus", "PENDING_INPUT")).toBe("Waiting for input");
    // Seen raw in a day of use: an asset's lookup and the service user's role.
    expect(label("assetType", "TELEGRAM")).toBe("Telegram channel");
    expect(label("assetStatus", "UNKNOWN")).toBe("Unknown");
    expect(label("watchStatus", "WATCHLISTED")).toBe("Watchlisted");
    expect(label("reporterRole", "MANAGER")).toBe("Manager");
  });

  it("shows unknown values as they come and empties as a dash", () => {
    expect(label("reportStatus", "ON_HOLD")).toBe("ON_HOLD");
    expect(label("reportStatus", null)).toBe("—");
    expect(label("assetType", "constructor")).toBe("constructor");
    expect(describeValue("reportStatus", "ON_HOLD")).toEqual({ label: "ON_HOLD", code: null });
  });

  it("names the platforms external reporters come from, and the console's own values, in words", () => {
    for (const [, platform] of EXTERNAL_REPORTERS) expect(isKnown("reporterPlatform", platform), platform).toBe(true);
    expect(label("reporterPlatform", "TELEGRAM")).toBe("Telegram");
    expect(label("reporterPlatform", "MASTODON")).toBe("MASTODON");
    expect(label("consoleRole", "reviewer")).toBe("Reviewer");
    expect(label("alertChannelType", "teams")).toBe("Teams");
    expect(label("deliveryStatus", "failed")).toBe("Given up");
    expect(label("deliveryOutcome", "success")).toBe("Sent");
  });

  it("keeps the code reachable", () => {
    expect(describeValue("assetType", "GOOGLE_APP_STORE")).toEqual({ label: "Google Play app", code: "GOOGLE_APP_STORE" });
  });

  it("lists documented codes", () => {
    expect(documentedCodes(["reportStatus"])).toEqual(["TODO", "IN_PROGRESS", "CLOSED", "PENDING", "APPROVED", "REJECTED"]);
  });
});
