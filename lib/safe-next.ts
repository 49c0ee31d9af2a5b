/**
 * Where to go after sign-in: only a path on this origin; anything else goes home. The path is
 * normalised first (dot segments resolved, as a browser would) and the normalised form is what is
 * checked and returned, so `/.//evil.example` cannot turn into `//evil.example` on the way out.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/reports"): string {
  if (!next || typeof next !== "string") return fallback;
  if (!next.startsWith("/") || next.includes("\\") || [...next].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  try {
    const url = new URL(next, "http://rampart.invalid");
    if (url.origin !== "http://rampart.invalid") return fallback;
    const path = url.pathname;
    // A path that begins `//` (or `/\`) is read by a browser as another host.
    if (path.startsWith("//") || path.startsWith("/\\")) return fallback;
    if (path.startsWith("/sign-in") || path.startsWith("/api/")) return fallback;
    return path + url.search + url.hash;
  } catch {
    return fallback;
  }
}
