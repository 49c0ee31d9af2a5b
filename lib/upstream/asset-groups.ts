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

/**
 * Another group of the organization whose name differs from `name` only in letter case ("Phish"
 * for "PHISH"), or null. The service's uniqueness is case-sensitive (interface-v2 §2.11), so it
 * would keep both, and a list, a filter or a person could not tell them apart: the console
 * refuses such a name before sending it. An exact match is left to the service's own 409.
 */
export async function caseTwinOf(client: UpstreamClient, name: string, query: { slug?: string }, exceptId?: PathId): Promise<string | null> {
  const folded = name.toLowerCase();
  const { groups } = await listAssetGroups(client, query);
  const twin = groups.find(
    (g) => g.name !== null && g.name !== name && g.name.toLowerCase() === folded && (exceptId === undefined || String(g.id) !== String(exceptId)),
  );
  return twin?.name ?? null;
}

/** The refusal of a name `caseTwinOf` found a twin for, in the words of the 409 (components/asset-groups/group-name.ts). */
export function caseTwinMessage(name: string, twin: string): string {
  return `A group named "${twin}" already exists; "${name}" differs from it only in letter case, which would leave two groups no one can tell apart`;
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
