// POST /api/session/wall — exchange a wall-link token for a read-only wall session · PATCH — renew the wall session cookie

import { wallRenewApi, wallSignInApi } from "@/lib/api-routes/session";
import { startWallSession } from "@/lib/auth/session";
import { resolveWallToken } from "@/lib/auth/wall-links";
import { clientAddress } from "@/lib/bff/client-address";
import { ApiError } from "@/lib/bff/errors";
import { getLimits } from "@/lib/bff/limits";
import { wallTokenBodySchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { getDb } from "@/lib/db";

export const POST = serve(wallSignInApi, {
  permission: "public",
  body: wallTokenBodySchema,
  audit: { action: "wall-link.sign-in" },
  successStatus: 204,
  call: async ({ body }, ctx) => {
    // Throttled as sign-in is: per address, failures back off; a held attempt reads nothing.
    const throttle = (await getLimits()).wallLink;
    const keys = [`ip:${clientAddress(ctx.request) ?? "unknown"}`];
    const wait = await throttle.retryAfterSeconds(keys);
    if (wait > 0) {
      throw new ApiError(429, "TOO_MANY_ATTEMPTS", "Too many invalid wall links; wait and try again", undefined, { "Retry-After": String(wait) });
    }
    const link = await resolveWallToken(await getDb(), body.token);
    if (!link) {
      await throttle.fail(keys);
      throw new ApiError(401, "WALL_LINK_INVALID", "This wall link is not valid or was revoked");
    }
    await startWallSession(link);
    return undefined;
  },
});

/** A wall screen calls this now and then, so its cookie never reaches its expiry while the link is valid. */
export const PATCH = serve(wallRenewApi, {
  permission: "read",
  wall: true,
  successStatus: 204,
  call: async (_input, ctx) => {
    if (ctx.principal?.kind !== "wall") throw new ApiError(400, "NOT_A_WALL_SESSION", "Only a wall-screen session can be renewed");
    await startWallSession({ id: ctx.principal.linkId }, ctx.principal.sessionId);
    return undefined;
  },
});
