import { queryOptions } from "@tanstack/react-query";
import { callApi } from "@/lib/api/client";
import { assetGroupCreateApi, assetGroupDeleteApi, assetGroupListApi, assetGroupRenameApi } from "@/lib/api-routes/asset-groups";
import type { AssetGroupChange, AssetGroupDeleteResult } from "@/lib/contract/asset-group";
import type { ResponseId } from "@/lib/contract/response-id";
import { apiKey } from "./api-key";
import { orgKey } from "./org-key";

export const assetGroupKeys = {
  all: (org: string) => [...orgKey(org), "asset-groups"] as const,
  list: (org: string) => apiKey(org, assetGroupListApi),
};

export const assetGroupListQuery = (org: string) =>
  queryOptions({
    queryKey: assetGroupKeys.list(org),
    queryFn: ({ signal }) => callApi(assetGroupListApi, { query: {} }, { signal }),
  });

export function createAssetGroup(name: string): Promise<AssetGroupChange> {
  return callApi(assetGroupCreateApi, { body: { name } });
}

/** The id goes back exactly as the service sent it (number or numeric string). */
export function renameAssetGroup(id: ResponseId, name: string): Promise<AssetGroupChange> {
  return callApi(assetGroupRenameApi, { params: { groupId: String(id) }, body: { groupId: id, name } });
}

export function deleteAssetGroup(id: ResponseId): Promise<AssetGroupDeleteResult> {
  return callApi(assetGroupDeleteApi, { params: { groupId: String(id) }, body: { groupId: id } });
}
