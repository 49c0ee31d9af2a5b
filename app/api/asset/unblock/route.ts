// POST /api/asset/unblock — unblock an own asset, or open a dispute for anyone else's

import { unblockApi } from "@/lib/api-routes/asset";
import { serve } from "@/lib/bff/serve";
import { unblockRequestBodySchema } from "@/lib/contract/unblock-request";
import { unblockAsset } from "@/lib/upstream/assets";

export const POST = serve(unblockApi, {
  permission: "admin",
  write: true,
  org: "body",
  body: unblockRequestBodySchema,
  audit: { action: "asset.unblock", target: ({ body }) => `asset:${body.content}` },
  call: ({ body }, ctx) => unblockAsset(ctx.upstream(), body),
});
