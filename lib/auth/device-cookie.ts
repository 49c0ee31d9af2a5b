import "server-only";
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RequestCookies } from "next/dist/server/web/spec-extension/cookies";

/**
 * OWASP's device cookie: a browser that has signed in as a user before carries a signed cookie
 * naming that user. Its attempts for that user are counted against the cookie, not the account,
 * so strangers failing on `admin` cannot lock the real admin out.
 */
export const DEVICE_COOKIE = "rampart_device";
export const DEVICE_COOKIE_SECONDS = 400 * 24 * 60 * 60;

function mac(secret: string, username: string, nonce: string): Buffer {
  return createHmac("sha256", secret).update(`rampart-device\0${username}\0${nonce}`).digest();
}

/** `base64url(username).nonce.base64url(hmac)` for a user, with a new nonce. */
export function deviceCookieFor(username: string, secret: string): string {
  const nonce = randomBytes(16).toString("base64url");
  return `${Buffer.from(username).toString("base64url")}.${nonce}.${mac(secret, username, nonce).toString("base64url")}`;
}

/** The device's nonce when the cookie is intact and names this user, else null. */
export function trustedDeviceOf(value: string | undefined, username: string, secret: string): string | null {
  const parts = value?.split(".");
  if (parts?.length !== 3) return null;
  const [encodedName, nonce, signature] = parts as [string, string, string];
  if (Buffer.from(encodedName, "base64url").toString() !== username || !/^[A-Za-z0-9_-]{22}$/.test(nonce)) return null;
  const given = Buffer.from(signature, "base64url");
  const expected = mac(secret, username, nonce);
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** Set on the sign-in path only: the browser sends it nowhere else. */
export const DEVICE_COOKIE_PATH = "/api/session";

/** The device cookie a request carries (read through Next's parser, which skips what does not decode). */
export function deviceCookieOf(request: Request): string | undefined {
  return new RequestCookies(request.headers).get(DEVICE_COOKIE)?.value;
}
