import { queryOptions } from "@tanstack/react-query";
import type { AssetGroupChange, AssetGroupDeleteResult, AssetGroupList } from "@/lib/contract/asset-group";
import type { ResponseId } from "@/lib/contract/response-id";
import { apiFetch } from "./api-fetch";
import { orgKey } from "./org-key";

const BASE = "/api/organization/asset-groups";

export const assetGroupKeys = {
  all: (org: string) => [...orgKey(org), "asset-groups"] as const,
  list: (org: string) => [...assetGroupKeys.all(org), "list"] as const,
};

export const assetGroupListQuery = (org: string) =>
  queryOptions({
    queryKey: assetGroupKeys.list(org),
    queryFn: ({ signal }) => apiFetch<AssetGroupList>(BASE, { signal }),
  });

export function createAssetGroup(name: string): Promise<AssetGroupChange> {
  return apiFetch<AssetGroupChange>(BASE, { method: "POST", body: { name } });
}

/** The id goes back exactly as the service sent it (number or numeric string). */
export function renameAssetGroup(id: ResponseId, name: string): Promise<AssetGroupChange> {
  return apiFetch<AssetGroupChange>(`${BASE}/${encodeURIComponent(String(id))}`, { method: "PATCH", body: { groupId: id, name } });
}

export function deleteAssetGroup(id: ResponseId): Promise<AssetGroupDeleteResult> {
  return apiFetch<AssetGroupDeleteResult>(`${BASE}/${encodeURIComponent(String(id))}`, { method: "DELETE", body: { groupId: id } });
}
