import "server-only";
import type { OpaqueId } from "@/lib/contract/ids";
import {
  type OwnAsset,
  type OwnAssetAddResult,
  type OwnAssetChange,
  type OwnAssetPage,
  type OwnAssetRemoval,
  ownAssetAddResultSchema,
  ownAssetChangeSchema,
  ownAssetPageSchema,
  ownAssetRemovalSchema,
} from "@/lib/contract/own-asset";
import type { OwnAssetAddBody, OwnAssetListQuery, OwnAssetUpdateBody } from "@/lib/contract/own-asset-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** GET /organization/assets: one page, the cursor handed back as received. */
export async function listOwnAssets(client: UpstreamClient, query: OwnAssetListQuery, opts: CallOptions = {}): Promise<OwnAssetPage> {
  const { next_page, ...rest } = query;
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "assets"],
    query: { ...rest, ...(next_page ? { next_page } : {}) },
    idempotent: true,
    schema: ownAssetPageSchema,
    ...opts,
  });
  return data;
}

/** Every page (1,000 a page, at most 20 pages): what the decision-time match compares with. */
export async function listAllOwnAssets(client: UpstreamClient, slug: string | undefined, opts: CallOptions = {}): Promise<OwnAsset[]> {
  const all: OwnAsset[] = [];
  let next: string | null = null;
  for (let page = 0; page < 20; page++) {
    const answer: OwnAssetPage = await listOwnAssets(client, { per_page: "1000", ...(slug ? { slug } : {}), ...(next ? { next_page: next } : {}) }, opts);
    all.push(...answer.assets);
    next = answer.nextPage;
    if (!next || answer.assets.length === 0) break;
  }
  return all;
}

/** POST /organization/assets: many at once; per-asset failures come in the 200. A mutation: never retried. */
export async function addOwnAssets(client: UpstreamClient, body: OwnAssetAddBody, opts: CallOptions = {}): Promise<OwnAssetAddResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["organization", "assets"],
    body,
    idempotent: false,
    schema: ownAssetAddResultSchema,
    ...opts,
  });
  return data;
}

/** PATCH /organization/assets/{assetId}, the id repeated in the body as the prose requires. */
export async function updateOwnAsset(client: UpstreamClient, assetId: OpaqueId, body: OwnAssetUpdateBody, opts: CallOptions = {}): Promise<OwnAssetChange> {
  const { data } = await client.request({
    method: "PATCH",
    path: ["organization", "assets", String(assetId)],
    body: { assetId, ...body },
    idempotent: false,
    schema: ownAssetChangeSchema,
    ...opts,
  });
  return data;
}

/** DELETE /organization/assets/{assetId} with `{ assetId }` in the body. */
export async function removeOwnAsset(client: UpstreamClient, assetId: OpaqueId, opts: CallOptions = {}): Promise<OwnAssetRemoval> {
  const { data } = await client.request({
    method: "DELETE",
    path: ["organization", "assets", String(assetId)],
    body: { assetId },
    idempotent: false,
    schema: ownAssetRemovalSchema,
    ...opts,
  });
  return data;
}
