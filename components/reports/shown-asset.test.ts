import { describe, expect, it } from "vitest";
import { assetMatchOf, shownAsset } from "./shown-asset";

const a = (type: string, content: string) => ({ type, content });
const assets = [a("URL", "https://claim-acme.example/"), a("TELEGRAM", "https://t.me/acme_wallet"), a("ADDRESS", "0xwallet99")];

describe("shownAsset", () => {
  it("shows the first asset when no filter concerns assets", () => {
    expect(assetMatchOf({ status: "TODO" })).toBeNull();
    expect(shownAsset(assets, null)).toEqual({ asset: assets[0], matched: false });
    expect(shownAsset([], null)).toBeNull();
  });

  it("shows the asset of the filtered type", () => {
    expect(shownAsset(assets, assetMatchOf({ assetTypes: ["ADDRESS", "EMAIL"] }))).toEqual({ asset: assets[2], matched: true });
  });

  it("shows the asset whose content the search matched, ignoring case", () => {
    expect(shownAsset(assets, assetMatchOf({ searchQuery: " WALLET " }))).toEqual({ asset: assets[1], matched: true });
    expect(shownAsset(assets, assetMatchOf({ searchQuery: "wallet", assetTypes: ["ADDRESS"] }))).toEqual({ asset: assets[2], matched: true });
  });

  it("falls back to the first asset, not matched, when the search matched the title", () => {
    expect(shownAsset(assets, assetMatchOf({ searchQuery: "drainer" }))).toEqual({ asset: assets[0], matched: false });
  });
});
