// POST /api/asset/unblock — unblock an own asset, or open a dispute for anyone else's

import { route } from "@/lib/bff/handler";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";
import { unblockAsset } from "@/lib/upstream/assets";

export const POST = route({
  permission: "admin",
  org: "body",
  body: unblockRequestBodySchema,
  audit: { action: "asset.unblock", target: ({ body }) => `asset:${body.content}` },
  call: ({ body }, ctx) => unblockAsset(ctx.upstream(), body),
});
