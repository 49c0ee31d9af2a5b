// GET /api/organization/assets — one page of the organization's own assets · POST — add many at once (per-asset results)
import { ownAssetAddApi, ownAssetListApi } from "@/lib/api-routes/own-assets";
import { serve } from "@/lib/bff/serve";
import { ownAssetAddBodySchema, ownAssetListQuerySchema } from "@/lib/contract/own-asset-request";
import { addOwnAssets, listOwnAssets } from "@/lib/upstream/own-assets";

export const GET = serve(ownAssetListApi, {
  permission: "read",
  org: "query",
  query: ownAssetListQuerySchema,
  call: ({ query }, ctx) => listOwnAssets(ctx.upstream(), query),
});

export const POST = serve(ownAssetAddApi, {
  permission: "admin",
  write: true,
  body: ownAssetAddBodySchema,
  audit: { action: "own-asset.add", target: ({ body }) => `own-assets:${body.assets.length}` },
  // The service documents no slug here: the assets are the key's own organization's.
  call: ({ body: { slug: _slug, ...body } }, ctx) => addOwnAssets(ctx.upstream(), body),
});
