import { beforeAll, describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_HASH_N, setPasswordHashNForTests, verifyPassword } from "./passwords";

describe("passwords", () => {
  // Other unit tests hash cheaply (lib/testing/vitest-fast-passwords.ts); this file checks the real cost.
  beforeAll(() => setPasswordHashNForTests(PASSWORD_HASH_N));

  it("hashes as scrypt$N$r$p$salt$hash with a fresh salt", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9_-]{22}\$[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("verifies the right password and rejects others", async () => {
    const stored = await hashPassword("rampart-demo");
    expect(await verifyPassword("rampart-demo", stored)).toBe(true);
    expect(await verifyPassword("rampart-demO", stored)).toBe(false);
    expect(await verifyPassword("", stored)).toBe(false);
  });

  it("treats Unicode-equivalent passwords alike (NFC)", async () => {
    const stored = await hashPassword("caf\u00e9-pass");
    expect(await verifyPassword("cafe\u0301-pass", stored)).toBe(true);
  });

  it("rejects malformed or tampered hashes without throwing", async () => {
    const stored = await hashPassword("secret-pass");
    const parts = stored.split("$");
    const flipped = [...parts];
    flipped[5] = `${parts[5][0] === "A" ? "B" : "A"}${parts[5].slice(1)}`;
    for (const bad of [
      "",
      "plain",
      "bcrypt$10$abc",
      flipped.join("$"),
      ["scrypt", "3000", ...parts.slice(2)].join("$"), // N not a power of two
      ["scrypt", String(1 << 24), ...parts.slice(2)].join("$"), // N too large
      [...parts.slice(0, 5), ""].join("$"),
    ]) {
      expect(await verifyPassword("secret-pass", bad)).toBe(false);
    }
  });
});
