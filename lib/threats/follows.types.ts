/** What GET /api/assets/following answers (isomorphic). */
import type { AssetRecord } from "./asset-list.types";

export type FollowChange = { what: "state" | "liveness" | "takedown"; before: string | null; after: string | null };

export type FollowedAsset = {
  assetId: string;
  followedAt: string;
  seenAt: string;
  /** The asset as the sync last stored it; null when the sync has not (or no longer) seen it. */
  asset: AssetRecord | null;
  /** What changed since the follower last marked it seen. */
  changes: FollowChange[];
};

export type FollowingView = { following: FollowedAsset[]; limit: number };
