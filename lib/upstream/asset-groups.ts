import "server-only";
import {
  type AssetGroupChange,
  type AssetGroupDeleteResult,
  type AssetGroupList,
  assetGroupDeleteResultSchema,
  assetGroupListSchema,
  assetGroupSchema,
} from "@/lib/contract/asset-group";
import type { CreateAssetGroupBody, DeleteAssetGroupBody, RenameAssetGroupBody } from "@/lib/contract/asset-group-request";
import type { CallOptions, PathId } from "./call-options";
import type { UpstreamClient } from "./client";
import { idSegment } from "./url";

const GROUPS = ["organization", "asset-groups"] as const;

/** GET /organization/asset-groups. */
export async function listAssetGroups(client: UpstreamClient, query: { slug?: string } = {}, opts: CallOptions = {}): Promise<AssetGroupList> {
  const { data } = await client.request({ method: "GET", path: GROUPS, query, idempotent: true, schema: assetGroupListSchema, ...opts });
  return data;
}

/** POST /organization/asset-groups. */
export async function createAssetGroup(client: UpstreamClient, body: CreateAssetGroupBody, opts: CallOptions = {}): Promise<AssetGroupChange> {
  const { data } = await client.request({ method: "POST", path: GROUPS, body, idempotent: false, schema: assetGroupSchema, ...opts });
  return data;
}

/** PATCH /organization/asset-groups/{groupId}; the body repeats `groupId`. */
export async function renameAssetGroup(client: UpstreamClient, groupId: PathId, body: RenameAssetGroupBody, opts: CallOptions = {}): Promise<AssetGroupChange> {
  const { data } = await client.request({
    method: "PATCH",
    path: [...GROUPS, idSegment(groupId)],
    body,
    idempotent: false,
    schema: assetGroupSchema,
    ...opts,
  });
  return data;
}

/** DELETE /organization/asset-groups/{groupId} with body `{ groupId }`. */
export async function deleteAssetGroup(
  client: UpstreamClient,
  groupId: PathId,
  body: DeleteAssetGroupBody,
  opts: CallOptions = {},
): Promise<AssetGroupDeleteResult> {
  const { data } = await client.request({
    method: "DELETE",
    path: [...GROUPS, idSegment(groupId)],
    body,
    idempotent: false,
    schema: assetGroupDeleteResultSchema,
    ...opts,
  });
  return data;
}
