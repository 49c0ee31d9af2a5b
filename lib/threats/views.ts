import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { ThreatSyncView, WatchlistRecord, WatchlistView } from "./asset-list.types";
import { readThreatSync } from "./store";

const count = async (db: Kysely<Database>, table: "threat_assets" | "threat_watchlist", org: string) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as("n"))
        .where("org", "=", org)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The organization's watchlist as last read, live ones first (what came back matters), then by last scan. */
export async function readWatchlistView(db: Kysely<Database>, org: string, liveness?: readonly string[]): Promise<WatchlistView> {
  let select = db.selectFrom("threat_watchlist").selectAll().where("org", "=", org);
  if (liveness?.length) select = select.where("liveness", "in", liveness);
  const rows = await select.orderBy("live_again_at", "desc").orderBy("last_scan_at", "desc").orderBy("asset_id").limit(2000).execute();
  const state = await readThreatSync(db, org);
  const entries: WatchlistRecord[] = rows.map((r) => ({
    id: r.asset_id,
    content: r.content,
    type: r.type,
    status: r.status,
    pendingStatus: r.pending_status,
    liveness: r.liveness,
    reason: r.reason,
    watchlistedAt: r.watchlisted_at,
    firstReportedAt: r.first_reported_at,
    lastScanAt: r.last_scan_at,
    liveAgainAt: r.live_again_at,
  }));
  return { entries, total: await count(db, "threat_watchlist", org), serviceTotal: state?.watch_total ?? null, lastReadAt: state?.last_watch_at ?? null };
}

/** The sync's progress and freshness (/health, /assets). */
export async function readThreatSyncView(db: Kysely<Database>, org: string): Promise<ThreatSyncView> {
  const s = await readThreatSync(db, org);
  return {
    backfillDone: s?.backfill_done === 1,
    sweep: s?.sweep_kind ? { kind: s.sweep_kind, pages: s.sweep_pages, rows: s.sweep_rows, startedAt: s.sweep_started_at } : null,
    watermark: s?.watermark ?? null,
    lastSweepAt: s?.last_sweep_at ?? null,
    lastSweepPages: s?.last_sweep_pages ?? null,
    lastSweepRows: s?.last_sweep_rows ?? null,
    assetsStored: await count(db, "threat_assets", org),
    watchlistStored: await count(db, "threat_watchlist", org),
    lastWatchlistAt: s?.last_watch_at ?? null,
    lastError: s?.last_error ? { message: s.last_error, at: s.last_error_at } : null,
  };
}
