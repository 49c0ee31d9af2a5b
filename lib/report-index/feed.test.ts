import { beforeEach, describe, expect, it, vi } from "vitest";
import { scopeOfSlug } from "@/lib/contract/organization-scope";
import type { ReportList } from "@/lib/contract/report";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { fakeReport } from "./fake-list";
import { reportIndexFeed } from "./feed";
import { forgetReport } from "./index-store";

const state = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock("@/lib/db", () => ({ getDb: async () => state.db }));

const page = (...reports: ReturnType<typeof fakeReport>[]): ReportList => ({ reports, nextCursor: null, totalCount: reports.length });
const T0 = new Date("2026-11-20T12:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);
/** The feed's write run at once, when there is one; whether there was. */
const feedReportIndex = async (slug: string | undefined, list: ReportList, now: Date): Promise<boolean> => {
  const write = await reportIndexFeed(scopeOfSlug(slug), list, now);
  await write?.();
  return write !== null;
};

describe.each(testEngines())("reportIndexFeed on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    state.db = db();
    await db().deleteFrom("report_index").execute();
    await db().deleteFrom("report_index_sync").execute();
  });

  const indexedAt = async (id: number) =>
    (await db().selectFrom("report_index").select("indexed_at").where("id", "=", String(id)).executeTakeFirst())?.indexed_at;

  it("writes a page that passes through again only where a report changed", async () => {
    const a = fakeReport({ id: 101, createdAt: "2026-11-20T09:00:00.000Z" });
    const b = fakeReport({ id: 102, createdAt: "2026-11-20T09:01:00.000Z" });
    await feedReportIndex("feed-org", page(a, b), T0);
    expect(await indexedAt(101)).toBe(T0.toISOString());

    await feedReportIndex("feed-org", page(a, { ...b, updatedAt: "2026-11-20T11:00:00.000Z" }), later(1_000));
    // 101 came back unchanged: not written again. 102 changed: written.
    expect(await indexedAt(101)).toBe(T0.toISOString());
    expect(await indexedAt(102)).toBe(later(1_000).toISOString());
    expect(await db().selectFrom("report_index_sync").select("organization").execute()).toEqual([{ organization: "feed-org" }]);
  });

  it("writes a forgotten report again the next time it passes", async () => {
    const a = fakeReport({ id: 201, createdAt: "2026-11-20T09:00:00.000Z" });
    await feedReportIndex(undefined, page(a), T0);
    await forgetReport(db(), 201);
    await feedReportIndex(undefined, page(a), later(1_000));
    expect(await indexedAt(201)).toBe(later(1_000).toISOString());
  });

  it("has nothing to write for a page written as it is, until a report changes or its entry grows old", async () => {
    const a = fakeReport({ id: 301, createdAt: "2026-11-20T09:00:00.000Z" });
    expect(await feedReportIndex("feed-org", page(a), T0)).toBe(true);
    expect(await reportIndexFeed(scopeOfSlug("feed-org"), page(a), later(1_000))).toBeNull();
    expect(await feedReportIndex("feed-org", page({ ...a, updatedAt: "2026-11-20T11:00:00.000Z" }), later(2_000))).toBe(true);
    expect(await reportIndexFeed(scopeOfSlug("feed-org"), page({ ...a, updatedAt: "2026-11-20T11:00:00.000Z" }), later(3_000))).toBeNull();
    expect(await feedReportIndex("feed-org", page({ ...a, updatedAt: "2026-11-20T11:00:00.000Z" }), later(2_000 + 5 * 60_000))).toBe(true);
    expect(await indexedAt(301)).toBe(later(2_000 + 5 * 60_000).toISOString());
  });
});
