import { beforeEach, describe, expect, it } from "vitest";
import type { Threat, ThreatPage, WatchlistEntry, WatchlistPage } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import type { ThreatFeedQuery, WatchlistQuery } from "@/lib/upstream/threats";
import { ensureThreatSync, readThreatSync } from "./store";
import { type ThreatSyncDeps, threatSyncTick, WATERMARK_REWIND_MS, wantThreatRead } from "./sync";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const MIN = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

function threat(id: number, updatedAt: number, extra: Partial<Threat> = {}): Threat {
  return {
    id,
    content: `https://threat-${id}.example`,
    type: "URL",
    status: "UNKNOWN",
    state: "investigating",
    livenessStatus: "ALIVE",
    brands: [],
    firstReportedAt: iso(T0 - 86_400_000),
    escalatedAt: null,
    blockedAt: null,
    takedown: null,
    detailsUrl: null,
    updatedAt: iso(updatedAt),
    ...extra,
  };
}

/** The service's feed as documented: by asset id, next_page the last id of the page, updatedSince at or after. */
function fakeFeed(rows: Map<number, Threat>) {
  const calls: ThreatFeedQuery[] = [];
  let failNext: Error | null = null;
  const threats = async (q: ThreatFeedQuery): Promise<ThreatPage> => {
    calls.push(q);
    if (failNext) {
      const e = failNext;
      failNext = null;
      throw e;
    }
    const after = q.nextPage ? Number(q.nextPage) : 0;
    const since = q.updatedSince ? Date.parse(q.updatedSince) : null;
    const matching = [...rows.values()]
      .filter((t) => Number(t.id) > after && (since === null || Date.parse(t.updatedAt!) >= since))
      .sort((a, b) => Number(a.id) - Number(b.id));
    const page = matching.slice(0, q.perPage);
    return { threats: page, nextPage: matching.length > page.length ? String(page.at(-1)!.id) : null };
  };
  return { threats, calls, failOnce: (e: Error) => (failNext = e) };
}

const emptyWatchlist = async (_q: WatchlistQuery): Promise<WatchlistPage> => ({ watchlist: [], nextPage: null, total: 0 });

describe.each(testEngines())("threats sync on %s", (engine) => {
  const db = useTestDb(engine);
  let t = T0;
  const deps = (feed: ReturnType<typeof fakeFeed>, extra: Partial<ThreatSyncDeps> = {}): ThreatSyncDeps => ({
    db: db(),
    threats: feed.threats,
    watchlist: emptyWatchlist,
    now: () => new Date(t),
    callsPerMinute: 1000,
    pollMs: 5 * MIN,
    perPage: 10,
    ...extra,
  });
  const stored = async () => (await db().selectFrom("threat_assets").selectAll().orderBy("asset_id").execute()).map((r) => [r.asset_id, r.updated_at, r.state]);
  const drain = async (d: ThreatSyncDeps, holder = "a") => {
    for (let i = 0; i < 50; i++) {
      const r = await threatSyncTick(d, holder);
      if (r.call === "threats" && r.done) return;
    }
    throw new Error("the sweep did not end");
  };

  beforeEach(async () => {
    t = T0;
    for (const table of ["threat_assets", "threat_asset_brands", "threat_funnel_tally"] as const) await db().deleteFrom(table).execute();
    await db().deleteFrom("threat_watchlist").execute();
    await db().deleteFrom("threat_sync").execute();
  });

  it("backfills every page, then reads from the watermark rewound 10 minutes", async () => {
    const rows = new Map(Array.from({ length: 35 }, (_, i) => [i + 1, threat(i + 1, T0 - (i % 7) * MIN)] as const));
    const feed = fakeFeed(rows);
    await drain(deps(feed));
    expect(feed.calls).toHaveLength(4);
    expect(feed.calls[0]).not.toHaveProperty("updatedSince");
    expect(feed.calls.slice(1).map((c) => c.nextPage)).toEqual(["10", "20", "30"]);
    expect((await stored()).length).toBe(35);
    const state = await readThreatSync(db(), "");
    expect(state).toMatchObject({ watermark: iso(T0), backfill_done: 1, sweep_cursor: null, last_sweep_rows: 35, last_sweep_pages: 4 });

    // Nothing is due before the poll interval; then an incremental read from the rewound watermark.
    t += MIN;
    expect((await threatSyncTick(deps(feed), "a")).call).not.toBe("threats");
    rows.set(3, threat(3, T0 + 2 * MIN, { state: "blocked" }));
    t += 5 * MIN;
    feed.calls.length = 0;
    await drain(deps(feed));
    expect(feed.calls[0]?.updatedSince).toBe(iso(T0 - WATERMARK_REWIND_MS));
    expect((await stored()).find(([id]) => id === "3")).toEqual(["3", iso(T0 + 2 * MIN), "blocked"]);
    expect((await readThreatSync(db(), ""))?.watermark).toBe(iso(T0 + 2 * MIN));
  });

  it("syncs another organization once it has a row, taking turns with the key's own, so neither backfill waits for the other", async () => {
    const own = fakeFeed(new Map(Array.from({ length: 30 }, (_, i) => [i + 1, threat(i + 1, T0)] as const)));
    const acme = fakeFeed(new Map(Array.from({ length: 30 }, (_, i) => [i + 101, threat(i + 101, T0)] as const)));
    const threats = (q: ThreatFeedQuery) => (q.slug === "acme" ? acme : own).threats(q);
    await ensureThreatSync(db(), "acme");
    const turns: (string | undefined)[] = [];
    for (let i = 0; i < 6; i++) {
      turns.push((await threatSyncTick(deps(own, { threats }), "a")).org);
      t += 1;
    }
    expect(turns).toEqual(["", "acme", "", "acme", "", "acme"]);
    expect(own.calls.map((c) => c.slug)).toEqual([undefined, undefined, undefined]);
    expect(acme.calls.map((c) => c.slug)).toEqual(["acme", "acme", "acme"]);
    const byOrg = await db().selectFrom("threat_assets").select(["org", "asset_id"]).execute();
    expect(
      byOrg
        .filter((r) => r.org === "acme")
        .map((r) => r.asset_id)
        .sort(),
    ).toEqual(Array.from({ length: 30 }, (_, i) => String(i + 101)).sort());
    expect(byOrg.filter((r) => r.org === "")).toHaveLength(30);
    expect(await readThreatSync(db(), "acme")).toMatchObject({ backfill_done: 1, last_sweep_rows: 30 });
  });

  it("resumes after a crash between two pages at the page it reached: nothing lost, nothing doubled", async () => {
    const rows = new Map(Array.from({ length: 25 }, (_, i) => [i + 1, threat(i + 1, T0 - i * MIN)] as const));
    const feed = fakeFeed(rows);
    await threatSyncTick(deps(feed), "a");
    // The instance dies here; the next page fails on the way too, and the sweep's position stays.
    feed.failOnce(new Error("connection reset"));
    await expect(threatSyncTick(deps(feed), "a")).rejects.toThrow("connection reset");
    expect(await readThreatSync(db(), "")).toMatchObject({ sweep_kind: "backfill", sweep_cursor: "10", watermark: null, last_error: "connection reset" });
    // Another instance takes over once the lease has expired, and goes on from page 2.
    t += 2 * MIN;
    await drain(deps(feed), "b");
    expect(feed.calls.map((c) => c.nextPage ?? null)).toEqual([null, "10", "10", "20"]);
    const ids = (await stored()).map(([id]) => Number(id));
    expect(ids.sort((a, b) => a - b)).toEqual(Array.from({ length: 25 }, (_, i) => i + 1));
    expect((await readThreatSync(db(), ""))?.watermark).toBe(iso(T0));
  });

  it("only the lease holder syncs; a second instance makes no call", async () => {
    const feed = fakeFeed(new Map([[1, threat(1, T0)]]));
    expect((await threatSyncTick(deps(feed), "a")).held).toBe(true);
    expect(await threatSyncTick(deps(feed), "b")).toEqual({ held: false, call: null });
    expect(feed.calls).toHaveLength(1);
  });

  it("stays within the per-minute budget, whichever instance calls", async () => {
    const feed = fakeFeed(new Map(Array.from({ length: 50 }, (_, i) => [i + 1, threat(i + 1, T0)] as const)));
    const d = deps(feed, { callsPerMinute: 2 });
    expect((await threatSyncTick(d, "a")).call).toBe("threats");
    expect((await threatSyncTick(d, "a")).call).toBe("threats");
    expect(await threatSyncTick(d, "a")).toMatchObject({ call: null, pending: true });
    t += MIN + 1;
    expect((await threatSyncTick(d, "a")).call).toBe("threats");
    expect(feed.calls).toHaveLength(3);
  });

  it("a webhook's asset.status-updated starts an incremental read before the interval", async () => {
    const rows = new Map([[1, threat(1, T0)]]);
    const feed = fakeFeed(rows);
    await drain(deps(feed));
    t += MIN;
    expect((await threatSyncTick(deps(feed), "a")).call).not.toBe("threats");
    await wantThreatRead(db(), new Date(t));
    expect((await threatSyncTick(deps(feed), "a")).call).toBe("threats");
  });

  it("marks an asset seen turning live again after dead (re-emergence), and the watchlist alike", async () => {
    const rows = new Map([[1, threat(1, T0, { livenessStatus: "DEAD", state: "blocked" })]]);
    const feed = fakeFeed(rows);
    let watch: WatchlistEntry = {
      id: 9,
      content: "w.example",
      type: "URL",
      status: "UNKNOWN",
      pendingStatus: null,
      livenessStatus: "DEAD",
      watchlistedAt: iso(T0),
      reason: "PARKING",
      firstReportedAt: iso(T0),
      lastScanAt: null,
    };
    const watchlist = async (): Promise<WatchlistPage> => ({ watchlist: [watch], nextPage: null, total: 1 });
    await drain(deps(feed, { watchlist }));
    await threatSyncTick(deps(feed, { watchlist }), "a");
    rows.set(1, threat(1, T0 + MIN, { livenessStatus: "ALIVE", state: "blocked" }));
    watch = { ...watch, livenessStatus: "ALIVE" };
    t += 6 * MIN;
    await drain(deps(feed, { watchlist }));
    await threatSyncTick(deps(feed, { watchlist }), "a");
    expect((await db().selectFrom("threat_assets").select("live_again_at").executeTakeFirst())?.live_again_at).toBe(iso(t));
    expect(await db().selectFrom("threat_watchlist").select(["live_again_at", "reason"]).executeTakeFirst()).toEqual({
      live_again_at: iso(t),
      reason: "PARKING",
    });
  });
});
