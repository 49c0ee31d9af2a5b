/**
 * Web addresses in words: the host a reader recognizes, before the rest. See docs/architecture.md ("Words").
 * Only http(s) addresses are read as addresses; anything else (a wallet, an e-mail, a phone
 * number, a malformed value) is not an address and these answer null.
 */

function parseWebAddress(value: string | null | undefined): URL | null {
  if (!value) return null;
  const trimmed = value.trim();
  if (!/^https?:\/\//i.test(trimmed)) return null;
  try {
    const url = new URL(trimmed);
    return url.hostname === "" ? null : url;
  } catch {
    return null;
  }
}

/** "https://www.Claim-Acme.example:8443/x" → "claim-acme.example:8443"; null when it is not an http(s) address. */
export function urlHost(value: string | null | undefined): string | null {
  const url = parseWebAddress(value);
  if (!url) return null;
  return url.host.toLowerCase().replace(/^www\./, "");
}

/**
 * An address split for display: its host, and what follows it (path, query, fragment) without
 * a lone trailing "/". Null when it is not an http(s) address.
 */
export function splitWebAddress(value: string | null | undefined): { host: string; rest: string } | null {
  const url = parseWebAddress(value);
  if (!url) return null;
  const host = url.host.toLowerCase().replace(/^www\./, "");
  const path = url.pathname === "/" ? "" : url.pathname;
  return { host, rest: `${path}${url.search}${url.hash}` };
}
