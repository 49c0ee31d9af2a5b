import { describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { FOLLOW_LIMIT, FollowLimitError } from "@/lib/threats/follows";
import { markedReportIds } from "./marked-reports";
import { snoozedProposals } from "./snoozed";
import { applyBulk, isSnoozed, MARK_UNDO_MS, readMarks, undoBulk } from "./store";

const PLACE = { org: "", kind: "report" } as const;
const T0 = new Date("2026-11-27T10:00:00.000Z");
const later = (ms: number) => new Date(T0.getTime() + ms);

describe.each(testEngines())("bulk marks on %s", (engine) => {
  const db = useTestDb(engine);

  it("tags many items in one batch, and one undo takes off only what it added", async () => {
    await applyBulk(db(), PLACE, ["2"], { type: "tag", tag: "campaign-x" }, "alice", T0);
    const batch = await applyBulk(db(), PLACE, ["1", "2", "3", "3"], { type: "tag", tag: "campaign-x" }, "bob", T0);
    expect(batch).toMatchObject({ itemIds: ["1", "2", "3"], changed: 2 });
    expect(await markedReportIds(db(), "", { tag: "campaign-x" })).toHaveLength(3);
    expect(await undoBulk(db(), "", batch.id, "bob", later(1000))).toEqual({ kind: "undone", itemIds: ["1", "2", "3"], action: "tag" });
    // Item 2 keeps the tag alice gave it before.
    expect(await markedReportIds(db(), "", { tag: "campaign-x" })).toEqual(["2"]);
    // Undone once: a second undo (another click, another instance) changes nothing.
    expect((await undoBulk(db(), "", batch.id, "bob", later(2000))).kind).toBe("too-late");
  });

  it("a bulk follow follows the items' assets for its author, keeps earlier follows on undo, and refuses past the limit before adding any", async () => {
    await db().deleteFrom("asset_follows").execute();
    const followed = async () =>
      (await db().selectFrom("asset_follows").select("asset_id").where("user_id", "=", 7).orderBy("asset_id").execute()).map((r) => r.asset_id);
    await applyBulk(db(), PLACE, ["1"], { type: "follow" }, "bob", T0, new Map(), { userId: 7, assetIds: ["a-1"] });
    const batch = await applyBulk(db(), PLACE, ["1", "2", "3"], { type: "follow" }, "bob", T0, new Map(), {
      userId: 7,
      assetIds: ["a-1", "a-2", "a-3", "a-3"],
    });
    expect(batch).toMatchObject({ itemIds: ["1", "2", "3"], changed: 2 });
    expect(await followed()).toEqual(["a-1", "a-2", "a-3"]);
    expect((await undoBulk(db(), "", batch.id, "bob", later(1000))).kind).toBe("undone");
    expect(await followed()).toEqual(["a-1"]);
    const many = Array.from({ length: FOLLOW_LIMIT }, (_, i) => `m-${i}`);
    await expect(applyBulk(db(), PLACE, ["4"], { type: "follow" }, "bob", T0, new Map(), { userId: 7, assetIds: many })).rejects.toBeInstanceOf(
      FollowLimitError,
    );
    expect(await followed()).toEqual(["a-1"]);
    expect(await db().selectFrom("mark_batches").select("id").where("action", "=", "follow").execute()).toHaveLength(2);
  });

  it("is undone only by its author, within its window", async () => {
    const batch = await applyBulk(db(), PLACE, ["1"], { type: "assign", assignee: "carol" }, "bob", T0);
    expect((await undoBulk(db(), "", batch.id, "alice", later(1000))).kind).toBe("not-yours");
    expect((await undoBulk(db(), "other-org", batch.id, "bob", later(1000))).kind).toBe("missing");
    expect((await undoBulk(db(), "", batch.id, "bob", later(MARK_UNDO_MS + 1))).kind).toBe("too-late");
    expect((await readMarks(db(), PLACE, ["1"], T0))["1"]?.assignee).toBe("carol");
  });

  it("puts back each item's previous assignee and snooze on undo, and removes a note", async () => {
    await applyBulk(db(), PLACE, ["1"], { type: "assign", assignee: "alice" }, "alice", T0);
    const assign = await applyBulk(db(), PLACE, ["1", "2"], { type: "assign", assignee: "bob" }, "bob", T0);
    const note = await applyBulk(db(), PLACE, ["1", "2"], { type: "note", body: "Same kit as last week" }, "bob", T0);
    let marks = await readMarks(db(), PLACE, ["1", "2"], T0);
    expect(marks["1"]).toMatchObject({ assignee: "bob", notes: [{ body: "Same kit as last week", author: "bob" }] });
    await undoBulk(db(), "", note.id, "bob", later(10));
    await undoBulk(db(), "", assign.id, "bob", later(10));
    marks = await readMarks(db(), PLACE, ["1", "2"], T0);
    expect(marks["1"]).toMatchObject({ assignee: "alice", notes: [] });
    expect(marks["2"]).toBeUndefined();
  });

  it("untags and puts the tags back on undo", async () => {
    await applyBulk(db(), PLACE, ["1", "2"], { type: "tag", tag: "kit" }, "alice", T0);
    const untag = await applyBulk(db(), PLACE, ["1", "2", "3"], { type: "untag", tag: "kit" }, "bob", T0);
    expect(untag.changed).toBe(2);
    expect(await markedReportIds(db(), "", { tag: "kit" })).toEqual([]);
    await undoBulk(db(), "", untag.id, "bob", later(10));
    expect((await markedReportIds(db(), "", { tag: "kit" })).sort()).toEqual(["1", "2"]);
  });

  it("a snooze holds until its time, or until the item's updatedAt moves", async () => {
    await applyBulk(db(), PLACE, ["1"], { type: "snooze", until: later(3_600_000).toISOString() }, "bob", T0);
    const versions = new Map([["2", "2026-11-27T09:00:00.000Z"]]);
    await applyBulk(db(), PLACE, ["2"], { type: "snooze", until: null }, "bob", T0, versions);
    expect(await markedReportIds(db(), "", { snoozed: true }, later(1000))).toEqual(expect.arrayContaining(["1", "2"]));
    // An hour later the first wakes; the second sleeps while the service has not changed it.
    expect(await markedReportIds(db(), "", { snoozed: true }, later(3_600_001))).toEqual(["2"]);
    const marks = await readMarks(db(), PLACE, ["2"], later(1000), new Map([["2", "2026-11-27T11:00:00.000Z"]]));
    expect(marks["2"]?.snoozed).toBe(false);
  });
});

describe.each(testEngines())("snoozed proposals leave triage on %s", (engine) => {
  const db = useTestDb(engine);

  it("until their time, or until the service changes their report", async () => {
    const place = { org: "", kind: "proposal" } as const;
    const seen = "2026-11-27T09:00:00.000Z";
    await applyBulk(db(), place, ["p1"], { type: "snooze", until: later(3_600_000).toISOString() }, "bob", T0);
    await applyBulk(
      db(),
      place,
      ["p2", "p3"],
      { type: "snooze", until: null },
      "bob",
      T0,
      new Map([
        ["p2", seen],
        ["p3", seen],
      ]),
    );
    const queue = (p2: string) => [
      { key: "p1", report: { updatedAt: seen } },
      { key: "p2", report: { updatedAt: p2 } },
      { key: "p4", report: { updatedAt: seen } },
    ];
    expect([...(await snoozedProposals(db(), "", queue(seen), later(1000)))].sort()).toEqual(["p1", "p2"]);
    // An hour on, the first is back; the service changing the second's report brings it back too.
    expect([...(await snoozedProposals(db(), "", queue(seen), later(3_600_001)))]).toEqual(["p2"]);
    expect([...(await snoozedProposals(db(), "", queue("2026-11-27T11:00:00.000Z"), later(3_600_001)))]).toEqual([]);
    // Another organization's snoozes are not these.
    expect(await snoozedProposals(db(), "acme", queue(seen), later(1000))).toEqual(new Set());
  });
});

describe("isSnoozed", () => {
  it("wakes a snooze until change only when the version moves", () => {
    const row = { snoozed_until: null, snooze_until_change: 1, snoozed_at_version: "2026-11-27T09:00:00Z" };
    expect(isSnoozed(row, T0, "2026-11-27T09:00:00.000Z")).toBe(true);
    expect(isSnoozed(row, T0, "2026-11-27T09:00:01.000Z")).toBe(false);
    expect(isSnoozed({ ...row, snooze_until_change: 0 }, T0)).toBe(false);
  });
});
