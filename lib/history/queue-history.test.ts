import { describe, expect, it } from "vitest";
import { EvaluationSignals } from "@/lib/alerts/signals";
import type { QueueSnapshot } from "@/lib/contract/snapshot";
import { recordAuditEvent } from "@/lib/db/audit-events";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { consoleFigures } from "@/lib/outcomes/console-figures";
import { resolveWindow } from "@/lib/outcomes/outcome-window";
import { orgKey } from "@/lib/testing/organization-keys";
import { queueTrend, recordSnapshot, resolutionFor, thinHistory } from "./queue-history";
import { recordsHistory } from "./recorded-window";
import { recorderTick } from "./recorder";
import { reviewBudget } from "./review-budget";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);

function snapshot(pending: number, slug = "acme", all = false): QueueSnapshot {
  const buckets = { lt24h: 0, h24to72: 0, h72to168: 0, gte168h: 0 };
  return {
    generatedAt: NOW.toISOString(),
    scope: { slug, all },
    reviewQueue: {
      totalPendingProposals: pending,
      distinctReports: 1,
      ageBuckets: buckets,
      slaBuckets: { breached: Math.floor(pending / 2), dueWithin24h: 0, dueWithin72h: 0, beyond72h: 0, missingSla: 0 },
      byOrg: [],
    },
    takedownQueue: { totalOpen: pending + 1, statusCounts: { todo: 0, inProgress: 0, pendingInput: 0 }, ageBuckets: buckets, staleInProgress: 2, byOrg: [] },
  } as QueueSnapshot;
}

describe("recordsHistory", () => {
  it("keeps only snapshots at the default stale window, so the stale line never mixes thresholds", () => {
    expect(recordsHistory({})).toBe(true);
    expect(recordsHistory({ windowHours: 168 })).toBe(true);
    expect(recordsHistory({ windowHours: 24 })).toBe(false);
  });
});

describe.each(testEngines())("queue history on %s", (engine) => {
  const db = useTestDb(engine);

  it("records at most one snapshot per minute per scope", async () => {
    expect(await recordSnapshot(db(), snapshot(10), at(0))).toBe(true);
    expect(await recordSnapshot(db(), snapshot(11), at(30_000))).toBe(false);
    expect(await recordSnapshot(db(), snapshot(12, "acme", true), at(30_000))).toBe(true);
    expect(await recordSnapshot(db(), snapshot(13), at(MIN))).toBe(true);
    const rows = await db().selectFrom("queue_history").selectAll().orderBy("scope").orderBy("minute").execute();
    expect(rows.map((r) => [r.scope, r.minute, Number(r.total_pending)])).toEqual([
      ["all", "2026-11-20T12:00", 12],
      ["org:acme", "2026-11-20T12:00", 10],
      ["org:acme", "2026-11-20T12:01", 13],
    ]);
  });

  it("records no point for a snapshot whose scope was not sent, nor for one that sent no figure", async () => {
    expect(await recordSnapshot(db(), { ...snapshot(10), scope: { slug: null, all: null } }, at(0))).toBe(false);
    const none = snapshot(10);
    none.reviewQueue = { ...none.reviewQueue, totalPendingProposals: null, slaBuckets: { ...none.reviewQueue.slaBuckets, breached: null } };
    none.takedownQueue = { ...none.takedownQueue, totalOpen: null, staleInProgress: null };
    expect(await recordSnapshot(db(), none, at(0))).toBe(false);
    expect(await db().selectFrom("queue_history").selectAll().execute()).toEqual([]);
  });

  it("a sparse snapshot keeps the figures it sent; only the missing one is a gap, in trends, wall deltas, alert baselines and outcomes", async () => {
    // The sparse dialect sends no stale count: every snapshot lacks that one figure.
    const sparse = (pending: number) => {
      const s = snapshot(pending);
      s.takedownQueue = { ...s.takedownQueue, staleInProgress: null };
      return s;
    };
    expect(await recordSnapshot(db(), sparse(10), at(-2 * HOUR))).toBe(true);
    expect(await recordSnapshot(db(), sparse(16), at(-HOUR))).toBe(true);
    expect(await recordSnapshot(db(), sparse(14), at(0))).toBe(true);

    const trend = await queueTrend(db(), "org:acme", "24h", NOW);
    const recorded = trend.points.filter((p) => p.totalPending !== null || p.staleInProgress !== null || p.openTakedowns !== null);
    expect(recorded.map((p) => [p.totalPending, p.staleInProgress])).toEqual([
      [10, null],
      [16, null],
      [14, null],
    ]);
    // The wall's and the cards' "+N in 24 h": each figure from its own values; the missing one has none.
    expect(trend.change).toEqual({ totalPending: 4, slaBreached: 2, openTakedowns: 4, staleInProgress: null });

    // An "up by N" alert rule reads the first recorded value of its figure in its window.
    const signals = new EvaluationSignals(db(), { snapshot: async () => sparse(14), healthcheck: async () => Promise.reject(new Error("none")) }, NOW);
    expect(await signals.recordedBaseline(sparse(14), "totalPending", 180)).toBe(10);
    expect(await signals.recordedBaseline(sparse(14), "staleInProgress", 180)).toBeNull();

    // The outcomes figure built on history: the peak of SLA breaches over the window.
    const window = resolveWindow({ days: 7 }, NOW);
    if (!window.ok) throw new Error(window.message);
    const figures = await consoleFigures(db(), orgKey(""), "org:acme", window.window, NOW);
    expect(figures.slaBreaches).toMatchObject({ peak: { current: 8 }, latest: 7, points: 3 });

    // A later snapshot without the SLA figure is a gap in that figure alone, not a 0.
    const noSla = snapshot(20);
    noSla.reviewQueue = { ...noSla.reviewQueue, slaBuckets: { ...noSla.reviewQueue.slaBuckets, breached: null } };
    expect(await recordSnapshot(db(), noSla, at(MIN))).toBe(true);
    const later = await queueTrend(db(), "org:acme", "24h", at(MIN));
    expect(later.change).toMatchObject({ totalPending: 10, slaBreached: 2 });
    expect((await consoleFigures(db(), orgKey(""), "org:acme", window.window, at(MIN))).slaBreaches).toMatchObject({ latest: 7, points: 3 });
  });

  it("thins: every minute for a day, every 15 minutes for 30 days, hourly for a year, nothing older", async () => {
    expect([resolutionFor(HOUR), resolutionFor(2 * DAY), resolutionFor(40 * DAY), resolutionFor(400 * DAY)]).toEqual([MIN, 15 * MIN, HOUR, null]);
    // One point a minute across the last 2 hours and across 2 hours 10 days ago and 100 days ago, and one 400 days ago.
    const starts = [-2 * HOUR, -10 * DAY, -100 * DAY];
    for (const start of starts) for (let m = 0; m < 120; m++) await recordSnapshot(db(), snapshot(m), at(start + m * MIN));
    await recordSnapshot(db(), snapshot(1), at(-400 * DAY));
    await thinHistory(db(), NOW);
    const rows = (await db().selectFrom("queue_history").select("minute").execute()).map((r) => Date.parse(`${r.minute}:00.000Z`));
    const count = (from: number, to: number) => rows.filter((at) => at >= NOW.getTime() + from && at < NOW.getTime() + to).length;
    expect(count(-2 * HOUR, 0)).toBe(120);
    expect(count(-10 * DAY, -10 * DAY + 2 * HOUR)).toBe(8);
    expect(count(-100 * DAY, -100 * DAY + 2 * HOUR)).toBe(2);
    expect(count(-500 * DAY, -365 * DAY)).toBe(0);
  });

  it("thins again later only what crossed an age boundary since, bucket by bucket", async () => {
    for (let m = 0; m < 240; m++) await recordSnapshot(db(), snapshot(m), at(-26 * HOUR + m * MIN));
    await thinHistory(db(), NOW);
    await thinHistory(db(), at(HOUR));
    const rows = (await db().selectFrom("queue_history").select("minute").execute()).map((r) => Date.parse(`${r.minute}:00.000Z`));
    const count = (from: number, to: number) => rows.filter((t) => t >= NOW.getTime() + from && t < NOW.getTime() + to).length;
    expect(count(-26 * HOUR, -23 * HOUR)).toBe(12);
    expect(count(-23 * HOUR, -22 * HOUR)).toBe(60);
  });

  it("shows gaps as gaps, never interpolated, and says the change since the window's start", async () => {
    for (let m = 0; m <= 60; m += 5) await recordSnapshot(db(), snapshot(100 + m), at(-10 * HOUR + m * MIN));
    // the console was down for 7 hours
    for (let m = 0; m <= 120; m += 5) await recordSnapshot(db(), snapshot(200 + m), at(-2 * HOUR + m * MIN));
    const trend = await queueTrend(db(), "org:acme", "24h", NOW);
    const nulls = trend.points.filter((p) => p.totalPending === null);
    // nothing was recorded in the window's first 14 hours, then the console was down for 7 hours
    expect(nulls).toHaveLength(2);
    expect(Date.parse(nulls[0]!.t)).toBeLessThan(at(-10 * HOUR).getTime());
    const gapAt = Date.parse(nulls[1]!.t);
    expect(gapAt).toBeGreaterThan(at(-9 * HOUR).getTime());
    expect(gapAt).toBeLessThan(at(-2 * HOUR).getTime());
    expect(trend.points.filter((p) => p.totalPending !== null)).toHaveLength(13 + 25);
    expect(trend.change.totalPending).toBe(320 - 100);
    expect(trend.change.openTakedowns).toBe(321 - 101);
    const empty = await queueTrend(db(), "org:globex", "7d", NOW);
    expect(empty.points).toEqual([]);
    expect(empty.change.totalPending).toBeNull();
  });

  it("marks a gap at the end when recording stopped", async () => {
    await recordSnapshot(db(), snapshot(5), at(-3 * HOUR));
    const trend = await queueTrend(db(), "org:acme", "24h", NOW);
    expect(trend.points.map((p) => p.totalPending)).toEqual([null, 5, null]);
  });

  it("exactly one of two instances records, and the other takes over when the lease expires", async () => {
    const fetched: string[] = [];
    const deps = (holder: string, now: Date) => ({
      db: db(),
      now: () => now,
      fetchSnapshot: async (scope: string | null) => {
        fetched.push(holder);
        return snapshot(1, scope === "org:globex" ? "globex" : "acme");
      },
    });
    const [a, b] = await Promise.all([recorderTick(deps("a", NOW), "a"), recorderTick(deps("b", NOW), "b")]);
    expect([a.held, b.held].filter(Boolean)).toHaveLength(1);
    expect(new Set(fetched).size).toBe(1);
    const winner = a.held ? "a" : "b";
    const loser = a.held ? "b" : "a";
    expect((await recorderTick(deps(loser, at(5 * MIN)), loser)).held).toBe(false);
    expect((await recorderTick(deps(winner, at(5 * MIN)), winner)).held).toBe(true);
    // the winner stops; after its lease (10 min) runs out, the other one records
    expect((await recorderTick(deps(loser, at(16 * MIN)), loser)).held).toBe(true);
  });

  it("a failing upstream leaves a gap and does not stop the recorder", async () => {
    const result = await recorderTick({ db: db(), now: () => NOW, fetchSnapshot: async () => Promise.reject(new Error("upstream down")) }, "solo");
    expect(result).toEqual({ held: true, recorded: [], failed: 1 });
  });

  it("counts the reviews made through this console in the rolling 24 hours and when the next one frees up", async () => {
    const review = (offset: number, outcome: "success" | "failure" = "success") =>
      recordAuditEvent(db(), { action: "proposal.review", requestId: `r${offset}`, username: "reviewer", outcome, occurredAt: at(offset).toISOString() });
    await review(-25 * HOUR);
    await review(-20 * HOUR);
    await review(-3 * HOUR);
    await review(-1 * HOUR, "failure");
    await recordAuditEvent(db(), { action: "asset.unblock", requestId: "u", outcome: "success", occurredAt: at(-MIN).toISOString() });
    const budget = await reviewBudget(db(), NOW);
    expect(budget).toEqual({ limit: 10, windowHours: 24, used: 2, remaining: 8, nextFreeAt: at(4 * HOUR).toISOString() });
    expect((await reviewBudget(db(), at(5 * HOUR))).used).toBe(1);
  });
});
