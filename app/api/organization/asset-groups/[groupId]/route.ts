// PATCH /api/organization/asset-groups/:groupId — rename a group · DELETE — delete a group
import { z } from "zod";
import { route } from "@/lib/bff/handler";
import { consoleDeleteAssetGroupBodySchema, consoleRenameAssetGroupBodySchema } from "@/lib/contract/asset-group-request";
import { opaquePathIdSchema } from "@/lib/contract/ids";
import { deleteAssetGroup, renameAssetGroup } from "@/lib/upstream/asset-groups";

const params = z.strictObject({ groupId: opaquePathIdSchema });

export const PATCH = route({
  permission: "admin",
  org: "body",
  params,
  body: consoleRenameAssetGroupBodySchema,
  audit: { action: "asset-group.rename", target: ({ params }) => `group:${params.groupId}` },
  call: ({ params, body }, ctx) => renameAssetGroup(ctx.upstream(), params.groupId, body),
});

export const DELETE = route({
  permission: "admin",
  org: "body",
  params,
  body: consoleDeleteAssetGroupBodySchema,
  audit: { action: "asset-group.delete", target: ({ params }) => `group:${params.groupId}` },
  call: ({ params, body }, ctx) => deleteAssetGroup(ctx.upstream(), params.groupId, body),
});
