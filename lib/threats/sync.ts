import "server-only";
import type { Kysely, Transaction } from "kysely";
import { scopeOfStorageKey, slugOf } from "@/lib/contract/organization-scope";
import type { ThreatPage, WatchlistPage } from "@/lib/contract/threat";
import { FEED_PAGE_MAX } from "@/lib/contract/threat-values";
import type { Database } from "@/lib/db/schema";
import { holdLease, type JobLease } from "@/lib/jobs/lease";
import { type Job, runEvery } from "@/lib/jobs/run-every";
import { UpstreamError } from "@/lib/upstream/errors";
import type { ThreatFeedQuery, WatchlistQuery } from "@/lib/upstream/threats";
import { takeThreatCall } from "./call-budget";
import { dropUnseenWatchlist, ensureThreatSync, type ThreatSyncState, upsertThreats, upsertWatchlist, writeThreatSync } from "./store";

export const THREAT_SYNC_LEASE = "threat-sync";
/** The feed is ordered by asset id, not updatedAt: the next sweep starts this far before the watermark (the service's own connector rewinds 10 minutes). */
export const WATERMARK_REWIND_MS = 10 * 60_000;
const LEASE_TTL_MS = 60_000;
const IDLE_TICK_MS = 15_000;

export type ThreatSyncDeps = {
  db: Kysely<Database>;
  threats: (query: ThreatFeedQuery) => Promise<ThreatPage>;
  watchlist: (query: WatchlistQuery) => Promise<WatchlistPage>;
  now: () => Date;
  /** Service calls per minute, whoever holds the lease. */
  callsPerMinute: number;
  /** Milliseconds between two incremental reads (and two watchlist reads). */
  pollMs: number;
  /** Rows a page (the documented 1–1000). */
  perPage?: number;
  /** In the transaction that stores a page of the feed, with its asset ids (the followers' mail, lib/follow-mail). */
  onPage?: (trx: Transaction<Database>, org: string, assetIds: readonly string[], now: Date) => Promise<unknown>;
};

export type ThreatTickResult = { call: "threats" | "watchlist" | null; org?: string; pending?: boolean; rows?: number; done?: boolean };

/**
 * The organizations synced: the key's own (the store key "") always, and every other one the key
 * reaches once someone opened its /assets (lib/threats/asset-routes.ts writes its row).
 */
async function organizationsToSync(db: Kysely<Database>): Promise<string[]> {
  const rows = await db.selectFrom("threat_sync").select("org").where("org", "<>", "").orderBy("org").execute();
  return ["", ...rows.map((r) => r.org)];
}

const later = (a: string | null, b: string | null) => (a === null ? b : b === null ? a : a > b ? a : b);
const rewound = (watermark: string) => new Date(Date.parse(watermark) - WATERMARK_REWIND_MS).toISOString();
const refusedCursor = (error: unknown) => error instanceof UpstreamError && error.kind === "http" && error.status === 400;

function nextWork(state: ThreatSyncState, now: Date, pollMs: number): "threats" | "watchlist" | null {
  if (state.sweep_kind !== null || state.backfill_done === 0) return "threats";
  if (state.watch_cursor !== null) return "watchlist";
  const due = (last: string | null) => last === null || now.getTime() - Date.parse(last) >= pollMs;
  const wanted = state.wanted_at !== null && (state.last_sweep_at === null || state.wanted_at > state.last_sweep_at);
  if (wanted || due(state.last_sweep_at)) return "threats";
  if (due(state.last_watch_at)) return "watchlist";
  return null;
}

/**
 * One page of a sweep of the threats feed. The rows and the sweep's position are written in one
 * transaction, so a crash between two pages resumes at the page it reached: nothing lost (the
 * watermark moves only when a sweep has drained every page) and nothing doubled (rows upsert on id).
 */
async function threatPage(deps: ThreatSyncDeps, org: string, state: ThreatSyncState, now: Date): Promise<ThreatTickResult> {
  const kind = state.sweep_kind ?? (state.backfill_done === 1 ? "incremental" : "backfill");
  const since = state.sweep_kind !== null ? state.sweep_since : kind === "incremental" && state.watermark !== null ? rewound(state.watermark) : null;
  const query = { slug: slugOf(scopeOfStorageKey(org)), perPage: deps.perPage ?? FEED_PAGE_MAX, ...(since ? { updatedSince: since } : {}) };
  let page: ThreatPage;
  try {
    page = await deps.threats(state.sweep_cursor === null ? query : { ...query, nextPage: state.sweep_cursor });
  } catch (error) {
    // A cursor the service no longer takes: the sweep starts over from its first page (same updatedSince, watermark unmoved).
    if (refusedCursor(error) && state.sweep_cursor !== null) await writeThreatSync(deps.db, org, { sweep_cursor: null });
    throw error;
  }
  const top = page.threats.reduce<string | null>((max, t) => later(max, t.updatedAt === null ? null : new Date(Date.parse(t.updatedAt)).toISOString()), null);
  const sweepTop = later(state.sweep_kind !== null ? state.sweep_top : null, top);
  const done = page.nextPage === null;
  await deps.db.transaction().execute(async (trx) => {
    await upsertThreats(trx, org, page.threats, now);
    await deps.onPage?.(
      trx,
      org,
      page.threats.map((t) => String(t.id)),
      now,
    );
    const pages = (state.sweep_kind !== null ? state.sweep_pages : 0) + 1;
    const rows = (state.sweep_kind !== null ? state.sweep_rows : 0) + page.threats.length;
    const started = state.sweep_kind !== null ? state.sweep_started_at : now.toISOString();
    if (done) {
      await writeThreatSync(trx, org, {
        watermark: later(state.watermark, sweepTop),
        backfill_done: 1,
        sweep_kind: null,
        sweep_since: null,
        sweep_cursor: null,
        sweep_top: null,
        sweep_pages: 0,
        sweep_rows: 0,
        sweep_started_at: null,
        // A webhook during the sweep may name a row already passed: the next sweep comes at once.
        last_sweep_at: started,
        last_sweep_pages: pages,
        last_sweep_rows: rows,
        last_error: null,
        last_error_at: null,
      });
    } else {
      await writeThreatSync(trx, org, {
        sweep_kind: kind,
        sweep_since: since,
        sweep_cursor: page.nextPage,
        sweep_top: sweepTop,
        sweep_pages: pages,
        sweep_rows: rows,
        sweep_started_at: started,
      });
    }
  });
  return { call: "threats", rows: page.threats.length, done };
}

/** One page of a whole read of the watchlist (it has no updatedSince); at its end, what it did not see is dropped. */
async function watchlistPage(deps: ThreatSyncDeps, org: string, state: ThreatSyncState, now: Date): Promise<ThreatTickResult> {
  const first = state.watch_cursor === null;
  const sweep = first ? state.watch_sweep + 1 : state.watch_sweep;
  let page: WatchlistPage;
  try {
    page = await deps.watchlist({
      slug: slugOf(scopeOfStorageKey(org)),
      perPage: deps.perPage ?? FEED_PAGE_MAX,
      ...(first ? { includeTotal: true } : { nextPage: state.watch_cursor! }),
    });
  } catch (error) {
    if (refusedCursor(error) && !first) await writeThreatSync(deps.db, org, { watch_cursor: null });
    throw error;
  }
  const done = page.nextPage === null;
  await deps.db.transaction().execute(async (trx) => {
    await upsertWatchlist(trx, org, page.watchlist, sweep, now);
    if (done) await dropUnseenWatchlist(trx, org, sweep);
    await writeThreatSync(trx, org, {
      watch_sweep: sweep,
      watch_cursor: page.nextPage,
      ...(first && page.total !== null ? { watch_total: page.total } : {}),
      ...(done ? { last_watch_at: now.toISOString() } : {}),
    });
  });
  return { call: "watchlist", rows: page.watchlist.length, done };
}

/** The lease holder's work: at most one service call, when the minute's budget allows it. */
export async function threatSyncOnce(deps: ThreatSyncDeps): Promise<ThreatTickResult> {
  const now = deps.now();
  const waiting: { org: string; state: ThreatSyncState; work: "threats" | "watchlist" }[] = [];
  for (const org of await organizationsToSync(deps.db)) {
    const state = await ensureThreatSync(deps.db, org);
    const work = nextWork(state, now, deps.pollMs);
    if (work !== null) waiting.push({ org, state, work });
  }
  if (waiting.length === 0) return { call: null };
  // The organization called longest ago (or never) goes first: one's long backfill starves no other.
  waiting.sort((a, b) => (a.state.last_call_at ?? "").localeCompare(b.state.last_call_at ?? ""));
  const { org, state, work } = waiting[0]!;
  if (!(await takeThreatCall(deps.db, now, deps.callsPerMinute))) return { call: null, pending: true };
  await writeThreatSync(deps.db, org, { last_call_at: now.toISOString() });
  try {
    return { org, ...(work === "threats" ? await threatPage(deps, org, state, now) : await watchlistPage(deps, org, state, now)) };
  } catch (error) {
    await writeThreatSync(deps.db, org, { last_error: error instanceof Error ? error.message : String(error), last_error_at: now.toISOString() });
    throw error;
  }
}

const lease = (deps: ThreatSyncDeps): JobLease => ({ db: deps.db, name: THREAT_SYNC_LEASE, ttlMs: LEASE_TTL_MS });

/** A tick as runEvery runs it: only the instance holding the lease syncs. */
export async function threatSyncTick(deps: ThreatSyncDeps, holder: string): Promise<ThreatTickResult & { held: boolean }> {
  if (!(await holdLease(lease(deps), holder, deps.now()))) return { held: false, call: null };
  return { held: true, ...(await threatSyncOnce(deps)) };
}

/** Asks for an incremental read now (a webhook said an asset changed); the job's next tick starts it. */
export async function wantThreatRead(db: Kysely<Database>, now: Date): Promise<void> {
  for (const org of await organizationsToSync(db)) {
    await ensureThreatSync(db, org);
    await writeThreatSync(db, org, { wanted_at: now.toISOString() });
  }
}

/** The job's name on /health and in the metrics. */
export const THREAT_SYNC_JOB_NAME = "threats sync";

/**
 * This instance's sync loop: a call every 60 s / budget while there is work, otherwise a cheap look
 * every 15 s, or every poll interval when that is shorter (a poll due sooner than the look would wait for it).
 */

export function startThreatSync(deps: ThreatSyncDeps): Job | null {
  if (deps.callsPerMinute <= 0) return null;
  const busyMs = Math.max(20, Math.ceil(60_000 / deps.callsPerMinute));
  const idleMs = Math.min(IDLE_TICK_MS, deps.pollMs);
  return runEvery({
    name: THREAT_SYNC_JOB_NAME,
    first: 2_000,
    interval: (last) => (last?.call || last?.pending ? busyMs : idleMs),
    lease: lease(deps),
    now: deps.now,
    tick: () => threatSyncOnce(deps),
  });
}
