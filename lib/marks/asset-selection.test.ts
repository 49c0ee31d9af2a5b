import { beforeEach, describe, expect, it } from "vitest";
import type { Threat } from "@/lib/contract/threat";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { threatFixture } from "@/lib/testing/threat-fixture";
import { listStoredAssets } from "@/lib/threats/asset-list";
import { FOLLOW_LIMIT, FollowLimitError } from "@/lib/threats/follows";
import { upsertThreats } from "@/lib/threats/store";
import { assetFiltersOf, assetsMatching, storedAssetVersions } from "./asset-selection";
import { MAX_BULK_ITEMS } from "./schemas";
import { applyBulk, readMarks, undoBulk } from "./store";

const T0 = new Date("2026-11-27T10:00:00.000Z");
const PLACE = { org: "", kind: "asset" } as const;
/** `n` assets first reported a minute apart, from id `from`, changed by `extra`. */
const threats = (n: number, from: number, extra: Partial<Threat> = {}) =>
  Array.from({ length: n }, (_, i) => threatFixture(from + i, new Date(T0.getTime() - (from + i) * 60_000), extra));

describe.each(testEngines())("a selection of assets on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(async () => {
    for (const table of ["threat_assets", "asset_follows", "item_marks", "item_tags", "mark_batches"] as const) await db().deleteFrom(table).execute();
  });

  it("'all matching' is every stored asset the /assets filter matches, not a loaded page of 50", async () => {
    await upsertThreats(db(), "", [...threats(120, 1, { state: "blocked" }), ...threats(30, 500)], T0);
    await upsertThreats(db(), "acme", threats(5, 900, { state: "blocked" }), T0);
    const filters = assetFiltersOf("tab=reported&state=blocked&report=5");
    expect(filters).toEqual({ state: ["blocked"] });
    const selection = await assetsMatching(db(), "", filters);
    expect(selection.ids).toHaveLength(120);
    expect(new Set(selection.ids).size).toBe(120);
    expect(selection.versions.get("7")).toBe(new Date(T0.getTime() - 7 * 60_000).toISOString());
    const batch = await applyBulk(db(), PLACE, selection.ids, { type: "tag", tag: "kit-9" }, "bob", T0, selection.versions);
    expect(batch.changed).toBe(120);
    expect(Object.keys(await readMarks(db(), PLACE, ["1", "500"], T0))).toEqual(["1"]);
    expect(() => assetFiltersOf("state=gone")).toThrow(/not one the assets page takes/);
  });

  it("/assets' own filters: a tag, an assignee, snoozed; a snoozed asset leaves the default list until its snooze ends", async () => {
    await upsertThreats(db(), "", threats(6, 1), T0);
    const list = async (filters: Parameters<typeof listStoredAssets>[2]) => {
      const page = await listStoredAssets(db(), "", filters);
      return { ids: page.assets.map((a) => a.id).sort(), total: page.total };
    };
    await applyBulk(db(), PLACE, ["1", "2", "3"], { type: "tag", tag: "kit-9" }, "bob", T0);
    await applyBulk(db(), { org: "acme", kind: "asset" }, ["4"], { type: "tag", tag: "kit-9" }, "bob", T0);
    await applyBulk(db(), { org: "", kind: "report" }, ["5"], { type: "tag", tag: "kit-9" }, "bob", T0);
    await applyBulk(db(), PLACE, ["2", "4"], { type: "assign", assignee: "carol" }, "bob", T0);
    expect(await list({ tag: "kit-9", limit: 50 })).toEqual({ ids: ["1", "2", "3"], total: 3 });
    expect(await list({ tag: "kit-9", assignee: "carol", limit: 50 })).toEqual({ ids: ["2"], total: 1 });
    expect((await assetsMatching(db(), "", assetFiltersOf("tag=kit-9&assignee=carol"))).ids).toEqual(["2"]);
    const versions = (await storedAssetVersions(db(), "", ["5", "6"])).versions;
    await applyBulk(db(), PLACE, ["5"], { type: "snooze", until: null }, "bob", T0, versions);
    await applyBulk(db(), PLACE, ["6"], { type: "snooze", until: "2999-01-01T00:00:00.000Z" }, "bob", T0);
    expect(await list({ limit: 50 })).toEqual({ ids: ["1", "2", "3", "4"], total: 4 });
    expect(await list({ snoozed: "true", limit: 50 })).toEqual({ ids: ["5", "6"], total: 2 });
    // Named by id (a report's assets in its panel), a snoozed asset is still shown.
    expect((await list({ ids: ["5"], limit: 50 })).ids).toEqual(["5"]);
    // The service changes asset 5: it is back in the list.
    await upsertThreats(db(), "", [threatFixture(5, new Date(T0.getTime() - 5 * 60_000), { updatedAt: "2026-11-27T11:00:00.000Z" })], T0);
    expect((await list({ limit: 50 })).ids).toEqual(["1", "2", "3", "4", "5"]);
  });

  it("refuses more than the cap in words", async () => {
    await upsertThreats(db(), "", threats(MAX_BULK_ITEMS + 1, 1), T0);
    await expect(assetsMatching(db(), "", {})).rejects.toThrow(/More than 1,000 assets match this filter; a bulk action takes at most 1000/);
  });

  it("a snooze until the service changes the asset wakes when the sync stores a later updated time", async () => {
    await upsertThreats(db(), "", threats(2, 1), T0);
    const selection = await storedAssetVersions(db(), "", ["1", "2", "no-such"]);
    expect([...selection.versions.keys()].sort()).toEqual(["1", "2"]);
    await applyBulk(db(), PLACE, selection.ids, { type: "snooze", until: null }, "bob", T0, selection.versions);
    const snoozed = async () => {
      const marks = await readMarks(db(), PLACE, ["1", "2"], T0, (await storedAssetVersions(db(), "", ["1", "2"])).versions);
      return Object.entries(marks).flatMap(([id, m]) => (m.snoozed ? [id] : []));
    };
    expect(await snoozed()).toEqual(["1", "2"]);
    // The sync reads asset 2 again, changed by the service.
    await upsertThreats(db(), "", [threatFixture(2, new Date(T0.getTime() - 2 * 60_000), { state: "blocked", updatedAt: "2026-11-27T11:00:00.000Z" })], T0);
    expect(await snoozed()).toEqual(["1"]);
  });

  it("a bulk follow follows the assets themselves, all or none at the limit, undone as one step", async () => {
    await upsertThreats(db(), "", threats(3, 1), T0);
    const followed = async () => (await db().selectFrom("asset_follows").select("asset_id").where("user_id", "=", 7).execute()).map((r) => r.asset_id).sort();
    const batch = await applyBulk(db(), PLACE, ["1", "2"], { type: "follow" }, "bob", T0, new Map(), { userId: 7, assetIds: ["1", "2"] });
    expect(await followed()).toEqual(["1", "2"]);
    const held = Array.from({ length: FOLLOW_LIMIT - 3 }, (_, i) => `held-${i}`);
    await applyBulk(db(), PLACE, held, { type: "follow" }, "bob", T0, new Map(), { userId: 7, assetIds: held });
    // Two more would pass the limit by one: neither is followed.
    await expect(applyBulk(db(), PLACE, ["3", "4"], { type: "follow" }, "bob", T0, new Map(), { userId: 7, assetIds: ["3", "4"] })).rejects.toBeInstanceOf(
      FollowLimitError,
    );
    expect((await followed()).filter((id) => !id.startsWith("held-"))).toEqual(["1", "2"]);
    expect((await undoBulk(db(), "", batch.id, "bob", new Date(T0.getTime() + 1000))).kind).toBe("undone");
    expect((await followed()).filter((id) => !id.startsWith("held-"))).toEqual([]);
  });
});
