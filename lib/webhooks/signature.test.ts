import { describe, expect, it } from "vitest";
import { checkSignature, signBody } from "./signature";

const BODY = '{"event":"debug.test","data":{}}';
const CURRENT = "current-secret-0123456789abcdef";
const PREVIOUS = "previous-secret-0123456789abcdef";

describe("the service's webhook signature", () => {
  it("accepts the body signed with the configured secret", () => {
    expect(checkSignature(BODY, signBody(CURRENT, BODY), { current: CURRENT })).toEqual({ ok: true, secret: "current" });
  });

  it("accepts an upper-case hex digest and surrounding spaces", () => {
    const header = ` sha256=${signBody(CURRENT, BODY).slice(7).toUpperCase()} `;
    expect(checkSignature(BODY, header, { current: CURRENT }).ok).toBe(true);
  });

  it("refuses a wrong signature", () => {
    const header = signBody(CURRENT, BODY).replace(/.$/, (c) => (c === "0" ? "1" : "0"));
    expect(checkSignature(BODY, header, { current: CURRENT })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a body changed after signing (the raw bytes are what is signed)", () => {
    const reformatted = JSON.stringify(JSON.parse(BODY), null, 2);
    expect(checkSignature(reformatted, signBody(CURRENT, BODY), { current: CURRENT })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("refuses a missing or empty header", () => {
    expect(checkSignature(BODY, null, { current: CURRENT })).toEqual({ ok: false, reason: "missing" });
    expect(checkSignature(BODY, " ", { current: CURRENT })).toEqual({ ok: false, reason: "missing" });
  });

  it("refuses a header that is not sha256=<64 hex> without comparing", () => {
    for (const header of ["sha1=abc", "sha256=", `sha256=${"z".repeat(64)}`, `sha256=${"a".repeat(63)}`, signBody(CURRENT, BODY).slice(7)]) {
      expect(checkSignature(BODY, header, { current: CURRENT })).toEqual({ ok: false, reason: "malformed" });
    }
  });

  it("refuses a body signed with another secret", () => {
    expect(checkSignature(BODY, signBody("someone-else-0123456789abcdef", BODY), { current: CURRENT, previous: PREVIOUS })).toEqual({
      ok: false,
      reason: "mismatch",
    });
  });

  it("accepts the previous secret during a rotation, and says so", () => {
    expect(checkSignature(BODY, signBody(PREVIOUS, BODY), { current: CURRENT, previous: PREVIOUS })).toEqual({ ok: true, secret: "previous" });
    expect(checkSignature(BODY, signBody(CURRENT, BODY), { current: CURRENT, previous: PREVIOUS })).toEqual({ ok: true, secret: "current" });
  });

  it("refuses the previous secret once it is no longer configured", () => {
    expect(checkSignature(BODY, signBody(PREVIOUS, BODY), { current: CURRENT })).toEqual({ ok: false, reason: "mismatch" });
  });

  it("verifies bytes as well as text", () => {
    const bytes = new TextEncoder().encode(BODY);
    expect(checkSignature(bytes, signBody(CURRENT, BODY), { current: CURRENT }).ok).toBe(true);
  });
});
