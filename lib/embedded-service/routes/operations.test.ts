import { describe, expect, it } from "vitest";
import { HEALTHCHECKS } from "@/lib/contract/healthcheck-request";
import { REGISTERED_CHECKS } from "../operations/registry";
import { createFixtureDb, createOperationsTestApp, TEST_KEYS } from "../operations/test-fixtures";

const RESULT_KEYS = [
  "appUrl",
  "category",
  "findings",
  "generatedAt",
  "id",
  "observed",
  "ok",
  "scope",
  "severity",
  "suggestedAction",
  "threshold",
  "title",
].sort();

describe("POST /healthchecks/list", () => {
  it("lists the ten checks in upstream order, all implemented, with their parameters", async () => {
    const { status, body } = await createOperationsTestApp(createFixtureDb()).post("/healthchecks/list", {});
    expect(status).toBe(200);
    expect(body.checks.map((c: { id: string }) => c.id)).toEqual([
      "detections.silent-configs",
      "reviewing.backlog",
      "reviewing.old-proposals",
      "takedowns.todo-volume",
      "takedowns.in-progress-volume",
      "takedowns.stale-in-progress",
      "takedowns.cancelled-count",
      "takedowns.automation-off",
      "assets.dead-asset-spike",
      "organization.missing-contact-url",
    ]);
    for (const check of body.checks) {
      expect(check.implemented).toBe(true);
      expect(check.notImplementedReason).toBeUndefined();
      expect(check.path).toBe(`/healthchecks/${check.id.replace(".", "/")}`);
    }
    const stale = body.checks.find((c: { id: string }) => c.id === "takedowns.stale-in-progress");
    expect(stale.parameters.map((p: { name: string; default?: number }) => [p.name, p.default])).toEqual([
      ["slug", undefined],
      ["staleThresholdHours", 168],
      ["warnThreshold", 1],
      ["failThreshold", 5],
    ]);
    expect((await createOperationsTestApp(createFixtureDb()).post("/healthchecks/list", { x: 1 })).status).toBe(400);
  });
});

describe("every check", () => {
  it.each(HEALTHCHECKS.map((c) => [c.id, c.path, c.category] as const))("%s answers exactly the section 2.8 shape", async (id, path, category) => {
    const { status, body } = await createOperationsTestApp(createFixtureDb()).post(path, {}, TEST_KEYS.initech);
    expect(status).toBe(200);
    expect(Object.keys(body).sort()).toEqual(RESULT_KEYS);
    expect(body).toMatchObject({ id, category, scope: { slug: "initech" }, generatedAt: "2026-11-20T12:00:00.000Z" });
    expect(["ok", "warn", "fail"]).toContain(body.severity);
    expect(body.ok).toBe(body.severity === "ok");
    expect(body.findings.length === 0).toBe(body.ok);
    for (const finding of body.findings) {
      expect(Object.keys(finding).sort()).toEqual(["kind", "message", "ref", "severity"]);
      expect(["warn", "fail"]).toContain(finding.severity);
    }
    expect(typeof body.suggestedAction).toBe("string");
    expect(typeof body.appUrl).toBe("string");
  });
});

describe("an unimplemented check", () => {
  const checks = REGISTERED_CHECKS.map((c) => (c.id === "takedowns.cancelled-count" ? { ...c, run: undefined, notImplementedReason: "no data" } : c));

  it("is listed as not implemented with its reason and answers 501 in the error form", async () => {
    const app = createOperationsTestApp(createFixtureDb(), { checks });
    const list = await app.post("/healthchecks/list", {});
    expect(list.body.checks[6]).toMatchObject({ id: "takedowns.cancelled-count", implemented: false, notImplementedReason: "no data" });
    const res = await app.post("/healthchecks/takedowns/cancelled-count", {});
    expect(res.status).toBe(501);
    expect(res.body).toEqual({ code: "NOT_IMPLEMENTED", message: expect.stringContaining("no data") });
    expect(res.body.severity).toBeUndefined();
  });
});
