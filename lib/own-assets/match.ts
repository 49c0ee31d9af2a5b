/**
 * Whether an asset under review is one of the organization's own (docs/account.md, "Own assets at
 * decision time"): the same host or a subdomain of it (hosts in punycode, any case, `www.` set
 * aside), the same handle, the same address (a checksummed address and its lower case are one).
 * Isomorphic: /triage matches in the browser against the list it reads once.
 */
export type OwnAssetRef = { id: string | number; content: string | null; name: string | null };

export type OwnAssetMatch = { asset: OwnAssetRef; kind: "same-host" | "subdomain" | "same-handle" | "same-address" | "same-content" };

type Key = { kind: "host"; host: string } | { kind: "handle"; handle: string } | { kind: "address"; address: string } | { kind: "text"; text: string };

// Sites where an account lives in the path: two accounts there share the host, so the handle decides.
const HANDLE_SITES = new Set([
  "x.com",
  "twitter.com",
  "t.me",
  "telegram.me",
  "discord.gg",
  "discord.com",
  "github.com",
  "youtube.com",
  "linkedin.com",
  "instagram.com",
  "medium.com",
  "tiktok.com",
  "twitch.tv",
  "facebook.com",
]);

function hostOf(text: string): string | null {
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`);
    // WHATWG URL gives the host in lower-case punycode (ünïcode.example → xn--…).
    return url.hostname.replace(/\.$/, "").replace(/^www\./, "") || null;
  } catch {
    return null;
  }
}

function keyOf(content: string): Key | null {
  const text = content.trim();
  if (text === "") return null;
  if (/^0x[0-9a-f]{40}$/i.test(text)) return { kind: "address", address: text.toLowerCase() };
  const handle = /^@([A-Za-z0-9_.-]{1,64})$/.exec(text);
  if (handle) return { kind: "handle", handle: handle[1]!.toLowerCase() };
  if (/\s/.test(text) || (!text.includes(".") && !text.includes("://"))) return { kind: "text", text: text.toLowerCase() };
  const host = hostOf(text);
  if (!host) return { kind: "text", text: text.toLowerCase() };
  if (HANDLE_SITES.has(host)) {
    const path = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `http://${text}`).pathname.split("/").filter(Boolean);
    const first = path[0]?.replace(/^@/, "");
    return first ? { kind: "handle", handle: first.toLowerCase() } : { kind: "host", host };
  }
  return { kind: "host", host };
}

function compare(candidate: Key, own: Key): OwnAssetMatch["kind"] | null {
  if (candidate.kind === "host" && own.kind === "host") {
    if (candidate.host === own.host) return "same-host";
    return candidate.host.endsWith(`.${own.host}`) ? "subdomain" : null;
  }
  if (candidate.kind === "handle" && own.kind === "handle") return candidate.handle === own.handle ? "same-handle" : null;
  if (candidate.kind === "address" && own.kind === "address") return candidate.address === own.address ? "same-address" : null;
  if (candidate.kind === "text" && own.kind === "text") return candidate.text === own.text ? "same-content" : null;
  return null;
}

const STRENGTH: Record<OwnAssetMatch["kind"], number> = { "same-address": 0, "same-handle": 0, "same-host": 0, "same-content": 0, subdomain: 1 };

/** The own asset the content is, or lies under; an exact match wins over a subdomain. */
export function matchOwnAsset(content: string | null, own: readonly OwnAssetRef[]): OwnAssetMatch | null {
  const candidate = content ? keyOf(content) : null;
  if (!candidate) return null;
  let best: OwnAssetMatch | null = null;
  for (const asset of own) {
    const key = asset.content ? keyOf(asset.content) : null;
    const kind = key ? compare(candidate, key) : null;
    if (kind && (!best || STRENGTH[kind] < STRENGTH[best.kind])) best = { asset, kind };
    if (best && STRENGTH[best.kind] === 0) break;
  }
  return best;
}

const KIND_WORDS: Record<OwnAssetMatch["kind"], string> = {
  "same-host": "is on the same site as",
  subdomain: "is a subdomain of",
  "same-handle": "is the same account as",
  "same-address": "is the same address as",
  "same-content": "is",
};

/** The warning shown before an approve can go out, and in its second confirmation. */
export function ownAssetWarning(match: OwnAssetMatch): string {
  const named = match.asset.name && match.asset.name !== match.asset.content ? ` (${match.asset.name})` : "";
  return `This asset ${KIND_WORDS[match.kind]} the organization's own asset ${match.asset.content}${named}: approving it would block the organization's own asset for everyone who uses the service's blocklist.`;
}
