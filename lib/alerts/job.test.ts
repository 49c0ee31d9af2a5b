import { describe, expect, it } from "vitest";
import { snapshotSelector } from "./job";

describe("snapshotSelector", () => {
  it("reads a stored scope as the v2 snapshot selector the jobs sent before the scope type", () => {
    expect(snapshotSelector(null)).toEqual({});
    expect(snapshotSelector("own")).toEqual({});
    expect(snapshotSelector("all")).toEqual({ all: true });
    expect(snapshotSelector("org:acme")).toEqual({ slug: "acme" });
  });
});
