import type { AssetSearchResult } from "@/lib/contract/asset-search";

/**
 * What the unblock page works out before sending anything. Pure.
 * The service's answer decides; this only says what to expect.
 */

const SCHEME_URL = /^([a-z][a-z0-9+.-]*):\/\/([^/?#]*)(.*)$/i;
// A domain typed without its scheme ("WWW.Acme.Example/login/"): labels of letters, digits and hyphens, a port, then a path.
const BARE_DOMAIN = /^((?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z][a-z0-9-]*[a-z0-9](?::\d+)?)([/?#].*)?$/i;

/** One trailing slash dropped from a path without query or fragment. */
function tidyTail(rest: string): string {
  return rest.endsWith("/") && !rest.includes("?") && !rest.includes("#") ? rest.slice(0, -1) : rest;
}

/**
 * What was typed, as the service is likely to know it: trimmed; for a URL the scheme and host in
 * lower case and one trailing slash dropped from the path (`HTTPS://WWW.Acme.Example/` →
 * `https://www.acme.example`); a domain typed without its scheme the same way, and left without
 * one (`WWW.Acme.Example/` → `www.acme.example`). Path, query and anything that is neither keep their case.
 */
export function normalizeAssetContent(raw: string): string {
  const text = raw.trim();
  const match = SCHEME_URL.exec(text);
  if (match) {
    const [, scheme, host, rest] = match as unknown as [string, string, string, string];
    return `${scheme.toLowerCase()}://${host.toLowerCase()}${tidyTail(rest)}`;
  }
  const bare = BARE_DOMAIN.exec(text);
  if (bare) return `${bare[1]!.toLowerCase()}${tidyTail(bare[2] ?? "")}`;
  return text;
}

function hostOf(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:" ? url.hostname.toLowerCase().replace(/^www\./, "") : null;
  } catch {
    return null;
  }
}

export type UnblockForecast =
  | { kind: "unknown-asset" }
  | { kind: "not-blocked"; status: string | null }
  | { kind: "unblock"; site: string }
  | { kind: "dispute" };

/**
 * What the request will most likely do. The service does not say who owns an asset, so an
 * asset counts as the organization's own when its address is on one of the organization's brand
 * websites (the site or a subdomain of it); anything else will open a dispute.
 */
export function forecastUnblock(result: AssetSearchResult | null, brandSites: readonly (string | null | undefined)[]): UnblockForecast {
  if (result === null) return { kind: "unknown-asset" };
  if (result.asset.status !== null && result.asset.status !== "BLOCKED") return { kind: "not-blocked", status: result.asset.status };
  const host = hostOf(result.asset.content);
  if (host) {
    for (const site of brandSites) {
      const siteHost = hostOf(site);
      if (siteHost && (host === siteHost || host.endsWith(`.${siteHost}`))) return { kind: "unblock", site: siteHost };
    }
  }
  return { kind: "dispute" };
}
