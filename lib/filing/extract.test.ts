import { describe, expect, it } from "vitest";
import { recognizeAsset } from "@/lib/contract/asset-recognize";
import { extractCandidates, MAX_FILING_ASSETS } from "./extract";

describe("extractCandidates", () => {
  it("finds the URLs, wallet address, sender and handle of an e-mail, in order, each once, and not the file names", () => {
    const email = `From: "Acme Support" <support@acme-help.example>
Subject: Claim your airdrop!

Dear user, claim at https://acme-airdrop.example/claim?ref=42. Or (https://acme-bonus.example).
Send 0.1 ETH to 0x1234567890abcdef1234567890abcdef12345678 to verify.
Questions? DM @acme_support_help or see acme-help.example/faq, https://acme-airdrop.example/claim?ref=42 again.
Attached: evidence.eml, screenshot.png`;
    expect(extractCandidates(email)).toEqual({
      candidates: [
        "support@acme-help.example",
        "https://acme-airdrop.example/claim?ref=42",
        "https://acme-bonus.example",
        "0x1234567890abcdef1234567890abcdef12345678",
        "@acme_support_help",
        "acme-help.example/faq",
      ],
      more: 0,
    });
  });

  it(`keeps at most ${MAX_FILING_ASSETS} and counts the rest`, () => {
    const text = Array.from({ length: MAX_FILING_ASSETS + 3 }, (_, i) => `https://phish-${i}.example`).join("\n");
    const { candidates, more } = extractCandidates(text);
    expect(candidates).toHaveLength(MAX_FILING_ASSETS);
    expect(more).toBe(3);
  });
});

describe("recognizeAsset", () => {
  it.each([
    ["https://X.com/acme_fake", { content: "https://x.com/acme_fake", type: "TWITTER" }],
    ["acme-phish.example", { content: "acme-phish.example", type: "URL" }],
    ["eip155:1:0x1234567890abcdef1234567890abcdef12345678", { content: "eip155:1:0x1234567890abcdef1234567890abcdef12345678", type: "ADDRESS" }],
    ["+14155552671", { content: "+14155552671", type: "PHONE_NUMBER" }],
    ["<scam@mail.example>", { content: "scam@mail.example", type: "EMAIL" }],
    ["http", null],
    ["ftp://files.example", null],
    ["two words", null],
  ])("%s", (text, expected) => {
    expect(recognizeAsset(text)).toEqual(expected);
  });
});
