// GET /api/organization/asset-groups — groups with asset counts · POST — create a group

import { assetGroupCreateApi, assetGroupListApi } from "@/lib/api-routes/asset-groups";
import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { refusal } from "@/lib/bff/errors";
import { serve } from "@/lib/bff/serve";
import { createAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { caseTwinMessage, caseTwinOf, createAssetGroup, listAssetGroups } from "@/lib/upstream/asset-groups";

export const GET = serve(assetGroupListApi, {
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: ({ query }, ctx) => listAssetGroups(ctx.upstream(), query),
});

export const POST = serve(assetGroupCreateApi, {
  permission: "admin",
  write: true,
  org: "body",
  body: createAssetGroupBodySchema,
  audit: { action: "asset-group.create", target: ({ body }) => `group-name:${body.name}` },
  successStatus: 201,
  call: async ({ body }, ctx) => {
    const twin = await caseTwinOf(ctx.upstream(), body.name, { slug: body.slug });
    if (twin !== null) throw refusal(409, caseTwinMessage(body.name, twin));
    return createAssetGroup(ctx.upstream(), body);
  },
});
