import "server-only";
import { createPrivateKey } from "node:crypto";
import * as client from "openid-client";
import { getLogger } from "@/lib/log/logger";
import { peekSingleton, setSingleton } from "@/lib/singleton";
import type { ClientAuthentication, OidcSettings } from "./settings";

/** Seconds of clock difference tolerated in the ID token's times (iat, exp, nbf). */
export const CLOCK_TOLERANCE_SECONDS = 60;
const DISCOVERY_TIMEOUT_SECONDS = 10;
/** A provider that could not be read is asked again after this long, not at every click. */
const RETRY_AFTER_FAILURE_MS = 5_000;
/** The provider's metadata and keys are read again after this long (keys rotate). */
const REFRESH_AFTER_MS = 60 * 60 * 1000;

/** The identity provider could not be reached or read: the sign-in page says so. */
export class ProviderUnavailable extends Error {
  override name = "ProviderUnavailable";
}

type Discovered = { settingsKey: string; at: number } & ({ ok: true; config: client.Configuration } | { ok: false; reason: string });

const HOLDER = "oidc-provider";

/** What the console knows of the provider now: read, failing (and why), or not asked yet. */
export type ProviderStatus = { state: "ready"; endSession: boolean } | { state: "unreachable"; reason: string } | { state: "unknown" };

export function providerStatus(settings: OidcSettings): ProviderStatus {
  const known = peekSingleton<Discovered>(HOLDER);
  if (!known || known.settingsKey !== keyOf(settings)) return { state: "unknown" };
  return known.ok
    ? { state: "ready", endSession: Boolean(known.config.serverMetadata().end_session_endpoint) }
    : { state: "unreachable", reason: known.reason };
}

/**
 * The provider's configuration from its discovery document, read once and kept an hour. A failure
 * is kept 5 s, so a provider that is down is not asked again at every click of a crowd.
 */
export async function providerConfiguration(settings: OidcSettings, now = Date.now()): Promise<client.Configuration> {
  const key = keyOf(settings);
  const known = peekSingleton<Discovered>(HOLDER);
  if (known && known.settingsKey === key) {
    const age = now - known.at;
    if (known.ok && age < REFRESH_AFTER_MS) return known.config;
    if (!known.ok && age < RETRY_AFTER_FAILURE_MS) throw new ProviderUnavailable(known.reason);
  }
  try {
    const config = await discover(settings);
    setSingleton<Discovered>(HOLDER, { settingsKey: key, at: now, ok: true, config });
    return config;
  } catch (error) {
    const reason = describeFailure(settings, error);
    getLogger().warn({ issuer: settings.issuer, err: { message: error instanceof Error ? error.message : String(error) } }, reason);
    setSingleton<Discovered>(HOLDER, { settingsKey: key, at: now, ok: false, reason });
    throw new ProviderUnavailable(reason);
  }
}

async function discover(settings: OidcSettings): Promise<client.Configuration> {
  const issuer = new URL(settings.issuer);
  const metadata: Partial<client.ClientMetadata> = { redirect_uris: [settings.redirectUri], [client.clockTolerance]: CLOCK_TOLERANCE_SECONDS };
  const config = await client.discovery(issuer, settings.clientId, metadata, await authenticationOf(settings.authentication), {
    timeout: DISCOVERY_TIMEOUT_SECONDS,
    // Plain HTTP only to a provider on this machine (a test's or a developer's); never over a network.
    execute: isLoopbackHttp(issuer) ? [client.allowInsecureRequests] : [],
  });
  // openid-client v6 trusts an ID token from the token endpoint on TLS alone and checks no
  // signature; this checks it against the provider's JWKS (jwks_uri), cached with the
  // configuration and read again when a token names a key it does not hold (rotation).
  client.enableNonRepudiationChecks(config);
  return config;
}

export function isLoopbackHttp(url: URL): boolean {
  return url.protocol === "http:" && ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
}

async function authenticationOf(authentication: ClientAuthentication): Promise<client.ClientAuth> {
  if (authentication.kind === "secret") return client.ClientSecretPost(authentication.secret);
  const keyObject = createPrivateKey(authentication.pem);
  const algorithm = keyObject.asymmetricKeyType === "ec" ? { name: "ECDSA", namedCurve: "P-256" } : { name: "RSASSA-PKCS1-v1_5", hash: "SHA-256" };
  const key = await crypto.subtle.importKey("pkcs8", keyObject.export({ format: "der", type: "pkcs8" }), algorithm, false, ["sign"]);
  return client.PrivateKeyJwt(authentication.keyId ? { key, kid: authentication.keyId } : key);
}

function describeFailure(settings: OidcSettings, error: unknown): string {
  const detail = error instanceof Error ? (error.cause instanceof Error ? error.cause.message : error.message) : String(error);
  return `The identity provider at ${settings.issuer} could not be read (${detail})`;
}

function keyOf(settings: OidcSettings): string {
  return `${settings.issuer}\n${settings.clientId}`;
}
