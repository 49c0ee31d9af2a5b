import "server-only";
import { type AssetSearchBody, type AssetSearchResult, assetSearchResultSchema } from "@/lib/contract/asset-search";
import { type UnblockResult, unblockResultSchema } from "@/lib/contract/unblock";
import type { UnblockRequestBody } from "@/lib/contract/unblock-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** POST /asset/unblock: unblocks the organization's own asset, or opens a dispute (`disputeCreated`). Never retried. */
export async function unblockAsset(client: UpstreamClient, body: UnblockRequestBody, opts: CallOptions = {}): Promise<UnblockResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["asset", "unblock"],
    body,
    idempotent: false,
    schema: unblockResultSchema,
    ...opts,
  });
  return data;
}

/** POST /asset/search: one asset by content or id, with its reports, takedown and who blocks it (404 when unknown). */
export async function searchAsset(client: UpstreamClient, body: AssetSearchBody, opts: CallOptions = {}): Promise<AssetSearchResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["asset", "search"],
    body,
    idempotent: true,
    schema: assetSearchResultSchema,
    ...opts,
  });
  return data;
}
