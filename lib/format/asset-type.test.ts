import { describe, expect, it } from "vitest";
import { assetTypeLabel } from "./asset-type";

describe("assetTypeLabel", () => {
  it("words every asset type, those outside the enum and the service's UNKNOWN included", () => {
    expect(assetTypeLabel("URL")).toBe("Web address");
    expect(assetTypeLabel("DOMAIN")).toBe("Domain");
    expect(assetTypeLabel("TWITTER_ACCOUNT")).toBe("Twitter account");
    expect(assetTypeLabel("UNKNOWN")).toBe("Unknown type");
    expect(assetTypeLabel(null)).toBe("Type not sent");
  });
});
