// DELETE /api/wall-links/:linkId — revoke a wall-screen link (its screens stop at their next refresh)

import { wallLinkRevokeApi } from "@/lib/api-routes/wall-links";
import { revokeWallLink } from "@/lib/auth/wall-links";
import { ApiError } from "@/lib/bff/errors";
import { wallLinkParamsSchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const DELETE = serve(wallLinkRevokeApi, {
  permission: "admin",
  params: wallLinkParamsSchema,
  audit: { action: "wall-link.revoke", target: ({ params }) => String(params.linkId) },
  call: async ({ params }) => {
    const link = await revokeWallLink(await getDb(), params.linkId);
    if (!link) throw new ApiError(404, "NOT_FOUND", "No wall link with this id");
    return { link };
  },
});
