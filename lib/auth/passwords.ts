import "server-only";
import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from "node:crypto";

/** Cost parameters for new hashes (N = 2^15: about 50–100 ms here, 32 MiB of memory). */
export const PASSWORD_HASH_N = 32768;
let N = PASSWORD_HASH_N;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Refuse stored parameters beyond this, so a tampered row cannot make verify hog the CPU. */
const MAX_N = 1 << 20;

function derive(password: string, salt: Buffer, n: number, r: number, p: number, keyLength: number): Promise<Buffer> {
  const options: ScryptOptions = { N: n, r, p, maxmem: 256 * n * r + 1024 * 1024 };
  return new Promise((resolve, reject) => {
    scrypt(password.normalize("NFC"), salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key)));
  });
}

/**
 * Unit tests hash with a smaller N (lib/testing/vitest-fast-passwords.ts): the parameters travel in
 * every hash, so verifying is unchanged, and hundreds of sign-ins in route tests stop costing
 * minutes of scrypt. passwords.test.ts restores the production N and checks it.
 */
export function setPasswordHashNForTests(n: number): void {
  N = n;
}

/** `scrypt$N$r$p$salt$hash`, salt and hash base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_LENGTH);
  const key = await derive(password, salt, N, R, P, KEY_LENGTH);
  return `scrypt$${N}$${R}$${P}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

/** Timing-safe check of a password against a stored hash; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parts = stored.split("$");
  if (parts.length !== 6 || parts[0] !== "scrypt") return false;
  const [n, r, p] = parts.slice(1, 4).map(Number);
  if (![n, r, p].every(Number.isSafeInteger) || n < 2 || n > MAX_N || (n & (n - 1)) !== 0 || r < 1 || r > 32 || p < 1 || p > 16) {
    return false;
  }
  const salt = Buffer.from(parts[4], "base64url");
  const expected = Buffer.from(parts[5], "base64url");
  if (salt.length === 0 || expected.length < 16 || expected.length > 128) return false;
  const actual = await derive(password, salt, n, r, p, expected.length);
  return timingSafeEqual(actual, expected);
}
