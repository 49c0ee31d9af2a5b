/**
 * `Strict-Transport-Security` for an answer reached over HTTPS: directly (the request's own
 * address is https), or through a proxy in front when `TRUSTED_PROXIES` says there is one (only
 * then is its `X-Forwarded-Proto` believed). Over plain HTTP nothing is sent; browsers ignore it there.
 */
export const HSTS_VALUE = "max-age=31536000; includeSubDomains";

export function hstsHeader(request: { url: string; headers: Headers }, trustedProxies = process.env.TRUSTED_PROXIES): string | null {
  if (new URL(request.url).protocol === "https:") return HSTS_VALUE;
  if (!trustedProxies?.trim()) return null;
  // The nearest proxy's word (the last hop it appended) is the one that counts.
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",").at(-1)?.trim().toLowerCase();
  return forwarded === "https" ? HSTS_VALUE : null;
}
