import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { wallSignInApi } from "@/lib/api-routes/session";
import { wallLinkCreateApi, wallLinkListApi, wallLinkRevokeApi } from "@/lib/api-routes/wall-links";
import type { WallLink } from "@/lib/auth/wall-links.types";
import { consoleKey } from "./api-key";

/** A wall link as GET /api/wall-links lists it (the token is never listed; a type-only import). */
export type WallLinkView = WallLink;

export type CreatedWallLink = { link: WallLinkView; token: string };

/** Not under an organization: the console's own wall-screen links. */
export const wallLinkKeys = {
  all: ["wall-links"] as const,
  list: () => consoleKey(wallLinkListApi),
};

export function wallLinksQueryOptions() {
  return queryOptions({
    queryKey: wallLinkKeys.list(),
    queryFn: ({ signal }) => callApi(wallLinkListApi, {}, { signal }).then((r) => r.links),
  });
}

export function createWallLink(name: string): Promise<CreatedWallLink> {
  return callApi(wallLinkCreateApi, { body: { name } });
}

export function revokeWallLink(id: number): Promise<{ link: WallLinkView }> {
  return callApi(wallLinkRevokeApi, { params: { linkId: String(id) } });
}

/** Exchanges a link token for a wall session cookie (the token travels in a POST body only). */
export function signInWithWallToken(token: string): Promise<undefined> {
  return callApi(wallSignInApi, { body: { token } });
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
