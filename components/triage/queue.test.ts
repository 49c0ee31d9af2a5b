import { describe, expect, it } from "vitest";
import { buildQueue, compareQueueItems, type QueueItem, resolveSelection, startIndex } from "./queue";
import { makeReport } from "./test-reports";

const none = { hidden: new Set<string>(), notWaiting: new Set<string>() };
const keys = (items: QueueItem[]) => items.map((i) => i.key);

describe("buildQueue ordering", () => {
  it("puts the earliest SLA first, reports without an SLA last, ties in load order", () => {
    const reports = [
      makeReport(1, null, [{ id: 10 }]),
      makeReport(2, "2026-11-21T00:00:00.000Z", [{ id: 20 }, { id: 21 }]),
      makeReport(3, "2026-11-19T00:00:00.000Z", [{ id: 30 }]),
      makeReport(4, "not a date", [{ id: 40 }]),
      makeReport(5, "2026-11-21T00:00:00.000Z", [{ id: 50 }]),
    ];
    expect(keys(buildQueue(reports, none))).toEqual(["30", "20", "21", "50", "10", "40"]);
  });

  it("puts proposals waiting on the organization before those the service said are not", () => {
    const reports = [
      makeReport(1, "2026-11-19T00:00:00.000Z", [{ id: 10 }]),
      makeReport(2, "2026-11-25T00:00:00.000Z", [{ id: 20 }]),
      makeReport(3, null, [{ id: 30 }]),
    ];
    const queue = buildQueue(reports, { hidden: new Set(), notWaiting: new Set(["10"]) });
    expect(keys(queue)).toEqual(["20", "30", "10"]);
    expect(queue.map((i) => i.waiting)).toEqual([true, true, false]);
  });

  it("keeps only PENDING proposals, each once, and leaves hidden ones out", () => {
    const reports = [
      makeReport(1, "2026-11-19T00:00:00.000Z", [{ id: 10, status: "APPROVED" }, { id: 11 }, { id: 12, status: "REJECTED" }, { id: 13 }]),
      makeReport(1, "2026-11-19T00:00:00.000Z", [{ id: 11 }]),
    ];
    expect(keys(buildQueue(reports, { hidden: new Set(["13"]), notWaiting: new Set() }))).toEqual(["11"]);
  });

  it("keeps ids as received (string ids of the alternate dialect)", () => {
    const queue = buildQueue([makeReport("7", null, [{ id: "70", assetId: "700" }])], none);
    expect(queue[0]!.proposal.id).toBe("70");
    expect(queue[0]!.proposal.asset!.id).toBe("700");
  });

  it("compareQueueItems is a total order: antisymmetric on waiting and SLA", () => {
    const item = (waiting: boolean, slaDue: number | null) => ({ waiting, slaDue }) as QueueItem;
    expect(compareQueueItems(item(true, null), item(false, 1))).toBeLessThan(0);
    expect(compareQueueItems(item(false, 1), item(true, null))).toBeGreaterThan(0);
    expect(compareQueueItems(item(true, 1), item(true, 2))).toBeLessThan(0);
    expect(compareQueueItems(item(true, null), item(true, 2))).toBeGreaterThan(0);
    expect(compareQueueItems(item(true, 5), item(true, 5))).toBe(0);
  });
});

describe("resolveSelection", () => {
  const queue = buildQueue([makeReport(1, null, [{ id: 1 }, { id: 2 }, { id: 3 }])], none);
  it("follows the selected proposal wherever it moved", () => {
    expect(resolveSelection(queue, "3", 0)).toBe(2);
  });
  it("falls to the proposal now at the same place when the selected one left, or the last one", () => {
    expect(resolveSelection(queue, "gone", 1)).toBe(1);
    expect(resolveSelection(queue, "gone", 9)).toBe(2);
    expect(resolveSelection([], "1", 0)).toBe(-1);
  });
});

describe("startIndex", () => {
  const item = (key: string, asset: boolean, claim: QueueItem["claim"] = null): QueueItem => {
    const [proposal] = makeReport(key, null, [{ id: key }]).proposals;
    return { ...buildQueue([makeReport(key, null, [{ id: key }])], none)[0]!, proposal: { ...proposal!, asset: asset ? proposal!.asset : null }, claim };
  };
  const other = { username: "bob", expiresAt: "2026-11-20T12:00:00.000Z", mine: false };

  it("never starts a reviewer on a proposal that cannot be reviewed here (no asset sent)", () => {
    expect(startIndex([item("1", false), item("2", true)], null)).toBe(1);
    // Nobody else holds the reviewable one: it, not the free unreviewable one before it.
    expect(startIndex([item("1", true, other), item("2", false), item("3", true)], null)).toBe(2);
    // Every reviewable one held by someone else: the first reviewable one still.
    expect(startIndex([item("1", false), item("2", true, other)], null)).toBe(1);
    // The one the reviewer holds is where they stand; nothing but unreviewable ones: the first.
    expect(startIndex([item("1", true), item("2", false)], "2")).toBe(1);
    expect(startIndex([item("1", false)], null)).toBe(0);
  });

  it("after the last reviewable proposal was reviewed, suggests a reviewable one, not the unreviewable one now at its place", () => {
    // "2" was reviewed at index 1: the unreviewable "3" moved up to it.
    expect(resolveSelection([item("1", true), item("3", false)], "2", 1)).toBe(0);
    expect(resolveSelection([item("1", false), item("3", true)], "2", 0)).toBe(1);
    expect(resolveSelection([item("3", false)], "2", 0)).toBe(0);
    // Picked on purpose, it stays picked.
    expect(resolveSelection([item("1", true), item("3", false)], "3", 0)).toBe(1);
  });
});
