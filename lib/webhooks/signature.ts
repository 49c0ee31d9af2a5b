import { createHmac, timingSafeEqual } from "node:crypto";

/** The service's header: `sha256=` and the hex HMAC-SHA256 of the raw body under the webhook's secret. */
export const SIGNATURE_HEADER = "x-chainpatrol-signature";

const SIGNATURE = /^sha256=([0-9a-f]{64})$/i;

/** Which configured secret signed the body; `previous` is the one kept while a rotation is under way. */
export type SecretName = "current" | "previous";
export type WebhookSecrets = { current: string; previous?: string };

export type SignatureCheck = { ok: true; secret: SecretName } | { ok: false; reason: "missing" | "malformed" | "mismatch" };

export function signBody(secret: string, body: string | Uint8Array): string {
  return `sha256=${createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Checks the header against the raw body (the bytes as received, never re-serialized JSON) under
 * each configured secret, with a constant-time compare of equal-length digests: both secrets are
 * always tried, so the time taken does not say which one matched.
 */
export function checkSignature(body: string | Uint8Array, header: string | null, secrets: WebhookSecrets): SignatureCheck {
  if (header === null || header.trim() === "") return { ok: false, reason: "missing" };
  const given = header.trim().match(SIGNATURE)?.[1];
  if (!given) return { ok: false, reason: "malformed" };
  const sent = Buffer.from(given, "hex");
  let matched: SecretName | null = null;
  for (const [name, secret] of [
    ["current", secrets.current],
    ["previous", secrets.previous],
  ] as const) {
    if (!secret) continue;
    const expected = createHmac("sha256", secret).update(body).digest();
    if (timingSafeEqual(expected, sent) && matched === null) matched = name;
  }
  return matched ? { ok: true, secret: matched } : { ok: false, reason: "mismatch" };
}
