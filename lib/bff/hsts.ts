import "server-only";
import { configuredTrustedProxies, peerIsTrustedProxy, type TrustedProxies } from "@/lib/bff/client-address";
import { PEER_TLS_HEADER } from "@/lib/bff/peer-address";

/**
 * `Strict-Transport-Security` for an answer reached over HTTPS: directly (the connection itself is
 * TLS, as stamped at the socket by lib/bff/peer-address.ts), or through a proxy in front whose
 * `X-Forwarded-Proto` counts only when the connection comes from a proxy `TRUSTED_PROXIES` names.
 * The request's own URL is no evidence: Next builds its scheme from the client's
 * `X-Forwarded-Proto`. Over plain HTTP nothing is sent; browsers ignore it there.
 */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export function hstsHeader(request: { headers: Headers }, trusted: TrustedProxies = configuredTrustedProxies()): string | null {
  if (request.headers.get(PEER_TLS_HEADER) === "1") return HSTS_VALUE;
  if (!peerIsTrustedProxy(request, trusted)) return null;
  // The nearest proxy's word (the last hop it appended) is the one that counts.
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
  return forwarded === "https" ? HSTS_VALUE : null;
}
