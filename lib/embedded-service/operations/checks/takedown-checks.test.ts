import { describe, expect, it } from "vitest";
import { createFixtureDb, createOperationsTestApp, daysAgo, hoursAgo, insertTakedown, ORG } from "../test-fixtures";

describe("takedowns.todo-volume and takedowns.in-progress-volume", () => {
  it("grade the count of one status against warn/fail, listing the oldest when not ok", async () => {
    const db = createFixtureDb();
    const oldest = insertTakedown(db, ORG.acme, "TODO", hoursAgo(1), hoursAgo(90));
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1), hoursAgo(5));
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(3), hoursAgo(400));
    insertTakedown(db, ORG.globex, "TODO", hoursAgo(1));
    const app = createOperationsTestApp(db);

    const todo = await app.post("/healthchecks/takedowns/todo-volume", {});
    expect(todo.body).toMatchObject({
      severity: "ok",
      observed: { todoCount: 2, oldestAgeHours: 90 },
      threshold: { warnThreshold: 50, failThreshold: 150 },
      findings: [],
    });
    const warn = await app.post("/healthchecks/takedowns/todo-volume", { warnThreshold: 2, failThreshold: 3 });
    expect(warn.body.severity).toBe("warn");
    expect(warn.body.findings[0]).toMatchObject({ ref: `takedown:${oldest}`, severity: "warn" });
    const fail = await app.post("/healthchecks/takedowns/todo-volume", { warnThreshold: 1, failThreshold: 2 });
    expect(fail.body.severity).toBe("fail");

    const inProgress = await app.post("/healthchecks/takedowns/in-progress-volume", { warnThreshold: 1, failThreshold: 5 });
    expect(inProgress.body).toMatchObject({
      severity: "warn",
      observed: { inProgressCount: 1, oldestAgeHours: 3 },
      threshold: { warnThreshold: 1, failThreshold: 5 },
    });
    expect((await app.post("/healthchecks/takedowns/in-progress-volume", { warnThreshold: 0.5, failThreshold: 0.4 })).status).toBe(400);
  });
});

describe("takedowns.cancelled-count", () => {
  it("counts CANCELLED takedowns changed within lookbackDays (default 30)", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "CANCELLED", daysAgo(30)); // exactly at the window start: outside
    const inside = insertTakedown(db, ORG.acme, "CANCELLED", daysAgo(29.9));
    insertTakedown(db, ORG.acme, "COMPLETED", daysAgo(1));
    insertTakedown(db, ORG.acme, "CANCELLED", hoursAgo(-1)); // in the future: outside
    const app = createOperationsTestApp(db);
    const res = await app.post("/healthchecks/takedowns/cancelled-count", {});
    expect(res.body).toMatchObject({
      severity: "ok",
      observed: { cancelledCount: 1 },
      threshold: { lookbackDays: 30, warnThreshold: 5, failThreshold: 20 },
      findings: [],
    });
    const warn = await app.post("/healthchecks/takedowns/cancelled-count", { warnThreshold: 1, failThreshold: 2, lookbackDays: 31 });
    expect(warn.body.observed.cancelledCount).toBe(2);
    expect(warn.body.severity).toBe("fail");
    expect(warn.body.findings.map((f: { ref: string }) => f.ref)[1]).toBe(`takedown:${inside}`);
  });
});

describe("takedowns.automation-off", () => {
  const setAutomation = (db: ReturnType<typeof createFixtureDb>, enabled: boolean, changedAt: string) =>
    db
      .prepare("UPDATE organizations SET automated_takedowns_enabled = ?, automated_takedowns_changed_at = ? WHERE id = ?")
      .run(enabled ? 1 : 0, changedAt, ORG.acme);
  const PATH = "/healthchecks/takedowns/automation-off";

  it("is ok while automated takedowns are on, however long ago they changed", async () => {
    const db = createFixtureDb();
    setAutomation(db, true, daysAgo(400));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body).toMatchObject({
      severity: "ok",
      observed: { automatedTakedownsEnabled: true, disabledSince: null, disabledForDays: null },
      threshold: { warnAfterDays: 30, failAfterDays: 60 },
      findings: [],
    });
  });

  it.each([
    [29.99, "ok"],
    [30, "warn"],
    [59.99, "warn"],
    [60, "fail"],
  ])("off for %d days → %s", async (days, severity) => {
    const db = createFixtureDb();
    setAutomation(db, false, daysAgo(days));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.severity).toBe(severity);
    expect(body.observed).toEqual({ automatedTakedownsEnabled: false, disabledSince: daysAgo(days), disabledForDays: days });
    expect(body.findings).toHaveLength(severity === "ok" ? 0 : 1);
    if (severity !== "ok") expect(body.findings[0]).toMatchObject({ kind: "organization", ref: "organization:acme", severity });
  });
});
