import { consolePath } from "@/lib/console-path";

/**
 * Links out of a healthcheck result. Pure.
 * A finding `ref` is `<kind>:<id>`; reports and proposals open in the console's report list.
 */

const ID = /^[A-Za-z0-9_-]{1,64}$/;

/** `report:123` → `/reports?report=123`, `proposal:12` → `/reports?proposal=12`; other refs are not links. */
export function findingHref(ref: string): string | null {
  const colon = ref.indexOf(":");
  if (colon < 0) return null;
  const kind = ref.slice(0, colon).trim().toLowerCase();
  const id = ref.slice(colon + 1).trim();
  if (!ID.test(id)) return null;
  if (kind === "report") return consolePath(`/reports?report=${encodeURIComponent(id)}`);
  if (kind === "proposal") return consolePath(`/reports?proposal=${encodeURIComponent(id)}`);
  return null;
}

export type AppLink = { kind: "internal" | "external"; href: string };

/** A check's `appUrl`: a console path stays in the console; an http(s) URL opens outside; anything else is not a link. */
export function appLink(appUrl: string): AppLink | null {
  const url = appUrl.trim();
  if (url.startsWith("/")) {
    const path = consolePath(url);
    return path === null ? null : { kind: "internal", href: path };
  }
  try {
    const parsed = new URL(url);
    if (parsed.protocol === "https:" || parsed.protocol === "http:") return { kind: "external", href: parsed.href };
  } catch {
    // not a URL
  }
  return null;
}
