/** What GET /api/assets answers (isomorphic: the page imports only these types). */
export type AssetBrand = { slug: string | null; name: string | null };

export type AssetRecord = {
  /** The service's asset id, as text. */
  id: string;
  content: string | null;
  type: string | null;
  status: string | null;
  /** The lifecycle state as the service sent it (lower case when known). */
  state: string | null;
  liveness: string | null;
  brands: AssetBrand[];
  firstReportedAt: string | null;
  escalatedAt: string | null;
  blockedAt: string | null;
  takedownStatus: string | null;
  takedownSubmittedAt: string | null;
  takedownCompletedAt: string | null;
  detailsUrl: string | null;
  updatedAt: string | null;
  liveAgainAt: string | null;
};

/** `totalCapped`: more match than `total` (lib/threats/asset-list.ts ASSET_COUNT_CAP), which is then a floor. */
export type AssetPage = { assets: AssetRecord[]; nextCursor: string | null; total: number; totalCapped: boolean };

export type WatchlistRecord = {
  id: string;
  content: string | null;
  type: string | null;
  status: string | null;
  pendingStatus: string | null;
  liveness: string | null;
  reason: string | null;
  watchlistedAt: string | null;
  firstReportedAt: string | null;
  lastScanAt: string | null;
  liveAgainAt: string | null;
};

export type WatchlistView = { entries: WatchlistRecord[]; total: number; serviceTotal: number | null; lastReadAt: string | null };

/** The threats sync's progress and freshness, as /health and /assets show it. */
export type ThreatSyncView = {
  /** False when this console runs no sync (THREAT_SYNC_RATE=0 on every instance shows as never read). */
  backfillDone: boolean;
  sweep: { kind: string; pages: number; rows: number; startedAt: string | null } | null;
  watermark: string | null;
  lastSweepAt: string | null;
  lastSweepPages: number | null;
  lastSweepRows: number | null;
  assetsStored: number;
  watchlistStored: number;
  lastWatchlistAt: string | null;
  lastError: { message: string; at: string | null } | null;
};
