import "server-only";
import { badRequest } from "@/lib/bff/errors";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { assetCsvResponse, InvalidAssetCursorError, listStoredAssets } from "./asset-list";
import type { AssetPage, ThreatSyncView, WatchlistView } from "./asset-list.types";
import type { AssetFilters, AssetListQuery } from "./asset-schemas";
import { assetFunnel } from "./funnel";
import type { FunnelView } from "./funnel.types";
import { readThreatSyncView, readWatchlistView } from "./views";

/** The routes' calls: the organization's store key (the key's own is "" however it is named), then the store. */
export async function assetList(organization: OrganizationScope, query: AssetListQuery): Promise<AssetPage> {
  try {
    return await listStoredAssets(await getDb(), await organizationStoreKey(organization), query);
  } catch (error) {
    if (error instanceof InvalidAssetCursorError) throw badRequest("The page cursor is not valid; load the list again from the start");
    throw error;
  }
}

export async function assetCsv(organization: OrganizationScope, filters: AssetFilters): Promise<Response> {
  return assetCsvResponse(await getDb(), await organizationStoreKey(organization), filters);
}

export async function watchlistView(organization: OrganizationScope, liveness?: readonly string[]): Promise<WatchlistView> {
  return readWatchlistView(await getDb(), await organizationStoreKey(organization), liveness);
}

export async function threatSyncView(organization: OrganizationScope): Promise<ThreatSyncView> {
  return readThreatSyncView(await getDb(), await organizationStoreKey(organization));
}

export async function funnelView(organization: OrganizationScope, from: string, to: string): Promise<FunnelView> {
  return assetFunnel(await getDb(), await organizationStoreKey(organization), from, to);
}
