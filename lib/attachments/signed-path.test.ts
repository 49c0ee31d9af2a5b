import { describe, expect, it } from "vitest";
import { isSignedImageUrl, signedImagePath } from "./signed-path";

const URL_A = "https://cdn.example.test/a.png";
const sigOf = (path: string) => new URLSearchParams(path.split("?")[1]).get("sig")!;

describe("signedImagePath", () => {
  it("signs an address the same way each time, and the signature verifies", () => {
    const first = signedImagePath(URL_A, "secret-one-0123456789abcdef0123456789");
    expect(signedImagePath(URL_A, "secret-one-0123456789abcdef0123456789")).toBe(first);
    expect(isSignedImageUrl(URL_A, sigOf(first), "secret-one-0123456789abcdef0123456789")).toBe(true);
  });

  it("never answers with a path signed under another secret", () => {
    const one = signedImagePath(URL_A, "secret-one-0123456789abcdef0123456789");
    const two = signedImagePath(URL_A, "secret-two-0123456789abcdef0123456789");
    expect(sigOf(two)).not.toBe(sigOf(one));
    expect(isSignedImageUrl(URL_A, sigOf(two), "secret-two-0123456789abcdef0123456789")).toBe(true);
    expect(isSignedImageUrl(URL_A, sigOf(two), "secret-one-0123456789abcdef0123456789")).toBe(false);
  });

  it("keeps signing correctly past the remembered addresses' limit", () => {
    const secret = "secret-three-0123456789abcdef01234567";
    for (let i = 0; i < 6_000; i++) {
      const url = `https://cdn.example.test/${i}.png`;
      expect(isSignedImageUrl(url, sigOf(signedImagePath(url, secret)), secret)).toBe(true);
    }
  });
});
