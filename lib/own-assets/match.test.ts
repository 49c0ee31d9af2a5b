import { describe, expect, it } from "vitest";
import { matchOwnAsset, type OwnAssetRef, ownAssetWarning } from "./match";

const OWN: OwnAssetRef[] = [
  { id: 1, content: "https://www.acme.example", name: "Main website" },
  { id: 2, content: "bücher.example", name: null },
  { id: 3, content: "0x1234567890AbcdEF1234567890abcdef12345678", name: "Treasury" },
  { id: 4, content: "@AcmeOfficial", name: null },
  { id: 5, content: "https://x.com/acme_support", name: null },
  { id: 6, content: "https://t.me/acmechat", name: null },
];

const kindOf = (content: string) => matchOwnAsset(content, OWN)?.kind ?? null;
const idOf = (content: string) => matchOwnAsset(content, OWN)?.asset.id ?? null;

describe("an asset under review against the organization's own", () => {
  it("hosts: the same host (any scheme, path or case, www. aside) and its subdomains, never a look-alike", () => {
    expect(kindOf("https://www.acme.example/login")).toBe("same-host");
    expect(kindOf("HTTP://ACME.EXAMPLE")).toBe("same-host");
    expect(kindOf("login.acme.example")).toBe("subdomain");
    expect(kindOf("https://a.b.acme.example/x?y=1")).toBe("subdomain");
    expect(kindOf("https://evil-acme.example")).toBeNull();
    expect(kindOf("https://acme.example.evil.test")).toBeNull();
  });

  it("punycode and unicode are one host, in any case", () => {
    expect(kindOf("https://xn--bcher-kva.example/")).toBe("same-host");
    expect(kindOf("https://BÜCHER.example")).toBe("same-host");
    expect(kindOf("shop.xn--bcher-kva.example")).toBe("subdomain");
  });

  it("addresses: checksummed and lower case are the same address", () => {
    expect(kindOf("0x1234567890abcdef1234567890abcdef12345678")).toBe("same-address");
    expect(idOf("0x1234567890ABCDEF1234567890ABCDEF12345678")).toBe(3);
    expect(kindOf("0x1234567890abcdef1234567890abcdef12345679")).toBeNull();
  });

  it("handles: @name, and an account's address on its site, in any case; another account on the same site is not ours", () => {
    expect(kindOf("@acmeofficial")).toBe("same-handle");
    expect(idOf("https://twitter.com/AcmeOfficial")).toBe(4);
    expect(idOf("@Acme_Support")).toBe(5);
    expect(kindOf("https://x.com/acme_supp0rt")).toBeNull();
    expect(idOf("t.me/AcmeChat")).toBe(6);
    expect(kindOf("https://t.me/scamchat")).toBeNull();
  });

  it("an exact match wins over a subdomain; nothing to match gives null", () => {
    const own = [
      { id: "a", content: "acme.example", name: null },
      { id: "b", content: "https://app.acme.example", name: null },
    ];
    expect(matchOwnAsset("https://app.acme.example/x", own)).toMatchObject({ kind: "same-host", asset: { id: "b" } });
    expect(matchOwnAsset(null, own)).toBeNull();
    expect(matchOwnAsset("   ", own)).toBeNull();
  });

  it("says the warning in words", () => {
    expect(ownAssetWarning(matchOwnAsset("login.acme.example", OWN)!)).toBe(
      "This asset is a subdomain of the organization's own asset https://www.acme.example (Main website): approving it would block the organization's own asset for everyone who uses the service's blocklist.",
    );
  });
});
