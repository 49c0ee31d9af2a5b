/**
 * The one check for a link into the console built from a value we did not write (a service's
 * `appUrl`, a finding's reference): a path on this origin, or nothing. A browser drops tabs and
 * line breaks from an address and reads `\` as `/`, so `/\t/evil.example` would open
 * `//evil.example`, another site; such values are refused, and what is kept is the path the
 * URL parser itself reads (path, query and fragment only), so no other origin can slip through.
 * Pure: pages and components use it.
 */
const BASE = "http://console.invalid";

/** Control characters, space, DEL and the backslash: none belongs in a console path as written. */
function hasUnsafeCharacter(value: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const code = value.charCodeAt(i);
    if (code <= 0x20 || code === 0x7f || code === 0x5c) return true;
  }
  return false;
}

export function consolePath(value: unknown): string | null {
  if (typeof value !== "string") return null;
  if (!value.startsWith("/") || value.startsWith("//") || hasUnsafeCharacter(value)) return null;
  try {
    const url = new URL(value, BASE);
    if (url.origin !== BASE) return null;
    const path = url.pathname + url.search + url.hash;
    return path.startsWith("//") ? null : path;
  } catch {
    return null;
  }
}
