import { declareRoute } from "@/lib/api/define";
import type { slugQuerySchema } from "@/lib/bff/common-schemas";
import type { assetGroupParamsSchema } from "@/lib/bff/route-schemas";
import type { AssetGroupChange, AssetGroupDeleteResult, AssetGroupList } from "@/lib/contract/asset-group";
import type { consoleDeleteAssetGroupBodySchema, consoleRenameAssetGroupBodySchema, createAssetGroupBodySchema } from "@/lib/contract/asset-group-request";

const path = "/api/organization/asset-groups";
const key = ["asset-groups", "list"];

export const assetGroupListApi = declareRoute<{ query: typeof slugQuerySchema }, AssetGroupList>()({ method: "GET", path, key });
export const assetGroupCreateApi = declareRoute<{ body: typeof createAssetGroupBodySchema }, AssetGroupChange>()({ method: "POST", path, key });
export const assetGroupRenameApi = declareRoute<{ params: typeof assetGroupParamsSchema; body: typeof consoleRenameAssetGroupBodySchema }, AssetGroupChange>()({
  method: "PATCH",
  path: `${path}/[groupId]`,
  key,
});
export const assetGroupDeleteApi = declareRoute<
  { params: typeof assetGroupParamsSchema; body: typeof consoleDeleteAssetGroupBodySchema },
  AssetGroupDeleteResult
>()({
  method: "DELETE",
  path: `${path}/[groupId]`,
  key,
});
