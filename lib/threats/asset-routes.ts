import "server-only";
import type { Principal } from "@/lib/auth/principal";
import { badRequest, forbidden } from "@/lib/bff/errors";
import type { OrganizationScope } from "@/lib/contract/organization-scope";
import { getDb } from "@/lib/db";
import { organizationStoreKey } from "@/lib/upstream/organization-key";
import { reachableOrganizations } from "@/lib/upstream/organizations";
import { assetCsvResponse, InvalidAssetCursorError, listStoredAssets } from "./asset-list";
import type { AssetPage, ThreatSyncView, WatchlistView } from "./asset-list.types";
import type { AssetFilters, AssetListQuery } from "./asset-schemas";
import { followAsset, listFollowing, markFollowsSeen, unfollowAsset } from "./follows";
import type { FollowingView } from "./follows.types";
import { assetFunnel } from "./funnel";
import type { FunnelView } from "./funnel.types";
import { ensureThreatSync } from "./store";
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

/**
 * The sync's progress for the organization; opening another organization's /assets starts its sync
 * (lib/threats/sync.ts syncs every organization with a row), when the key reaches it.
 */
export async function threatSyncView(organization: OrganizationScope): Promise<ThreatSyncView> {
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  if (org !== "" && (await reachableOrganizations()).some((o) => o.slug === org)) await ensureThreatSync(db, org);
  return readThreatSyncView(db, org);
}

export async function funnelView(organization: OrganizationScope, from: string, to: string): Promise<FunnelView> {
  return assetFunnel(await getDb(), await organizationStoreKey(organization), from, to);
}

/** Follows are a console user's own (a wall link has none). */
function userIdOf(principal: Principal | null): number {
  if (principal?.kind !== "user") throw forbidden();
  return principal.userId;
}

export type FollowAction = { kind: "list" } | { kind: "follow" | "unfollow"; assetId: string } | { kind: "seen"; assetId: string | null };

/** Acts on the user's follows, then answers the list as it now is. */
export async function follows(principal: Principal | null, organization: OrganizationScope, action: FollowAction): Promise<FollowingView> {
  const userId = userIdOf(principal);
  const db = await getDb();
  const org = await organizationStoreKey(organization);
  const now = new Date();
  if (action.kind === "follow") await followAsset(db, userId, org, action.assetId, now);
  else if (action.kind === "unfollow") await unfollowAsset(db, userId, org, action.assetId);
  else if (action.kind === "seen") await markFollowsSeen(db, userId, org, action.assetId, now);
  return listFollowing(db, userId, org);
}
