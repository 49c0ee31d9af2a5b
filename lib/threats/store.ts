import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { Threat, WatchlistEntry } from "@/lib/contract/threat";
import { isPostgres } from "@/lib/db/migrations/engine";
import type { Database, ThreatSyncTable } from "@/lib/db/schema";
import { brandKeysOf } from "@/lib/threat-derived/asset-brands";
import { addToFunnelTally, type BrandChange, replaceAssetBrands } from "@/lib/threat-derived/derived-rows";
import { type FunnelDates, tallyChange } from "@/lib/threat-derived/funnel-tally";

type Db = Kysely<Database> | Transaction<Database>;
export type ThreatSyncState = { [K in keyof ThreatSyncTable]: ThreatSyncTable[K] extends import("kysely").Generated<infer T> ? T : ThreatSyncTable[K] };

const iso = (value: string | null) => {
  if (value === null) return null;
  const ms = Date.parse(value);
  return Number.isFinite(ms) ? new Date(ms).toISOString() : null;
};

export async function readThreatSync(db: Db, org: string): Promise<ThreatSyncState | null> {
  return ((await db.selectFrom("threat_sync").selectAll().where("org", "=", org).executeTakeFirst()) as ThreatSyncState | undefined) ?? null;
}

export async function ensureThreatSync(db: Db, org: string): Promise<ThreatSyncState> {
  await db
    .insertInto("threat_sync")
    .values({ org })
    .onConflict((oc) => oc.column("org").doNothing())
    .execute();
  return (await readThreatSync(db, org))!;
}

export async function writeThreatSync(db: Db, org: string, values: Partial<ThreatSyncState>): Promise<void> {
  const { org: _org, ...rest } = values;
  await db.updateTable("threat_sync").set(rest).where("org", "=", org).execute();
}

/** Rows per INSERT: well under SQLite's bound parameters at 19 columns. */
const CHUNK = 200;

const ASSET_COLUMNS = [
  "content",
  "type",
  "status",
  "state",
  "liveness",
  "brands",
  "first_reported_at",
  "escalated_at",
  "blocked_at",
  "takedown_status",
  "takedown_submitted_at",
  "takedown_completed_at",
  "details_url",
  "updated_at",
  "live_again_at",
  "synced_at",
] as const;
const WATCH_COLUMNS = [
  "content",
  "type",
  "status",
  "pending_status",
  "liveness",
  "reason",
  "watchlisted_at",
  "first_reported_at",
  "last_scan_at",
  "live_again_at",
  "sweep",
  "synced_at",
] as const;

/** The conflict builder's `excluded` row by name (typed per table by its caller's column list). */
function excludedOf(eb: any, columns: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(columns.map((c) => [c, eb.ref(`excluded.${c}`)]));
}

const turnedLive = (before: string | null | undefined, after: string | null) => before?.toUpperCase() === "DEAD" && after?.toUpperCase() === "ALIVE";

/**
 * Upserts one page of the threats feed by asset id; an asset seen turning ALIVE after DEAD gets
 * `live_again_at` (the re-emergence the alert rules watch). Returns how many it turned live again.
 * Its brands and its share of the funnel's tally change with it, in the caller's transaction: the
 * tally takes the difference between the stored row and the new one, so on PostgreSQL the sync's
 * row is locked first and a second writer of the same organization reads the rows after this one's.
 */
export async function upsertThreats(db: Db, org: string, page: readonly Threat[], now: Date): Promise<number> {
  // An asset twice in one page is stored as its last version, and its change counted once.
  const threats = [...new Map(page.map((t) => [String(t.id), t])).values()];
  if (threats.length === 0) return 0;
  if (isPostgres(db)) await db.selectFrom("threat_sync").select("org").where("org", "=", org).forUpdate().execute();
  const ids = threats.map((t) => String(t.id));
  const before = new Map(
    (
      await db
        .selectFrom("threat_assets")
        .select([
          "asset_id",
          "liveness",
          "live_again_at",
          "brands",
          "state",
          "first_reported_at",
          "escalated_at",
          "blocked_at",
          "takedown_submitted_at",
          "takedown_completed_at",
        ])
        .where("org", "=", org)
        .where("asset_id", "in", ids)
        .execute()
    ).map((r) => [r.asset_id, r]),
  );
  let again = 0;
  const brandChanges: BrandChange[] = [];
  const tallyChanges: { before: FunnelDates | null; after: FunnelDates }[] = [];
  const rows = threats.map((t) => {
    const id = String(t.id);
    const old = before.get(id);
    const live = turnedLive(old?.liveness, t.livenessStatus);
    if (live) again++;
    const row = {
      org,
      asset_id: id,
      content: t.content,
      type: t.type,
      status: t.status,
      state: t.state,
      liveness: t.livenessStatus,
      brands: JSON.stringify(t.brands),
      first_reported_at: iso(t.firstReportedAt),
      escalated_at: iso(t.escalatedAt),
      blocked_at: iso(t.blockedAt),
      takedown_status: t.takedown?.status ?? null,
      takedown_submitted_at: iso(t.takedown?.submittedAt ?? null),
      takedown_completed_at: iso(t.takedown?.completedAt ?? null),
      details_url: t.detailsUrl,
      updated_at: iso(t.updatedAt),
      live_again_at: live ? now.toISOString() : (old?.live_again_at ?? null),
      synced_at: now.toISOString(),
    };
    if (old?.brands !== row.brands || old?.state !== row.state)
      brandChanges.push({ id, stored: old !== undefined, keys: brandKeysOf(t.brands), state: row.state });
    tallyChanges.push({ before: old ?? null, after: row });
    return row;
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto("threat_assets")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(["org", "asset_id"]).doUpdateSet((eb) => excludedOf(eb, ASSET_COLUMNS)))
      .execute();
  }
  await replaceAssetBrands(db, org, brandChanges);
  await addToFunnelTally(db, org, tallyChange(tallyChanges));
  return again;
}

/** Upserts one page of the watchlist, marked with the sweep that saw it. */
export async function upsertWatchlist(db: Db, org: string, entries: readonly WatchlistEntry[], sweep: number, now: Date): Promise<number> {
  if (entries.length === 0) return 0;
  const ids = entries.map((e) => String(e.id));
  const before = new Map(
    (
      await db.selectFrom("threat_watchlist").select(["asset_id", "liveness", "live_again_at"]).where("org", "=", org).where("asset_id", "in", ids).execute()
    ).map((r) => [r.asset_id, r]),
  );
  let again = 0;
  const rows = entries.map((e) => {
    const id = String(e.id);
    const old = before.get(id);
    const live = turnedLive(old?.liveness, e.livenessStatus);
    if (live) again++;
    const row = {
      org,
      asset_id: id,
      content: e.content,
      type: e.type,
      status: e.status,
      pending_status: e.pendingStatus,
      liveness: e.livenessStatus,
      reason: e.reason,
      watchlisted_at: iso(e.watchlistedAt),
      first_reported_at: iso(e.firstReportedAt),
      last_scan_at: iso(e.lastScanAt),
      live_again_at: live ? now.toISOString() : (old?.live_again_at ?? null),
      sweep,
      synced_at: now.toISOString(),
    };
    return row;
  });
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto("threat_watchlist")
      .values(rows.slice(i, i + CHUNK))
      .onConflict((oc) => oc.columns(["org", "asset_id"]).doUpdateSet((eb) => excludedOf(eb, WATCH_COLUMNS)))
      .execute();
  }
  return again;
}

/** After a whole watchlist read: what it did not see has left the watchlist. */
export async function dropUnseenWatchlist(db: Db, org: string, sweep: number): Promise<void> {
  await db.deleteFrom("threat_watchlist").where("org", "=", org).where("sweep", "<", sweep).execute();
}
