import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseArgs } from "./args";

describe("parseArgs (the bench runner's command line)", () => {
  it("takes bench names and --smoke, as before", () => {
    expect(parseArgs(["proxy-cost", "--smoke", "far-service"])).toEqual({ names: ["proxy-cost", "far-service"], smoke: true });
    expect(parseArgs([], { BENCH_SMOKE: "1" })).toEqual({ names: [], smoke: true });
  });

  it("takes the other tree after --compare-with (or with =, or from BENCH_COMPARE_WITH), as an absolute path, not as a bench name", () => {
    expect(parseArgs(["proxy-cost", "--compare-with", "../before", "far-service"])).toEqual({
      names: ["proxy-cost", "far-service"],
      smoke: false,
      compareWith: path.resolve("../before"),
    });
    expect(parseArgs(["--compare-with=/srv/before"])).toMatchObject({ compareWith: "/srv/before" });
    expect(parseArgs(["proxy-cost"], { BENCH_COMPARE_WITH: "/srv/env" })).toMatchObject({ compareWith: "/srv/env" });
    expect(parseArgs(["--compare-with", "/srv/arg"], { BENCH_COMPARE_WITH: "/srv/env" })).toMatchObject({ compareWith: "/srv/arg" });
  });

  it("refuses an unknown option and a --compare-with without its directory", () => {
    expect(parseArgs(["--fast"])).toEqual({ error: expect.stringContaining("Unknown option --fast") });
    expect(parseArgs(["proxy-cost", "--compare-with"])).toEqual({ error: expect.stringContaining("needs a directory") });
    expect(parseArgs(["--compare-with", "--smoke"])).toEqual({ error: expect.stringContaining("needs a directory") });
  });

  it("takes the threats bench's scale after --assets (or with =), a whole number, not as a bench name", () => {
    expect(parseArgs(["threat-backfill", "--assets", "250000"])).toEqual({ names: ["threat-backfill"], smoke: false, assets: 250_000 });
    expect(parseArgs(["--assets=1000"])).toMatchObject({ names: [], assets: 1000 });
    expect(parseArgs(["--assets"])).toEqual({ error: expect.stringContaining("--assets needs a whole number") });
    expect(parseArgs(["--assets", "1e6"])).toEqual({ error: expect.stringContaining("--assets needs a whole number") });
    expect(parseArgs(["--assets", "0"])).toEqual({ error: expect.stringContaining("--assets needs a whole number") });
  });
});
