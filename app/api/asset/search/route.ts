// POST /api/asset/search — one asset by content or id: its reports, its takedown, who blocks it

import { assetSearchApi } from "@/lib/api-routes/asset";
import { serve } from "@/lib/bff/serve";
import { assetSearchBodySchema } from "@/lib/contract/asset-search";
import { searchAsset } from "@/lib/upstream/assets";

export const POST = serve(assetSearchApi, {
  permission: "read",
  org: "body",
  body: assetSearchBodySchema,
  call: ({ body }, ctx) => searchAsset(ctx.upstream(), body, { signal: ctx.request.signal, requestId: ctx.requestId }),
});
