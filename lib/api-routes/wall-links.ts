import { declareRoute } from "@/lib/api/define";
import type { WallLink } from "@/lib/auth/wall-links.types";
import type { newWallLinkBodySchema, wallLinkParamsSchema } from "@/lib/bff/route-schemas";

const key = ["wall-links", "list"];

/** GET /api/wall-links: the wall-screen links (never their tokens). */
export const wallLinkListApi = declareRoute<Record<never, never>, { links: WallLink[] }>()({ method: "GET", path: "/api/wall-links", key });

/** POST /api/wall-links: a new link; its token is answered once, never again. */
export const wallLinkCreateApi = declareRoute<{ body: typeof newWallLinkBodySchema }, { link: WallLink; token: string }>()({
  method: "POST",
  path: "/api/wall-links",
  key,
});

/** DELETE /api/wall-links/:linkId: revoke a link. */
export const wallLinkRevokeApi = declareRoute<{ params: typeof wallLinkParamsSchema }, { link: WallLink }>()({
  method: "DELETE",
  path: "/api/wall-links/[linkId]",
  key,
});
