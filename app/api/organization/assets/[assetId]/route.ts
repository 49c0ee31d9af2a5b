// PATCH /api/organization/assets/:assetId — rename, describe or regroup an own asset · DELETE — it is no longer the organization's
import { ownAssetRemoveApi, ownAssetUpdateApi } from "@/lib/api-routes/own-assets";
import { badRequest } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { consoleOwnAssetRemoveBodySchema, consoleOwnAssetUpdateBodySchema, ownAssetParamsSchema } from "@/lib/contract/own-asset-request";
import { removeOwnAsset, updateOwnAsset } from "@/lib/upstream/own-assets";

const sameId = (path: string, body: string | number) => {
  if (String(body) !== path) throw badRequest("The asset id in the body must be the one in the path");
};

export const PATCH = serve(ownAssetUpdateApi, {
  permission: "admin",
  write: true,
  params: ownAssetParamsSchema,
  body: consoleOwnAssetUpdateBodySchema,
  audit: { action: "own-asset.update", target: ({ params }) => `own-asset:${params.assetId}` },
  call: ({ params, body: { assetId, ...changes } }, ctx) => {
    sameId(params.assetId, assetId);
    return updateOwnAsset(ctx.upstream(), assetId, changes);
  },
});

export const DELETE = serve(ownAssetRemoveApi, {
  permission: "admin",
  write: true,
  params: ownAssetParamsSchema,
  body: consoleOwnAssetRemoveBodySchema,
  audit: { action: "own-asset.remove", target: ({ params }) => `own-asset:${params.assetId}` },
  call: ({ params, body }, ctx) => {
    sameId(params.assetId, body.assetId);
    return removeOwnAsset(ctx.upstream(), body.assetId);
  },
});
