import { describe, expect, it } from "vitest";
import { type IndexedFields, RecentlyIndexed } from "./recently-indexed";

const report = (id: number, updatedAt = "2026-11-20T10:00:00.000Z", duplicateOfId: number | null = null): IndexedFields => ({
  id,
  createdAt: "2026-11-20T09:00:00.000Z",
  updatedAt,
  duplicateOfId,
});
const ids = (reports: IndexedFields[]) => reports.map((r) => r.id);

describe("RecentlyIndexed", () => {
  it("lets through only reports whose rows were not written from the same fields", () => {
    const memo = new RecentlyIndexed();
    expect(memo.unwritten("", [report(1), report(2)], 0)).toHaveLength(2);
    memo.remember("", [report(1), report(2)], 0);
    expect(ids(memo.unwritten("", [report(1), report(2), report(3)], 1_000))).toEqual([3]);
    // A report that changed (updated, marked a duplicate) is written again.
    expect(ids(memo.unwritten("", [report(1, "2026-11-20T11:00:00.000Z"), report(2, undefined, 9)], 1_000))).toEqual([1, 2]);
    // So is one seen under another organization.
    expect(ids(memo.unwritten("globex", [report(1)], 1_000))).toEqual([1]);
  });

  it("forgets a report after its time, or when told", () => {
    const memo = new RecentlyIndexed(60_000);
    memo.remember("", [report(1), report(2)], 0);
    expect(memo.unwritten("", [report(1)], 59_999)).toHaveLength(0);
    expect(memo.unwritten("", [report(1)], 60_000)).toHaveLength(1);
    memo.forget(2);
    expect(memo.unwritten("", [report(2)], 1)).toHaveLength(1);
  });

  it("keeps at most its size, dropping the reports remembered longest ago", () => {
    const memo = new RecentlyIndexed(60_000, 3);
    memo.remember("", [report(1), report(2), report(3)], 0);
    memo.remember("", [report(1)], 10); // 1 is fresh again: 2 is now the oldest
    memo.remember("", [report(4)], 20);
    expect(ids(memo.unwritten("", [report(1), report(2), report(3), report(4)], 30))).toEqual([2]);
  });

  it("remembers which organizations have their sync row", () => {
    const memo = new RecentlyIndexed();
    expect(memo.hasSyncRow("acme")).toBe(false);
    memo.noteSyncRow("acme");
    expect(memo.hasSyncRow("acme")).toBe(true);
    expect(memo.hasSyncRow("globex")).toBe(false);
  });
});
