import { describe, expect, it } from "vitest";
import { healthcheckPathFromId, healthcheckRegistrySchema, healthcheckResultSchema, KNOWN_HEALTHCHECKS } from "./healthcheck";
import { healthcheckFixture } from "./response-fixtures";

describe("healthcheckResultSchema", () => {
  it("accepts the uniform result and keeps observed and threshold contents", () => {
    const result = healthcheckResultSchema.parse(healthcheckFixture());
    expect(result.observed).toEqual({ staleCount: 2 });
    expect(result.threshold.failThreshold).toBe(5);
  });

  it("accepts unknown severities, categories and extra fields", () => {
    const value: Record<string, unknown> = { ...healthcheckFixture(), severity: "critical", category: "billing", trend: [1, 2] };
    value.findings = [{ kind: "x", ref: "y", message: "z", severity: "info", link: "/a" }];
    const result = healthcheckResultSchema.parse(value);
    expect(result.severity).toBe("critical");
    expect(result.category).toBe("billing");
    expect(result.trend).toEqual([1, 2]);
    expect(result.findings[0].link).toBe("/a");
  });

  it.each(Object.keys(healthcheckFixture()))("fails without %s", (field) => {
    const value = healthcheckFixture();
    delete value[field];
    expect(healthcheckResultSchema.safeParse(value).success).toBe(false);
  });

  it.each(["kind", "ref", "message", "severity"])("fails when a finding misses %s", (field) => {
    const finding: Record<string, unknown> = { kind: "x", ref: "y", message: "z", severity: "warn" };
    delete finding[field];
    expect(healthcheckResultSchema.safeParse({ ...healthcheckFixture(), findings: [finding] }).success).toBe(false);
  });

  it("fails when ok is not a boolean", () => {
    expect(healthcheckResultSchema.safeParse({ ...healthcheckFixture(), ok: "yes" }).success).toBe(false);
  });
});

describe("healthcheckRegistrySchema", () => {
  it("accepts implemented and not implemented checks and keeps extra fields", () => {
    const parsed = healthcheckRegistrySchema.parse({
      checks: [
        { id: "reviewing.backlog", implemented: true, path: "/healthchecks/reviewing/backlog" },
        { id: "assets.dead-asset-spike", implemented: false, notImplementedReason: "No data yet" },
      ],
    });
    expect(parsed.checks[0].path).toBe("/healthchecks/reviewing/backlog");
    expect(parsed.checks[1].notImplementedReason).toBe("No data yet");
  });

  it.each(["id", "implemented"])("fails when a check misses %s", (field) => {
    const check: Record<string, unknown> = { id: "a.b", implemented: true };
    delete check[field];
    expect(healthcheckRegistrySchema.safeParse({ checks: [check] }).success).toBe(false);
  });

  it("fails without checks", () => {
    expect(healthcheckRegistrySchema.safeParse({}).success).toBe(false);
  });
});

describe("healthcheckPathFromId", () => {
  it("maps every known check id to its path segments", () => {
    for (const check of KNOWN_HEALTHCHECKS) expect(healthcheckPathFromId(check.id)).toEqual(check.path);
  });
});
