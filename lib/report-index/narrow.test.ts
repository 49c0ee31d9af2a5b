import { beforeEach, describe, expect, it } from "vitest";
import { OWN_ORGANIZATION } from "@/lib/contract/organization-scope";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { callsInLastMinute, holdSyncUntil, takeCall } from "./call-ledger";
import { type FakeReport, fakeList } from "./fake-list";
import { findIndexedReport } from "./index-store";
import { findReportById, type LookupDeps } from "./lookup";
import { syncTick } from "./sync";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const DAY = 24 * 3_600_000;

/** `count` reports created at random times over two years (ids grow with time, as the seed makes them). */
function spread(count: number, seed = 7): FakeReport[] {
  let x = seed;
  const next = () => {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    return x / 2_147_483_648;
  };
  const ages = Array.from({ length: count }, () => Math.floor(next() * 730 * DAY)).sort((a, b) => b - a);
  return ages.map((age, i) => ({ id: i + 1, createdAt: new Date(NOW.getTime() - age).toISOString() }));
}

const unlimited = (maxCalls = 24): NonNullable<LookupDeps["narrow"]> => ({ maxCalls, take: async () => true });

describe.each(testEngines())("a report by id before the index reaches it, on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    await db().deleteFrom("report_index").execute();
    await db().deleteFrom("report_index_sync").execute();
    await db().deleteFrom("console_state").execute();
  });

  it("opens any report of 20,000 on a cold index in a few calls by narrowing on dates, oldest and newest alike", async () => {
    const all = spread(20_000);
    const { list, calls } = fakeList(all);
    const counts: number[] = [];
    for (const id of [1, 2, 777, 10_000, 15_432, 19_970]) {
      const before = calls.length;
      const result = await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, id, OWN_ORGANIZATION);
      expect(result).toMatchObject({ kind: "found", report: { id } });
      counts.push(calls.length - before);
      // Every page seen went into the index: the next time it is one windowed call.
      expect(await findIndexedReport(db(), id)).not.toBeNull();
    }
    // Without narrowing each of them is "still indexing" until the backfill's 1,000 calls reach it.
    expect(Math.max(...counts)).toBeLessThanOrEqual(12);
  });

  it("says 'no such report' for an id between two reports or above the newest, without walking", async () => {
    const all = spread(5_000).filter((r) => r.id !== 1_234);
    const { list } = fakeList(all);
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, 1_234, OWN_ORGANIZATION)).toMatchObject({ kind: "missing" });
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, 9_999_999, OWN_ORGANIZATION)).toEqual({ kind: "missing", calls: 1 });
  });

  it("finds a report in a crowded second by the page's cursor", async () => {
    // 45 reports in one second, older than all the others (ids still grow with time).
    const all = [
      ...Array.from({ length: 45 }, (_, i) => ({ id: i + 1, createdAt: "2024-01-01T10:00:00.000Z" })),
      ...spread(500).map((r) => ({ ...r, id: r.id + 45 })),
    ];
    const { list } = fakeList(all);
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, 3, OWN_ORGANIZATION)).toMatchObject({
      kind: "found",
      report: { id: 3 },
    });
  });

  it("says why it cannot narrow when ids do not grow with time (opaque text ids), and falls back to the index", async () => {
    const all = spread(200).map((r) => ({ ...r, id: r.id }));
    const { list } = fakeList(all);
    const opaque = async (query: Parameters<typeof list>[0]) => {
      const page = await list(query);
      return { ...page, reports: page.reports.map((r) => ({ ...r, id: `rpt_${Number(r.id).toString(36)}` })) };
    };
    expect(await findReportById({ db: db(), list: opaque, now: () => NOW, narrow: unlimited() }, "rpt_1", OWN_ORGANIZATION)).toEqual({
      kind: "indexing",
      percent: 0,
      unwalked: null,
      calls: 1,
      narrowing: "unordered",
    });
  });

  it("tells an id that is not a whole number apart from ids that do not follow creation order", async () => {
    // The organization's ids are whole numbers growing with time; "abc" may still be an id (ids are opaque), but dates cannot place it.
    const { list } = fakeList(spread(200));
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, "abc", OWN_ORGANIZATION)).toMatchObject({
      kind: "indexing",
      narrowing: "id",
      calls: 1,
    });
  });

  it("opens a report of opaque id by the createdAt its link carries, in one call, where the index has not reached it", async () => {
    const all = spread(5_000);
    const { list, calls } = fakeList(all);
    const opaqueId = (id: number | string) => `rpt_${Number(id).toString(36)}`;
    const opaque = async (query: Parameters<typeof list>[0]) => {
      const page = await list(query);
      return { ...page, reports: page.reports.map((r) => ({ ...r, id: opaqueId(r.id) })) };
    };
    const oldest = all[0]!;
    const result = await findReportById({ db: db(), list: opaque, now: () => NOW, narrow: unlimited() }, opaqueId(oldest.id), OWN_ORGANIZATION, {
      createdAt: oldest.createdAt,
    });
    expect(result).toMatchObject({ kind: "found", calls: 1, report: { id: opaqueId(oldest.id) } });
    expect(calls).toHaveLength(1);
    // Every call comes out of the minute's budget: none left, nothing is asked.
    const refused = await findReportById(
      { db: db(), list: opaque, now: () => NOW, narrow: { maxCalls: 24, take: async () => false } },
      opaqueId(all[1]!.id),
      OWN_ORGANIZATION,
      { createdAt: all[1]!.createdAt },
    );
    expect(refused).toMatchObject({ kind: "indexing", narrowing: "budget", calls: 0 });
    expect(calls).toHaveLength(1);
  });

  it("a createdAt that does not hold the report (a hand-edited link) falls back to the lookup without it", async () => {
    const all = spread(300);
    const { list } = fakeList(all);
    const result = await findReportById({ db: db(), list, now: () => NOW, narrow: unlimited() }, all[10]!.id, OWN_ORGANIZATION, {
      createdAt: all[200]!.createdAt,
    });
    expect(result).toMatchObject({ kind: "found", report: { id: all[10]!.id } });
  });

  it("stops when the minute's budget refuses a call, and says so", async () => {
    const { list, calls } = fakeList(spread(5_000));
    // Three calls allowed: the newest page and two probes.
    let allowed = 3;
    const narrow = { maxCalls: 24, take: async () => allowed-- > 0 };
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow }, 10, OWN_ORGANIZATION)).toMatchObject({
      kind: "indexing",
      narrowing: "budget",
      calls: 3,
    });
    expect(calls).toHaveLength(3);
    // None left: not even the newest page is asked for.
    expect(await findReportById({ db: db(), list, now: () => NOW, narrow: { maxCalls: 24, take: async () => false } }, 10, OWN_ORGANIZATION)).toMatchObject({
      kind: "indexing",
      narrowing: "budget",
      calls: 0,
    });
    expect(calls).toHaveLength(3);
  });

  it("keeps the sync and the lookups within REPORT_INDEX_RATE calls in any minute, the lookup first", async () => {
    const all = spread(20_000);
    const { list, calls } = fakeList(all);
    let clock = NOW.getTime();
    const now = () => new Date(clock);
    const rate = 30;
    const deps = { db: db(), list, now, ratePerMinute: rate };
    const at: number[] = [];
    const counted: typeof list = async (q) => {
      at.push(clock);
      return list(q);
    };
    deps.list = counted;
    // A minute of sync at full rate, then a lookup, then more sync: the lookup waits for room, the sync for the lookup.
    for (let i = 0; i < 60; i++) {
      await syncTick(deps, "one");
      clock += 1_000;
    }
    await holdSyncUntil(db(), new Date(clock + 60_000));
    const take = async () => {
      for (let i = 0; i < 120; i++) {
        if (await takeCall(db(), now(), rate)) return true;
        clock += 500;
      }
      return false;
    };
    const result = await findReportById({ db: db(), list: counted, now, narrow: { maxCalls: 24, take } }, 4_321, OWN_ORGANIZATION);
    await holdSyncUntil(db(), null);
    expect(result).toMatchObject({ kind: "found" });
    for (let i = 0; i < 60; i++) {
      await syncTick(deps, "one");
      clock += 1_000;
    }
    const narrowed = calls.filter((c) => c.endDate !== undefined && c.startDate === undefined && c.cursor === undefined).length;
    expect(narrowed).toBeGreaterThan(0);
    // Every call, the sync's and the lookup's (its newest page included), is in the ledger: never more than `rate` a minute.
    for (const t of at) expect(at.filter((u) => u > t - 60_000 && u <= t).length).toBeLessThanOrEqual(rate);
    expect((await callsInLastMinute(db(), now())).length).toBeLessThanOrEqual(rate);
  });
});
