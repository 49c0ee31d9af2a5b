import { describe, expect, it } from "vitest";
import type { AssetSearchResult } from "@/lib/contract/asset-search";
import { forecastUnblock, normalizeAssetContent } from "./asset-preview";

const result = (content: string, status: string | null = "BLOCKED"): AssetSearchResult => ({
  asset: { id: 1, content, type: "URL", status, watchStatus: null, createdAt: null, updatedAt: null },
  reports: [],
  takedown: null,
  blockedBy: [],
});

describe("normalizeAssetContent", () => {
  it("trims, lowers scheme and host, drops one trailing slash", () => {
    expect(normalizeAssetContent("  HTTPS://WWW.Acme.Example/  ")).toBe("https://www.acme.example");
    expect(normalizeAssetContent("https://Acme.example/Login/")).toBe("https://acme.example/Login");
    expect(normalizeAssetContent("https://acme.example/a?b=C/")).toBe("https://acme.example/a?b=C/");
  });

  it("tidies a domain typed without its scheme the same way, and adds none (issue 41)", () => {
    expect(normalizeAssetContent("  WWW.Acme.Example/ ")).toBe("www.acme.example");
    expect(normalizeAssetContent("Acme.Example:8443/Login/")).toBe("acme.example:8443/Login");
    expect(normalizeAssetContent("acme.example/a?b=C/")).toBe("acme.example/a?b=C/");
  });

  it("leaves what is not a URL as typed, trimmed", () => {
    expect(normalizeAssetContent("Wallet.eth name")).toBe("Wallet.eth name");
    expect(normalizeAssetContent(" 0xAbC ")).toBe("0xAbC");
    expect(normalizeAssetContent("@Handle")).toBe("@Handle");
  });
});

describe("forecastUnblock", () => {
  const sites = ["https://acme.example", null, "not a url"];
  it("expects an unblock for an address on the organization's brand site, a dispute otherwise", () => {
    expect(forecastUnblock(result("https://www.acme.example"), sites)).toEqual({ kind: "unblock", site: "acme.example" });
    expect(forecastUnblock(result("https://app2.acme.example/x"), sites)).toEqual({ kind: "unblock", site: "acme.example" });
    expect(forecastUnblock(result("https://acme.example.evil.xyz"), sites)).toEqual({ kind: "dispute" });
    expect(forecastUnblock(result("https://x.com/acme_official5"), sites)).toEqual({ kind: "dispute" });
  });

  it("says when the asset is unknown or not blocked", () => {
    expect(forecastUnblock(null, sites)).toEqual({ kind: "unknown-asset" });
    expect(forecastUnblock(result("https://www.acme.example", "ALLOWED"), sites)).toEqual({ kind: "not-blocked", status: "ALLOWED" });
  });
});
