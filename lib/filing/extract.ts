import { recognizeAsset, trimToken } from "@/lib/contract/asset-recognize";

/** Rows one filing takes at most (the page's promise; the calls are split within the service's limits). */
export const MAX_FILING_ASSETS = 500;

export type Extracted = { candidates: string[]; more: number };

/** File names and common words that look like host names but are not (`evidence.eml`, `e.g.`). */
const NOT_HOSTS = /\.(?:eml|msg|pdf|png|jpe?g|gif|webp|avif|bmp|csv|docx?|txt|svg|html?|zip|exe|js|ts)$/i;

/**
 * The pieces of pasted text that may be assets, in the order they appear, each once: URLs first
 * (so a domain inside a URL is not taken again), then addresses, e-mail addresses, phone numbers
 * and bare domains. Whether each is an asset, and of which type, is the service's answer to
 * `POST /asset/parse`; this only finds the candidates. At most MAX_FILING_ASSETS; `more` counts
 * the rest.
 */
export function extractCandidates(text: string): Extracted {
  const found: { at: number; value: string }[] = [];
  let rest = text;
  const take = (pattern: RegExp, keep: (token: string) => boolean) => {
    rest = rest.replace(pattern, (match, ...args) => {
      const at = args.find((a) => typeof a === "number") as number;
      const token = trimToken(match);
      if (keep(token)) found.push({ at, value: token });
      return " ".repeat(match.length);
    });
  };
  take(/\bhttps?:\/\/[^\s<>"'`]+/gi, (t) => recognizeAsset(t) !== null);
  take(/\b[a-z0-9-]{3,8}:[A-Za-z0-9-]{1,32}:[A-Za-z0-9]{20,128}\b/g, (t) => recognizeAsset(t)?.type === "ADDRESS");
  take(/\b0x[0-9a-fA-F]{40}\b/g, () => true);
  take(/\b(?:bc1[02-9ac-hj-np-z]{11,71})\b/g, () => true);
  take(/[A-Za-z0-9._%+-]{1,64}@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,24}\b/g, (t) => recognizeAsset(t)?.type === "EMAIL");
  take(/(?<![\w+])\+[1-9][0-9]{7,14}\b/g, () => true);
  take(/(?<![\w.@])@[A-Za-z0-9_]{2,50}\b/g, () => true);
  take(/\b(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,24}(?:\/[^\s<>"'`]*)?/gi, (t) => !NOT_HOSTS.test(t.split("/")[0]!) && recognizeAsset(t) !== null);
  found.sort((a, b) => a.at - b.at);
  const seen = new Set<string>();
  const candidates: string[] = [];
  let more = 0;
  for (const { value } of found) {
    const key = value.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    if (candidates.length < MAX_FILING_ASSETS) candidates.push(value);
    else more += 1;
  }
  return { candidates, more };
}
