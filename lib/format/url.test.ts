import { describe, expect, it } from "vitest";
import { splitWebAddress, urlHost } from "./url";

describe("urlHost", () => {
  it("gives the host of an http(s) address, lower case, without www.", () => {
    expect(urlHost("https://claim-acme-1234.example/wallet/index.html")).toBe("claim-acme-1234.example");
    expect(urlHost("http://WWW.Acme.example:8080/")).toBe("acme.example:8080");
    expect(urlHost("  https://t.me/acme_claim9  ")).toBe("t.me");
  });

  it("is null for what is not a web address", () => {
    for (const v of [
      null,
      undefined,
      "",
      "0xabc123",
      "claim.acme@mail.example",
      "+15550001",
      "javascript:alert(1)",
      "ftp://x.example/",
      "https://",
      "not a url",
    ]) {
      expect(urlHost(v), String(v)).toBeNull();
    }
  });
});

describe("splitWebAddress", () => {
  it("splits host and the rest, dropping the scheme and a lone slash", () => {
    expect(splitWebAddress("https://claim-acme.example/")).toEqual({ host: "claim-acme.example", rest: "" });
    expect(splitWebAddress("https://x.com/acme_claim12?s=1#top")).toEqual({ host: "x.com", rest: "/acme_claim12?s=1#top" });
    expect(splitWebAddress("0xabc")).toBeNull();
  });
});
