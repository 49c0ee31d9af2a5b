// PATCH /api/organization/asset-groups/:groupId — rename a group · DELETE — delete a group
import { assetGroupDeleteApi, assetGroupRenameApi } from "@/lib/api-routes/asset-groups";
import { refusal } from "@/lib/bff/errors";
import { assetGroupParamsSchema } from "@/lib/bff/route-schemas";
import { serve } from "@/lib/bff/serve";
import { consoleDeleteAssetGroupBodySchema, consoleRenameAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { caseTwinMessage, caseTwinOf, deleteAssetGroup, renameAssetGroup } from "@/lib/upstream/asset-groups";

export const PATCH = serve(assetGroupRenameApi, {
  permission: "admin",
  write: true,
  org: "body",
  params: assetGroupParamsSchema,
  body: consoleRenameAssetGroupBodySchema,
  audit: { action: "asset-group.rename", target: ({ params }) => `group:${params.groupId}` },
  call: async ({ params, body }, ctx) => {
    const twin = await caseTwinOf(ctx.upstream(), body.name, { slug: body.slug }, params.groupId);
    if (twin !== null) throw refusal(409, caseTwinMessage(body.name, twin));
    return renameAssetGroup(ctx.upstream(), params.groupId, body);
  },
});

export const DELETE = serve(assetGroupDeleteApi, {
  permission: "admin",
  write: true,
  org: "body",
  params: assetGroupParamsSchema,
  body: consoleDeleteAssetGroupBodySchema,
  audit: { action: "asset-group.delete", target: ({ params }) => `group:${params.groupId}` },
  call: ({ params, body }, ctx) => deleteAssetGroup(ctx.upstream(), params.groupId, body),
});
