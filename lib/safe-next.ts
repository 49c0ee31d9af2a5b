/** Where to go after sign-in: only a path on this origin; anything else goes home. */
export function safeNextPath(next: string | null | undefined, fallback = "/reports"): string {
  if (!next || typeof next !== "string") return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  if (next.includes("\\") || [...next].some((c) => c.charCodeAt(0) < 0x20)) return fallback;
  try {
    const url = new URL(next, "http://rampart.invalid");
    if (url.origin !== "http://rampart.invalid") return fallback;
    if (url.pathname.startsWith("/sign-in") || url.pathname.startsWith("/api/")) return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
