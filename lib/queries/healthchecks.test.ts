import { describe, expect, it } from "vitest";
import { ApiClientError } from "@/lib/api/errors";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import { healthcheckKeys, registeredChecks, runAllChecks } from "./healthchecks";
import type { PostJson } from "./snapshot";

const registry = {
  checks: [
    { id: "reviewing.backlog", implemented: true },
    { id: "takedowns.stale-in-progress", implemented: true, title: "Stale takedowns (service title)" },
    { id: "takedowns.cancelled-count", implemented: false, notImplementedReason: "Coming soon" },
    { id: "brand.new-check", implemented: true },
  ],
};

function resultFor(id: string): HealthcheckResult {
  return {
    id,
    title: id,
    category: "x",
    generatedAt: "2026-11-20T12:00:00.000Z",
    scope: { slug: "acme" },
    ok: true,
    severity: "ok",
    observed: {},
    threshold: {},
    findings: [],
    suggestedAction: "",
    appUrl: "/",
  };
}

describe("healthcheckKeys", () => {
  it("a check's runs share one prefix under the organization, whatever the thresholds, so Run again reaches them", () => {
    const prefix = healthcheckKeys.checkRuns("org:acme", "reviewing.backlog");
    const key = healthcheckKeys.check("org:acme", "reviewing.backlog", { thresholdHours: 48 });
    expect(key.slice(0, prefix.length)).toEqual(prefix);
    expect(prefix.slice(0, 2)).toEqual(healthcheckKeys.all("org:acme").slice(0, 2));
  });
});

describe("registeredChecks", () => {
  it("runs only implemented checks the console routes; keeps the reason of the others", () => {
    const checks = registeredChecks(registry);
    expect(checks.map((c) => [c.id, c.runnable])).toEqual([
      ["reviewing.backlog", true],
      ["takedowns.stale-in-progress", true],
      ["takedowns.cancelled-count", false],
      ["brand.new-check", false],
    ]);
    expect(checks[1].title).toBe("Stale takedowns (service title)");
    expect(checks[0].title).toBe("Review backlog");
    expect(checks[2].notImplementedReason).toBe("Coming soon");
    expect(checks[3].notImplementedReason).toMatch(/console does not know/);
  });
});

describe("runAllChecks", () => {
  it("calls the registry then every runnable check in parallel, with identical bodies", async () => {
    const calls: [string, unknown][] = [];
    let inFlight = 0;
    let maxInFlight = 0;
    const post: PostJson = async <T>(path: string, body: unknown) => {
      calls.push([path, body]);
      if (path === "/api/healthchecks/list") return registry as T;
      inFlight++;
      maxInFlight = Math.max(maxInFlight, inFlight);
      await new Promise((r) => setTimeout(r, 5));
      inFlight--;
      if (path.endsWith("stale-in-progress")) throw new ApiClientError(502, "UPSTREAM_ERROR", "Service down", [], "req-1");
      return resultFor(path) as T;
    };
    const run = await runAllChecks("acme", undefined, post, () => 42);
    expect(calls).toEqual([
      ["/api/healthchecks/list", { slug: "acme" }],
      ["/api/healthchecks/reviewing/backlog", { slug: "acme" }],
      ["/api/healthchecks/takedowns/stale-in-progress", { slug: "acme" }],
    ]);
    expect(maxInFlight).toBe(2);
    expect(run.receivedAt).toBe(42);
    expect(run.checks[0].result?.id).toBe("/api/healthchecks/reviewing/backlog");
    expect(run.checks[1].failure).toEqual({ status: 502, code: "UPSTREAM_ERROR", message: "Service down", requestId: "req-1" });
    expect(run.checks[2].result).toBeUndefined();
  });

  it("fails the whole run when the session is gone", async () => {
    const post: PostJson = async <T>(path: string) => {
      if (path === "/api/healthchecks/list") return registry as T;
      throw new ApiClientError(401, "UNAUTHORIZED", "Sign in to continue");
    };
    await expect(runAllChecks(null, undefined, post)).rejects.toMatchObject({ status: 401 });
  });
});
