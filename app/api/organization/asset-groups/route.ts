// GET /api/organization/asset-groups — groups with asset counts · POST — create a group

import { slugQuerySchema } from "@/lib/bff/common-schemas";
import { route } from "@/lib/bff/handler";
import { createAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { createAssetGroup, listAssetGroups } from "@/lib/upstream/asset-groups";

export const GET = route({
  permission: "read",
  org: "query",
  query: slugQuerySchema,
  call: ({ query }, ctx) => listAssetGroups(ctx.upstream(), query),
});

export const POST = route({
  permission: "admin",
  org: "body",
  body: createAssetGroupBodySchema,
  audit: { action: "asset-group.create", target: ({ body }) => `group-name:${body.name}` },
  successStatus: 201,
  call: ({ body }, ctx) => createAssetGroup(ctx.upstream(), body),
});
