import { describe, expect, it } from "vitest";
import { nulPaths } from "./text";

describe("nulPaths", () => {
  it("finds NULs in strings and keys, nested, at most 20", () => {
    const found = nulPaths({ a: ["ok", "x\u0000"], "k\u0000": 1, b: { c: "\u0000" } });
    expect(found).toHaveLength(3);
    expect(found).toEqual(expect.arrayContaining([["a", 1], ["k\u0000"], ["b", "c"]]));
    expect(nulPaths(Array.from({ length: 50 }, () => "\u0000"))).toHaveLength(20);
    expect(nulPaths("plain")).toEqual([]);
  });

  it("walks a value nested far deeper than the call stack allows without overflowing", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const [path] = nulPaths(deep);
    expect(path).toHaveLength(200_000);
  });
});
