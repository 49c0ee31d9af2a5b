import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldDuplicates } from "./fold-duplicates";

const r = (id: number | string, duplicateOfId: number | string | null = null) => ({ id, duplicateOfId });

describe("foldDuplicates", () => {
  it("puts duplicates under their canonical report, at the position of the group's first member", () => {
    const list = [r(9, 5), r(8), r(7, 5), r(5), r(4)];
    const { groups, uniqueCount } = foldDuplicates(list);
    expect(uniqueCount).toBe(3);
    expect(groups.map((g) => [g.canonicalId, g.representative.id, g.others.map((o) => o.id)])).toEqual([
      ["5", 5, [9, 7]],
      ["8", 8, []],
      ["4", 4, []],
    ]);
  });

  it("groups duplicates of a canonical report that is not loaded, shown by the newest one", () => {
    const { groups, uniqueCount } = foldDuplicates([r(30, 2), r(20), r(10, 2)]);
    expect(uniqueCount).toBe(2);
    expect(groups[0]).toMatchObject({ canonicalId: "2", canonical: null, representative: { id: 30 } });
    expect(groups[0]!.others.map((o) => o.id)).toEqual([10]);
  });

  it("follows a chain to its root and matches ids across number and string forms", () => {
    const { groups } = foldDuplicates([r("3", "2"), r("2", 1), r(1)]);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({ canonicalId: "1", representative: { id: 1 } });
  });

  it("survives a cycle", () => {
    const { uniqueCount } = foldDuplicates([r(1, 2), r(2, 1)]);
    expect(uniqueCount).toBe(1);
  });

  it("keeps every report exactly once (property)", () => {
    const reports = fc.array(fc.tuple(fc.integer({ min: 1, max: 40 }), fc.option(fc.integer({ min: 1, max: 40 }))), { maxLength: 60 });
    fc.assert(
      fc.property(reports, (pairs) => {
        const unique = [...new Map(pairs.map(([id, dup]) => [id, r(id, dup === id ? null : dup)])).values()];
        const { groups, uniqueCount } = foldDuplicates(unique);
        const flat = groups.flatMap((g) => [g.representative, ...g.others]);
        expect(flat).toHaveLength(unique.length);
        expect(new Set(flat)).toEqual(new Set(unique));
        expect(uniqueCount).toBe(groups.length);
        expect(uniqueCount).toBeLessThanOrEqual(unique.filter((x) => x.duplicateOfId === null).length + new Set(unique.map((x) => x.duplicateOfId)).size);
      }),
    );
  });
});

describe("foldDuplicates cycles", () => {
  it("puts a tail leading into a cycle in the cycle's group", () => {
    const { groups } = foldDuplicates([r(1, 5), r(5, 6), r(6, 5)]);
    expect(groups.map((g) => g.canonicalId)).toEqual(["5"]);
  });
});

describe("foldDuplicates with reports outside the list", () => {
  it("folds a duplicate of an unloaded duplicate under the root, once that report is fetched by id", () => {
    // 30 duplicates 20 (not loaded), which duplicates 5; 10 duplicates 5 too. 5 is not loaded either.
    const list = [r(30, 20), r(10, 5)];
    const before = foldDuplicates(list);
    expect(before.groups.map((g) => g.canonicalId)).toEqual(["20", "5"]);
    const after = foldDuplicates(list, new Map([["20", r(20, 5)]]));
    expect(after.uniqueCount).toBe(1);
    expect(after.groups[0]).toMatchObject({ canonicalId: "5", canonical: null, representative: { id: 30 }, through: ["20"] });
    expect(after.groups[0]!.others.map((o) => o.id)).toEqual([10]);
  });

  it("folds under a loaded root reached through an unloaded middle, and a fetched canonical report alone changes nothing", () => {
    const list = [r(30, 20), r(8, 5), r(5)];
    const { groups } = foldDuplicates(list, new Map([["20", r(20, 5)]]));
    expect(groups.map((g) => [g.canonicalId, g.representative.id, g.others.map((o) => o.id)])).toEqual([["5", 5, [30, 8]]]);
    expect(foldDuplicates([r(30, 20)], new Map([["20", r(20)]])).groups[0]).toMatchObject({ canonicalId: "20", through: [] });
  });
});
