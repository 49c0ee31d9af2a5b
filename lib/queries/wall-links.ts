import { queryOptions } from "@tanstack/react-query";
import type { WallLink } from "@/lib/auth/wall-links";
import { apiFetch } from "./api-fetch";

/** A wall link as GET /api/wall-links lists it (the token is never listed; a type-only import). */
export type WallLinkView = WallLink;

export type CreatedWallLink = { link: WallLinkView; token: string };

/** Not under an organization: the console's own wall-screen links. */
export const wallLinkKeys = {
  all: ["wall-links"] as const,
  list: () => ["wall-links", "list"] as const,
};

export function wallLinksQueryOptions() {
  return queryOptions({
    queryKey: wallLinkKeys.list(),
    queryFn: ({ signal }) => apiFetch<{ links: WallLinkView[] }>("/api/wall-links", { signal }).then((r) => r.links),
  });
}

export function createWallLink(name: string): Promise<CreatedWallLink> {
  return apiFetch<CreatedWallLink>("/api/wall-links", { method: "POST", body: { name } });
}

export function revokeWallLink(id: number): Promise<{ link: WallLinkView }> {
  return apiFetch<{ link: WallLinkView }>(`/api/wall-links/${encodeURIComponent(String(id))}`, { method: "DELETE" });
}

/** Exchanges a link token for a wall session cookie (the token travels in a POST body only). */
export function signInWithWallToken(token: string): Promise<void> {
  return apiFetch<void>("/api/session/wall", { method: "POST", body: { token } });
}

/** The URL an admin hands out: the token sits in the fragment, which browsers never send to a server. */
export function wallLinkUrl(origin: string, token: string): string {
  return `${origin}/wall/link#${token}`;
}

/** The token out of a `#fragment` (with or without the `#`), or null. */
export function tokenFromFragment(hash: string): string | null {
  let token: string;
  try {
    token = decodeURIComponent(hash.replace(/^#/, "")).trim();
  } catch {
    return null;
  }
  return /^[A-Za-z0-9_-]{20,200}$/.test(token) ? token : null;
}
