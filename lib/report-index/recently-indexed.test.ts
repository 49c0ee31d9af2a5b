import { describe, expect, it } from "vitest";
import type { IndexRow } from "./index-store";
import { RecentlyIndexed } from "./recently-indexed";

const row = (id: number, updatedAt = "2026-11-20T10:00:00.000Z", organization = ""): IndexRow => ({
  id,
  organization,
  created_at: "2026-11-20T09:00:00.000Z",
  updated_at: updatedAt,
  duplicate_of: null,
  indexed_at: "2026-11-20T12:00:00.000Z",
});

describe("RecentlyIndexed", () => {
  it("lets through only rows not written as they are", () => {
    const memo = new RecentlyIndexed();
    expect(memo.unwritten([row(1), row(2)], 0)).toHaveLength(2);
    memo.remember([row(1), row(2)], 0);
    expect(memo.unwritten([row(1), row(2), row(3)], 1_000).map((r) => r.id)).toEqual([3]);
    // A report that changed (updated, moved organization) is written again.
    expect(memo.unwritten([row(1, "2026-11-20T11:00:00.000Z"), row(2, undefined, "globex")], 1_000).map((r) => r.id)).toEqual([1, 2]);
  });

  it("forgets a row after its time, or when told", () => {
    const memo = new RecentlyIndexed(60_000);
    memo.remember([row(1), row(2)], 0);
    expect(memo.unwritten([row(1)], 59_999)).toHaveLength(0);
    expect(memo.unwritten([row(1)], 60_000)).toHaveLength(1);
    memo.forget(2);
    expect(memo.unwritten([row(2)], 1)).toHaveLength(1);
  });

  it("keeps at most its size, dropping the rows remembered longest ago", () => {
    const memo = new RecentlyIndexed(60_000, 3);
    memo.remember([row(1), row(2), row(3)], 0);
    memo.remember([row(1)], 10); // 1 is fresh again: 2 is now the oldest
    memo.remember([row(4)], 20);
    expect(memo.unwritten([row(1), row(2), row(3), row(4)], 30).map((r) => r.id)).toEqual([2]);
  });
});
