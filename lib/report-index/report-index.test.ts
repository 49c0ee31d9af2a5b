import { beforeEach, describe, expect, it } from "vitest";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { type FakeReport, fakeList, fakeReport } from "./fake-list";
import { backfillPercent, findIndexedReport, indexReports, readSyncState } from "./index-store";
import { findReportById } from "./lookup";
import { POLL_INTERVAL_MS, syncTick } from "./sync";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const MIN = 60_000;

/** `count` reports of the key's own organization, one a minute back from NOW, id 1 the oldest. */
function reports(count: number, extra: Partial<FakeReport> = {}): FakeReport[] {
  return Array.from({ length: count }, (_, i) => ({ id: i + 1, createdAt: new Date(NOW.getTime() - (count - i) * MIN).toISOString(), ...extra }));
}

/** A clock the test moves by hand. */
function fakeClock(start = NOW) {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms: number) => {
      t += ms;
    },
  };
}

describe.each(testEngines())("report index on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    await db().deleteFrom("report_index").execute();
    await db().deleteFrom("report_index_sync").execute();
  });

  it("is fed by list answers: id → createdAt, organization, duplicateOf; a page seen twice is one row each", async () => {
    const page = [fakeReport({ id: 7, createdAt: "2026-11-01T10:00:00Z" }), fakeReport({ id: 8, createdAt: "2026-11-02T10:00:00.000Z", duplicateOfId: 7 })];
    expect(await indexReports(db(), "acme", page, NOW)).toBe(2);
    expect(await indexReports(db(), "acme", page, NOW)).toBe(2);
    const rows = await db().selectFrom("report_index").selectAll().orderBy("id").execute();
    expect(rows.map((r) => [Number(r.id), r.organization, r.created_at, r.duplicate_of === null ? null : Number(r.duplicate_of)])).toEqual([
      [7, "acme", "2026-11-01T10:00:00.000Z", null],
      [8, "acme", "2026-11-02T10:00:00.000Z", 7],
    ]);
    // Ids sent as strings (the other dialect) index the same.
    await indexReports(db(), "", [{ ...fakeReport({ id: 9, createdAt: "2026-11-03T10:00:00.000Z" }), id: "9" }], NOW);
    // Ids are opaque: the index keys them by their text, so 9 and "9" are the same row.
    expect(await findIndexedReport(db(), 9)).toMatchObject({ id: "9", organization: "", createdAt: "2026-11-03T10:00:00.000Z" });
  });

  it("finds an indexed report with one windowed list call, whatever its age", async () => {
    const all = reports(500);
    const { list, calls } = fakeList(all);
    await indexReports(db(), "", all.map(fakeReport), NOW);
    const result = await findReportById({ db: db(), list, now: () => NOW }, 1, OWN_ORGANIZATION);
    expect(result).toMatchObject({ kind: "found", calls: 1, report: { id: 1 } });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ startDate: "2026-11-20T03:39:59.000Z", endDate: "2026-11-20T03:40:01.000Z" });
  });

  it("takes a second call, never more, when the second window is crowded or the service reads dates by the day", async () => {
    // 25 reports in the same second: the one asked for is on the second page.
    const crowded = Array.from({ length: 25 }, (_, i) => ({ id: i + 1, createdAt: "2026-11-20T10:00:00.000Z" }));
    const a = fakeList(crowded);
    await indexReports(db(), "", crowded.map(fakeReport), NOW);
    expect(await findReportById({ db: db(), list: a.list, now: () => NOW }, 1, OWN_ORGANIZATION)).toMatchObject({ kind: "found", calls: 2 });
    expect(a.calls[1]?.cursor).toBe("20");

    await db().deleteFrom("report_index").execute();
    const daily = reports(10);
    const b = fakeList(daily, { dayGranularity: true });
    await indexReports(db(), "", daily.map(fakeReport), NOW);
    expect(await findReportById({ db: db(), list: b.list, now: () => NOW }, 3, OWN_ORGANIZATION)).toMatchObject({ kind: "found", calls: 2, report: { id: 3 } });
    expect(b.calls[1]).toMatchObject({ startDate: "2026-11-19T23:59:59.000Z", endDate: "2026-11-21T00:00:01.000Z" });
  });

  it("says 'still indexing' with the backfill's progress, and 'no such report' once the backfill is complete", async () => {
    const all = reports(100);
    const { list } = fakeList(all);
    const clock = fakeClock();
    const deps = { db: db(), list, now: clock.now, ratePerMinute: 30 };
    // Two backfill pages of twenty: 40 of 100 walked.
    await syncTick(deps, "one");
    clock.advance(2_000);
    await syncTick(deps, "one");
    expect(backfillPercent(await readSyncState(db(), ""))).toBe(40);
    expect(await findReportById({ db: db(), list, now: clock.now }, 5, OWN_ORGANIZATION)).toEqual({ kind: "indexing", percent: 40, unwalked: 60, calls: 1 });
    expect(await findReportById({ db: db(), list, now: clock.now }, 100_000, OWN_ORGANIZATION)).toEqual({
      kind: "indexing",
      percent: 40,
      unwalked: 60,
      calls: 1,
    });
    for (let i = 0; i < 3; i += 1) {
      clock.advance(2_000);
      await syncTick(deps, "one");
    }
    expect(backfillPercent(await readSyncState(db(), ""))).toBe(100);
    expect(await findReportById({ db: db(), list, now: clock.now }, 5, OWN_ORGANIZATION)).toMatchObject({ kind: "found", calls: 1 });
    expect(await findReportById({ db: db(), list, now: clock.now }, 100_000, OWN_ORGANIZATION)).toEqual({ kind: "missing", calls: 1 });
  });

  it("a report younger than the last poll is found on the newest page; one that vanished is forgotten", async () => {
    const all = reports(30);
    const f = fakeList(all);
    expect(await findReportById({ db: db(), list: f.list, now: () => NOW }, 29, OWN_ORGANIZATION)).toMatchObject({ kind: "found", calls: 1 });
    await indexReports(db(), "", [fakeReport({ id: 999, createdAt: "2026-11-19T00:00:00.000Z" })], NOW);
    expect(await findReportById({ db: db(), list: f.list, now: () => NOW }, 999, OWN_ORGANIZATION)).toEqual({ kind: "missing", calls: 2 });
    expect(await findIndexedReport(db(), 999)).toBeNull();
  });

  it("syncs at most REPORT_INDEX_RATE calls a minute, however often it ticks", async () => {
    const { list, calls } = fakeList(reports(2_000));
    const clock = fakeClock();
    const deps = { db: db(), list, now: clock.now, ratePerMinute: 6 };
    for (let i = 0; i < 120; i += 1) {
      await syncTick(deps, "one");
      clock.advance(1_000);
    }
    // Two minutes of ticks every second: 6 calls a minute, 10 s apart.
    expect(calls).toHaveLength(12);
  });

  it("resumes its backfill after a restart, from the stored cursor, and only one lease holder calls", async () => {
    const all = reports(95);
    const { list, calls } = fakeList(all);
    const clock = fakeClock();
    const deps = { db: db(), list, now: clock.now, ratePerMinute: 60 };
    expect(await syncTick(deps, "one")).toMatchObject({ held: true, call: "backfill" });
    clock.advance(1_000);
    expect(await syncTick(deps, "two")).toMatchObject({ held: false, call: null });
    await syncTick(deps, "one");
    // "one" stops; "two" takes the lease once it expires and goes on where "one" left off.
    clock.advance(61_000);
    expect(await syncTick(deps, "two")).toMatchObject({ held: true, call: "backfill" });
    expect(calls.map((c) => c.cursor ?? null)).toEqual([null, "20", "40"]);
    for (let i = 0; i < 5; i += 1) {
      clock.advance(1_000);
      await syncTick(deps, "two");
    }
    const state = await readSyncState(db(), "");
    expect(state).toMatchObject({ backfill_done: 1, walked: 95, total: 95 });
    expect(
      Number(
        (
          await db()
            .selectFrom("report_index")
            .select((eb) => eb.fn.countAll().as("n"))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(95);
  });

  it("goes on from the oldest report walked when the service refuses its cursor", async () => {
    const all = reports(50);
    const good = fakeList(all);
    const refusing = fakeList(all, { refuseCursors: true });
    const clock = fakeClock();
    await syncTick({ db: db(), list: good.list, now: clock.now, ratePerMinute: 60 }, "one");
    clock.advance(1_000);
    await expect(syncTick({ db: db(), list: refusing.list, now: clock.now, ratePerMinute: 60 }, "one")).rejects.toThrow("Invalid cursor");
    for (let i = 0; i < 3; i += 1) {
      clock.advance(1_000);
      await syncTick({ db: db(), list: good.list, now: clock.now, ratePerMinute: 60 }, "one");
    }
    expect(good.calls[1]).toMatchObject({ endDate: "2026-11-20T11:40:01.000Z" });
    expect(await readSyncState(db(), "")).toMatchObject({ backfill_done: 1 });
    expect(await findIndexedReport(db(), 1)).not.toBeNull();
  });

  it("polls newest first for reports created after its high water mark, every 5 minutes", async () => {
    const all = reports(10);
    const { list, calls } = fakeList(all);
    const clock = fakeClock();
    const deps = { db: db(), list, now: clock.now, ratePerMinute: 60 };
    await syncTick(deps, "one");
    expect(await readSyncState(db(), "")).toMatchObject({ backfill_done: 1, high_water: all[9]!.createdAt });
    clock.advance(MIN);
    expect(await syncTick(deps, "one")).toMatchObject({ call: null });
    // 25 new reports arrive; the poll walks them in two pages.
    for (let i = 0; i < 25; i += 1) all.push({ id: 11 + i, createdAt: new Date(NOW.getTime() + (i + 1) * 1000).toISOString() });
    clock.advance(POLL_INTERVAL_MS);
    expect(await syncTick(deps, "one")).toMatchObject({ call: "poll", indexed: 20 });
    clock.advance(1_000);
    expect(await syncTick(deps, "one")).toMatchObject({ call: "poll", indexed: 6 });
    expect(calls.at(-1)).toMatchObject({ startDate: "2026-11-20T11:58:59.000Z", cursor: "20" });
    expect(await readSyncState(db(), "")).toMatchObject({ high_water: all.at(-1)!.createdAt, poll_cursor: null });
    expect(await findIndexedReport(db(), 35)).not.toBeNull();
  });
});
