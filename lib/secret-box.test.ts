import { describe, expect, it } from "vitest";
import { deriveKey, open, seal } from "./secret-box";

describe("channel secrets at rest", () => {
  const key = deriveKey("x".repeat(40));

  it("round-trips and never stores the plaintext", () => {
    const sealed = seal(key, "https://hooks.example/T000/B000/XXXX");
    expect(sealed).not.toContain("hooks.example");
    expect(open(key, sealed)).toBe("https://hooks.example/T000/B000/XXXX");
    expect(seal(key, "same")).not.toBe(seal(key, "same"));
  });

  it("refuses a tampered value and another key", () => {
    const sealed = seal(key, "secret");
    const parts = sealed.split(".");
    const flipped = Buffer.from(parts[3]!, "base64url");
    flipped[0]! ^= 1;
    expect(() => open(key, [...parts.slice(0, 3), flipped.toString("base64url")].join("."))).toThrow();
    expect(() => open(deriveKey("y".repeat(40)), sealed)).toThrow();
  });
});
