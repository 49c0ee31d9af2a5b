import "server-only";
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";
import path from "node:path";
import { readOrCreateSecretFile } from "@/lib/auth/session-secret";
import { notConfigured } from "@/lib/bff/errors";
import { type Env, getEnv } from "@/lib/env";
import { resetSingleton, singleton } from "@/lib/singleton";

export const ALERTS_SECRET_FILE = "alerts-secret";
const VERSION = "v1";

/** A 256-bit key derived from the operator's secret (HKDF-SHA256), so the raw secret is never the cipher key. */
export function deriveKey(secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "rampart-alerts", "channel secrets v1", 32));
}

/** AES-256-GCM: `v1.<iv>.<tag>.<ciphertext>` (base64url). The tag makes tampering an error, not garbage. */
export function seal(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const data = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return [VERSION, iv.toString("base64url"), cipher.getAuthTag().toString("base64url"), data.toString("base64url")].join(".");
}

export function open(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || data === undefined) throw new Error("Not a sealed alerts secret");
  const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(data, "base64url")), decipher.final()]).toString("utf8");
}

/** Why no alert channel can be stored or used, outside demo mode without ALERTS_SECRET: the start log, /alerts and the 503 say it alike. */
export const ALERTS_SECRET_MISSING =
  "Alert channels need ALERTS_SECRET, which is not set: it seals the channels' webhook addresses, SMTP passwords and signing secrets in the console's store, and is generated only in demo mode; set at least 32 random characters, the same on every instance, and restart the console.";

/** The sentence above when this configuration cannot seal channel secrets, else null. */
export function alertsSecretProblem(env: Pick<Env, "ALERTS_SECRET" | "demoMode"> = getEnv()): string | null {
  return env.ALERTS_SECRET || env.demoMode ? null : ALERTS_SECRET_MISSING;
}

/**
 * The key of this process: from ALERTS_SECRET; in demo mode from a secret generated once into
 * `${DATA_DIR}/alerts-secret` (as the session secret is). Every instance needs the same secret.
 */
export function alertsKey(): Buffer {
  return singleton("alerts-key", readAlertsKey);
}

function readAlertsKey(): Buffer {
  const env = getEnv();
  let secret: string;
  if (env.ALERTS_SECRET) secret = env.ALERTS_SECRET;
  else if (env.demoMode) secret = readOrCreateSecretFile(path.join(env.dataDir, ALERTS_SECRET_FILE));
  else throw notConfigured(ALERTS_SECRET_MISSING);
  return deriveKey(secret);
}

export function resetAlertsKeyForTests(): void {
  resetSingleton("alerts-key");
}
