import { describe, expect, it } from "vitest";
import { healthcheckPathFromId, healthcheckRegistrySchema, healthcheckResultSchema, KNOWN_HEALTHCHECKS } from "./healthcheck";
import { healthcheckFixture } from "./response-fixtures";
import { collectTolerated } from "./tolerated";

describe("healthcheckResultSchema", () => {
  it("accepts the uniform result and keeps observed and threshold contents", () => {
    const result = healthcheckResultSchema.parse(healthcheckFixture());
    expect(result.observed).toEqual({ staleCount: 2 });
    expect(result.threshold?.failThreshold).toBe(5);
    expect(result.notSent).toBeUndefined();
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

  it.each(Object.keys(healthcheckFixture()))("reads an answer without %s, that field alone unknown and noted", (field) => {
    const value = healthcheckFixture();
    delete value[field];
    const { result, notes } = collectTolerated(() => healthcheckResultSchema.parse(value));
    expect(result.notSent).toEqual([field]);
    expect(result[field]).toEqual(field === "findings" ? [] : null);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "field-missing", path: `healthcheck.${field}` }));
    for (const other of Object.keys(healthcheckFixture()).filter((f) => f !== field && f !== "scope"))
      expect(result[other]).toEqual(healthcheckFixture()[other]);
  });

  it("reads a field of another type as unknown, and an unparseable generation time as an unknown time", () => {
    const { result, notes } = collectTolerated(() => healthcheckResultSchema.parse({ ...healthcheckFixture(), ok: "yes", generatedAt: "yesterday" }));
    expect(result.ok).toBeNull();
    expect(result.generatedAt).toBeNull();
    expect(result.severity).toBe("warn");
    expect(notes.map((n) => n.kind).sort()).toEqual(["field-wrong-type", "time-unparseable"]);
  });

  it.each(["kind", "message", "severity"])("keeps a finding without %s, that field unknown", (field) => {
    const finding: Record<string, unknown> = { kind: "x", ref: "y", message: "z", severity: "warn" };
    delete finding[field];
    const result = healthcheckResultSchema.parse({ ...healthcheckFixture(), findings: [finding] });
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]![field]).toBeNull();
    expect(result.findings[0]!.notSent).toEqual([field]);
  });

  it("keeps a finding with a ref and no message, and one with a message and no ref; a number ref is kept as its text", () => {
    const result = healthcheckResultSchema.parse({
      ...healthcheckFixture(),
      findings: [
        { kind: "takedown", ref: 3018, severity: "warn" },
        { kind: "organization", message: "No contact URL", severity: "warn" },
      ],
    });
    expect(result.findings.map((f) => [f.ref, f.message])).toEqual([
      ["3018", null],
      [null, "No contact URL"],
    ]);
  });

  it("leaves out and counts a finding that is not an object or has neither a message nor a ref", () => {
    const { result, notes } = collectTolerated(() =>
      healthcheckResultSchema.parse({
        ...healthcheckFixture(),
        findings: ["td_1", null, { kind: "takedown", severity: "warn" }, { kind: "x", ref: "y", message: "z", severity: "warn" }],
      }),
    );
    expect(result.findings.map((f) => f.ref)).toEqual(["y"]);
    expect(result.unreadableFindings).toBe(3);
    expect(notes.filter((n) => n.kind === "record-dropped")).toHaveLength(3);
  });

  it("is an error only when the answer is not an object", () => {
    expect(healthcheckResultSchema.safeParse([]).success).toBe(false);
    expect(healthcheckResultSchema.safeParse("ok").success).toBe(false);
    expect(healthcheckResultSchema.safeParse({}).success).toBe(true);
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

  it("leaves out and counts a check without an id", () => {
    const { result, notes } = collectTolerated(() => healthcheckRegistrySchema.parse({ checks: [{ implemented: true }, { id: "a.b", implemented: true }] }));
    expect(result.checks.map((c) => c.id)).toEqual(["a.b"]);
    expect(result.unreadable).toBe(1);
    expect(notes).toContainEqual(expect.objectContaining({ kind: "record-dropped", path: "checks[]" }));
  });

  it("keeps a check without `implemented`, unknown (so it is not called)", () => {
    const parsed = healthcheckRegistrySchema.parse({ checks: [{ id: "a.b" }] });
    expect(parsed.checks[0]).toMatchObject({ id: "a.b", implemented: null, notSent: ["implemented"] });
  });

  it("fails without checks", () => {
    expect(healthcheckRegistrySchema.safeParse({}).success).toBe(false);
    expect(healthcheckRegistrySchema.safeParse({ checks: "all" }).success).toBe(false);
  });
});

describe("healthcheckPathFromId", () => {
  it("maps every known check id to its path segments", () => {
    for (const check of KNOWN_HEALTHCHECKS) expect(healthcheckPathFromId(check.id)).toEqual(check.path);
  });
});
