import type { AssetType } from "@/lib/contract/asset-types";

/**
 * What one piece of text is as an asset: the embedded service's `POST /asset/parse` (which takes
 * one asset) and the console's extraction from pasted text (extract.ts) both use it, so what the
 * console offers as a row is what the demo service accepts.
 */
export type Recognized = { content: string; type: AssetType };

const HOSTS: readonly (readonly [RegExp, AssetType])[] = [
  [/(^|\.)(twitter|x)\.com$/, "TWITTER"],
  [/(^|\.)(t\.me|telegram\.me|telegram\.org)$/, "TELEGRAM"],
  [/(^|\.)(discord\.gg|discord\.com|discordapp\.com)$/, "DISCORD"],
  [/(^|\.)linkedin\.com$/, "LINKEDIN"],
  [/(^|\.)(facebook\.com|fb\.com)$/, "FACEBOOK"],
  [/(^|\.)(youtube\.com|youtu\.be)$/, "YOUTUBE"],
  [/(^|\.)reddit\.com$/, "REDDIT"],
  [/(^|\.)instagram\.com$/, "INSTAGRAM"],
  [/(^|\.)tiktok\.com$/, "TIKTOK"],
  [/(^|\.)github\.com$/, "GITHUB"],
  [/(^|\.)medium\.com$/, "MEDIUM"],
  [/^play\.google\.com$/, "GOOGLE_APP_STORE"],
  [/^apps\.apple\.com$/, "APPLE_APP_STORE"],
  [/^chromewebstore\.google\.com$/, "CHROME_WEB_STORE"],
  [/(^|\.)opensea\.io$/, "OPENSEA"],
];

/** A host name with at least one dot and a letters-only top-level label. */
const HOST = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}$/;
const EVM = /^0x[0-9a-fA-F]{40}$/;
const CAIP10 = /^[a-z0-9-]{3,8}:[A-Za-z0-9-]{1,32}:[A-Za-z0-9]{20,128}$/;
const BITCOIN = /^(?:bc1[02-9ac-hj-np-z]{11,71}|[13][1-9A-HJ-NP-Za-km-z]{25,34})$/;
const EMAIL = /^[A-Za-z0-9._%+-]{1,64}@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24})$/;
const PHONE = /^\+[1-9][0-9]{7,14}$/;
/** A bare `@handle` (the docs' own example files one): taken as an X account, the usual home of such handles. */
const HANDLE = /^@[A-Za-z0-9_]{2,50}$/;

/** Quotes, brackets and sentence punctuation around a pasted token. */
export function trimToken(raw: string): string {
  return raw
    .trim()
    .replace(/^[<("'[{]+/, "")
    .replace(/[>)"'\]},.;:!?]+$/, "");
}

function typeOfHost(host: string): AssetType {
  for (const [pattern, type] of HOSTS) if (pattern.test(host)) return type;
  return "URL";
}

function recognizeUrl(text: string): Recognized | null {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if ((url.protocol !== "http:" && url.protocol !== "https:") || !HOST.test(url.hostname) || url.username || url.password) return null;
  // The scheme and host lower case; the rest exactly as pasted (the service compares contents as text).
  const rest = text.slice(text.indexOf("//") + 2 + url.host.length);
  return { content: `${url.protocol}//${url.host}${rest}`, type: typeOfHost(url.hostname) };
}

/** One asset in `raw`, or null when it is none the service would take. */
export function recognizeAsset(raw: string): Recognized | null {
  const text = trimToken(raw);
  if (text === "" || text.length > 2048 || /\s/.test(text)) return null;
  if (/^https?:\/\//i.test(text)) return recognizeUrl(text);
  if (EVM.test(text) || CAIP10.test(text) || BITCOIN.test(text)) return { content: text, type: "ADDRESS" };
  if (PHONE.test(text)) return { content: text, type: "PHONE_NUMBER" };
  if (HANDLE.test(text)) return { content: text, type: "TWITTER" };
  const email = EMAIL.exec(text);
  if (email) return HOST.test(email[1]!.toLowerCase()) ? { content: text, type: "EMAIL" } : null;
  const slash = text.indexOf("/");
  const host = (slash === -1 ? text : text.slice(0, slash)).toLowerCase();
  if (HOST.test(host)) return { content: host + (slash === -1 ? "" : text.slice(slash)), type: typeOfHost(host) };
  return null;
}
