import { describe, expect, it } from "vitest";
import { fetchSnapshot, SNAPSHOT_PATH, snapshotBody, snapshotQueryOptions } from "./snapshot";

describe("snapshotBody", () => {
  it("writes the same keys in the same order, defaults included", () => {
    expect(JSON.stringify(snapshotBody())).toBe('{"all":false,"windowHours":168}');
    expect(JSON.stringify(snapshotBody({ windowHours: 24, all: true, slug: " globex " }))).toBe('{"slug":"globex","all":true,"windowHours":24}');
    expect(snapshotBody({ slug: "", windowHours: 0, all: null })).toEqual({ all: false, windowHours: 168 });
  });

  it("keys the query by the body, so identical filters share one cache entry", () => {
    const a = snapshotQueryOptions("acme", { slug: null }, 15_000);
    const b = snapshotQueryOptions("acme", { all: false, windowHours: 168 }, 60_000);
    expect(a.queryKey).toEqual(b.queryKey);
    expect(snapshotQueryOptions("initech", { slug: null }).queryKey).not.toEqual(a.queryKey);
    expect(a.refetchInterval).toBe(15_000);
  });

  it("posts the body to the console route", async () => {
    const calls: unknown[] = [];
    await fetchSnapshot(snapshotBody({ slug: "acme" }), undefined, async (path, body) => {
      calls.push([path, body]);
      return {} as never;
    });
    expect(calls).toEqual([[SNAPSHOT_PATH, { slug: "acme", all: false, windowHours: 168 }]]);
  });
});
