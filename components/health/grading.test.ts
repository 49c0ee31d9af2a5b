import { describe, expect, it } from "vitest";
import type { HealthcheckResult } from "@/lib/contract/healthcheck";
import { countGrades, gradeCheck, knownSeverity, newestGeneratedAt, resultAgeMs, worstGrade } from "./grading";

const NOW = Date.parse("2026-11-22T10:00:00.000Z");

function result(overrides: Partial<HealthcheckResult> = {}): HealthcheckResult {
  return {
    id: "takedowns.stale-in-progress",
    title: "Stale IN_PROGRESS takedowns",
    category: "takedowns",
    generatedAt: "2026-11-20T12:00:00.000Z",
    scope: { slug: "acme" },
    ok: true,
    severity: "ok",
    observed: { staleCount: 0 },
    threshold: { staleThresholdHours: 168 },
    findings: [],
    suggestedAction: "",
    appUrl: "/queues",
    ...overrides,
  };
}

describe("gradeCheck", () => {
  it("passes a fresh, consistent severity through", () => {
    expect(gradeCheck({ result: result(), receivedAt: NOW, now: NOW })).toEqual({ grade: "ok" });
    expect(gradeCheck({ result: result({ ok: false, severity: "warn" }), receivedAt: NOW, now: NOW }).grade).toBe("warn");
    expect(gradeCheck({ result: result({ ok: false, severity: "FAIL" }), receivedAt: NOW, now: NOW }).grade).toBe("fail");
  });

  it("does not call a result stale because the service clock differs from ours", () => {
    // generatedAt two days before our clock (a service with a fixed clock), received just now.
    expect(gradeCheck({ result: result(), receivedAt: NOW - 1000, now: NOW }).grade).toBe("ok");
  });

  it("is unknown when the check failed to run, even with an earlier ok result", () => {
    const g = gradeCheck({ result: result(), receivedAt: NOW, now: NOW, failed: true, failureMessage: "The service did not answer in time" });
    expect(g.grade).toBe("unknown");
    expect(g.reason).toContain("did not answer in time");
    expect(gradeCheck({ now: NOW }).grade).toBe("unknown");
  });

  it("is unknown when the data is stale", () => {
    expect(gradeCheck({ result: result(), receivedAt: NOW - 11 * 60_000, now: NOW }).grade).toBe("unknown");
    expect(gradeCheck({ result: result(), receivedAt: NOW - 60_000, now: NOW, staleAfterMs: 30_000 }).grade).toBe("unknown");
    expect(gradeCheck({ result: result(), now: NOW }).grade).toBe("unknown");
    const newest = Date.parse("2026-11-20T12:00:00.000Z") + 60 * 60_000;
    const g = gradeCheck({ result: result(), receivedAt: NOW, now: NOW, newestGeneratedAt: newest });
    expect(g).toMatchObject({ grade: "unknown", reason: expect.stringContaining("long before the other checks") });
  });

  it("is unknown for an unrecognized or contradictory severity, or an unreadable time", () => {
    expect(gradeCheck({ result: result({ severity: "critical" }), receivedAt: NOW, now: NOW }).grade).toBe("unknown");
    expect(gradeCheck({ result: result({ ok: false, severity: "ok" }), receivedAt: NOW, now: NOW }).grade).toBe("unknown");
    expect(gradeCheck({ result: result({ generatedAt: "yesterday" }), receivedAt: NOW, now: NOW }).grade).toBe("unknown");
  });

  it("is unknown, in words, when the service did not send the severity or the generation time", () => {
    const noSeverity = gradeCheck({ result: result({ severity: null }), receivedAt: NOW, now: NOW });
    expect(noSeverity).toEqual({ grade: "unknown", reason: "The service did not send this check's severity." });
    expect(gradeCheck({ result: result({ generatedAt: null }), receivedAt: NOW, now: NOW }).grade).toBe("unknown");
  });

  it("lets the severity speak when `ok` was not sent", () => {
    expect(gradeCheck({ result: result({ ok: null, severity: "ok" }), receivedAt: NOW, now: NOW }).grade).toBe("ok");
  });
});

describe("summaries", () => {
  it("counts grades and finds the worst", () => {
    expect(countGrades(["ok", "ok", "warn", "unknown", "fail", "fail"])).toEqual({ ok: 2, warn: 1, fail: 2, unknown: 1 });
    expect(worstGrade(["ok", "warn"])).toBe("warn");
    expect(worstGrade(["ok", "warn", "unknown"])).toBe("unknown");
    expect(worstGrade(["unknown", "fail"])).toBe("fail");
    expect(worstGrade([])).toBe("ok");
  });

  it("knows the three severities only", () => {
    expect(knownSeverity(" Warn ")).toBe("warn");
    expect(knownSeverity("critical")).toBeNull();
    expect(knownSeverity(3)).toBeNull();
  });

  it("finds the newest generation time", () => {
    expect(newestGeneratedAt([result(), undefined, result({ generatedAt: "2026-11-21T00:00:00Z" }), result({ generatedAt: "x" })])).toBe(
      Date.parse("2026-11-21T00:00:00Z"),
    );
    expect(newestGeneratedAt([])).toBeUndefined();
  });
});

describe("resultAgeMs", () => {
  it("is the time since received plus how far behind the newest of its run, never the service's clock against ours", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    // Generated a week before our clock, received now, the newest of its run: just now.
    expect(resultAgeMs({ generatedAt: "2026-11-20T12:00:00Z", receivedAt: now, newestGeneratedAt: Date.parse("2026-11-20T12:00:00Z"), now })).toBe(0);
    // Received 3 minutes ago, generated 2 hours before the newest of its run.
    expect(resultAgeMs({ generatedAt: "2026-11-20T10:00:00Z", receivedAt: now - 180_000, newestGeneratedAt: Date.parse("2026-11-20T12:00:00Z"), now })).toBe(
      2 * 3_600_000 + 180_000,
    );
    expect(resultAgeMs({ generatedAt: null, receivedAt: now - 5_000, now })).toBe(5_000);
    expect(resultAgeMs({ generatedAt: "2026-11-20T12:00:00Z", now })).toBeUndefined();
  });
});
