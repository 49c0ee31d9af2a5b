import { describe, expect, it } from "vitest";
import { SAMPLE_SNAPSHOT } from "@/components/queues/sample-snapshot";
import { ApiClientError } from "@/lib/api/errors";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import type { HealthRun } from "@/lib/queries/healthchecks";
import type { PostJson } from "@/lib/queries/snapshot";
import { connectionState } from "./connection-state";
import { nextSources, refreshWall, summarizeHealth, wallRefreshMs, wallSnapshotBody, wallStaleAfterMs } from "./wall-model";

function result(id: string, severity: string, generatedAt = "2026-11-20T12:00:00.000Z"): HealthcheckResult {
  return {
    id,
    title: `Title ${id}`,
    category: "x",
    generatedAt,
    scope: { slug: "acme" },
    ok: severity === "ok",
    severity,
    observed: {},
    threshold: {},
    findings: [],
    suggestedAction: "",
    appUrl: "/",
  };
}

describe("wall settings", () => {
  it("reads ?refresh= with the 15 s floor and no off", () => {
    expect(wallRefreshMs(null)).toBe(60_000);
    expect(wallRefreshMs("60s")).toBe(60_000);
    expect(wallRefreshMs("5s")).toBe(15_000);
    expect(wallRefreshMs("off")).toBe(60_000);
    expect(wallRefreshMs("2m")).toBe(120_000);
    expect(wallStaleAfterMs(15_000)).toBe(600_000);
    expect(wallStaleAfterMs(300_000)).toBe(900_000);
  });

  it("sends byte-identical snapshot bodies for the same wall", () => {
    expect(JSON.stringify(wallSnapshotBody({}))).toBe(JSON.stringify(wallSnapshotBody({ slug: null, all: false })));
    expect(wallSnapshotBody({ slug: "globex" })).toEqual({ slug: "globex", all: false, windowHours: 168 });
  });
});

describe("refreshWall", () => {
  const registry = { checks: [{ id: "reviewing.backlog", implemented: true }] };

  it("fetches the snapshot and the health run, and keeps the last good time on failure", async () => {
    let snapshotUp = true;
    const post: PostJson = async <T>(path: string) => {
      if (path.endsWith("/snapshot")) {
        if (!snapshotUp) throw new ApiClientError(502, "UPSTREAM_ERROR", "Down", [], "r1");
        return SAMPLE_SNAPSHOT as T;
      }
      if (path.endsWith("/list")) return registry as T;
      return result("reviewing.backlog", "ok") as T;
    };
    const first = await refreshWall({}, post, () => 1000);
    expect(first.snapshot.data).toEqual(SAMPLE_SNAPSHOT);
    expect(first.health.data?.checks[0].result?.severity).toBe("ok");
    let sources = nextSources({ snapshot: { updatedAt: null, failure: null }, health: { updatedAt: null, failure: null } }, first);
    expect(connectionState([sources.snapshot, sources.health], "wall")).toEqual({ kind: "live", updatedAt: 1000 });

    snapshotUp = false;
    sources = nextSources(sources, await refreshWall({}, post, () => 2000));
    expect(connectionState([sources.snapshot, sources.health], "wall")).toMatchObject({ kind: "stale", staleSince: 1000 });

    snapshotUp = true;
    sources = nextSources(sources, await refreshWall({}, post, () => 3000));
    expect(connectionState([sources.snapshot, sources.health], "wall")).toEqual({ kind: "live", updatedAt: 3000 });
  });

  it("turns a 401 into a revoked wall", async () => {
    const post: PostJson = async () => {
      throw new ApiClientError(401, "UNAUTHORIZED", "Sign in to continue");
    };
    const round = await refreshWall({}, post, () => 5);
    const sources = nextSources({ snapshot: { updatedAt: 1, failure: null }, health: { updatedAt: 1, failure: null } }, round);
    expect(connectionState([sources.snapshot, sources.health], "wall")).toEqual({ kind: "revoked" });
  });
});

describe("summarizeHealth", () => {
  const base = { category: "x", runnable: true } as const;
  const run: HealthRun = {
    receivedAt: 10_000,
    checks: [
      { ...base, id: "a", title: "A", result: result("a", "ok") },
      { ...base, id: "b", title: "B", result: result("b", "warn") },
      { ...base, id: "c", title: "C", result: result("c", "fail") },
      { ...base, id: "d", title: "D", failure: { status: 502, code: "X", message: "down" } },
      { ...base, id: "e", title: "E", runnable: false, notImplementedReason: "later" },
    ],
  };

  it("counts grades, lists what needs attention worst first, never green for a failed check", () => {
    const s = summarizeHealth(run, 10_000, 600_000);
    expect(s.counts).toEqual({ ok: 1, warn: 1, fail: 1, unknown: 1 });
    expect(s.attention.map((a) => [a.id, a.grade])).toEqual([
      ["c", "fail"],
      ["d", "unknown"],
      ["b", "warn"],
    ]);
    expect(s.notImplemented).toBe(1);
  });

  it("turns everything unknown once the run is older than the stale limit", () => {
    const s = summarizeHealth(run, 10_000 + 600_001, 600_000);
    expect(s.counts).toEqual({ ok: 0, warn: 0, fail: 0, unknown: 4 });
  });
});
