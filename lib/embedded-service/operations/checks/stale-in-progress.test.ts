import { describe, expect, it } from "vitest";
import { createFixtureDb, createOperationsTestApp, hoursAgo, insertTakedown, ORG, TEST_KEYS } from "../test-fixtures";

const PATH = "/healthchecks/takedowns/stale-in-progress";

describe("takedowns.stale-in-progress (section 4.2)", () => {
  it("is ok with defaults when nothing has been IN_PROGRESS for 168 h", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(167.99));
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1000));
    insertTakedown(db, ORG.acme, "PENDING_INPUT", hoursAgo(1000));
    const { status, body } = await createOperationsTestApp(db).post(PATH, {});
    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: "takedowns.stale-in-progress",
      category: "takedowns",
      scope: { slug: "acme" },
      ok: true,
      severity: "ok",
      observed: { staleCount: 0, oldestAgeHours: null },
      threshold: { staleThresholdHours: 168, warnThreshold: 1, failThreshold: 5 },
      findings: [],
    });
  });

  it("counts a takedown IN_PROGRESS exactly 168 h as stale (warn at 1, the default)", async () => {
    const db = createFixtureDb();
    const id = insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(168), hoursAgo(300));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.severity).toBe("warn");
    expect(body.ok).toBe(false);
    expect(body.observed).toEqual({ staleCount: 1, oldestAgeHours: 168 });
    expect(body.findings).toEqual([expect.objectContaining({ kind: "takedown", ref: `takedown:${id}`, severity: "warn" })]);
  });

  it("measures age from status_changed_at, not created_at", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(10), hoursAgo(1000));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.observed.staleCount).toBe(0);
  });

  it("fails at the default failThreshold 5 and warns at 4", async () => {
    const db = createFixtureDb();
    for (let i = 0; i < 4; i++) insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(200 + i));
    const app = createOperationsTestApp(db);
    expect((await app.post(PATH, {})).body.severity).toBe("warn");
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(169));
    const { body } = await app.post(PATH, {});
    expect(body.severity).toBe("fail");
    expect(body.observed).toEqual({ staleCount: 5, oldestAgeHours: 203 });
    expect(body.findings.every((f: { severity: string }) => f.severity === "fail")).toBe(true);
  });

  it("applies custom thresholds and echoes them", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(30));
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(25));
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(23));
    const app = createOperationsTestApp(db);
    const body = { staleThresholdHours: 24, warnThreshold: 3, failThreshold: 10 };
    const res = await app.post(PATH, body);
    expect(res.body.severity).toBe("ok");
    expect(res.body.observed.staleCount).toBe(2);
    expect(res.body.threshold).toEqual(body);
    expect(res.body.findings).toEqual([]);
    const res2 = await app.post(PATH, { ...body, warnThreshold: 2 });
    expect(res2.body.severity).toBe("warn");
  });

  it("lists at most 20 findings, oldest first, ids breaking ties", async () => {
    const db = createFixtureDb();
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) ids.push(insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(200 + (i % 12))));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.observed.staleCount).toBe(25);
    expect(body.findings).toHaveLength(20);
    const expected = ids
      .map((id, i) => ({ id, age: 200 + (i % 12) }))
      .sort((a, b) => b.age - a.age || a.id - b.id)
      .slice(0, 20)
      .map((t) => `takedown:${t.id}`);
    expect(body.findings.map((f: { ref: string }) => f.ref)).toEqual(expected);
  });

  it("only sees the selected organization's takedowns", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.globex, "IN_PROGRESS", hoursAgo(500));
    const app = createOperationsTestApp(db);
    expect((await app.post(PATH, {})).body.observed.staleCount).toBe(0);
    const staff = await app.post(PATH, { slug: "globex" }, TEST_KEYS.staff);
    expect(staff.body.scope).toEqual({ slug: "globex" });
    expect(staff.body.observed.staleCount).toBe(1);
    const own = await app.post(PATH, {}, TEST_KEYS.globex);
    expect(own.body.observed.staleCount).toBe(1);
  });

  it("rejects an org key naming another organization with 403", async () => {
    const { status, body } = await createOperationsTestApp(createFixtureDb()).post(PATH, { slug: "globex" });
    expect(status).toBe(403);
    expect(body.code).toBe("FORBIDDEN");
  });

  it.each([
    [{ staleThresholdHours: 0 }],
    [{ staleThresholdHours: -5 }],
    [{ staleThresholdHours: "168" }],
    [{ warnThreshold: 6 }],
    [{ warnThreshold: 3, failThreshold: 2 }],
    [{ extra: true }],
    [{ slug: "" }],
    [{ staleThresholdHours: 1e300 }],
    [[]],
    ["not json"],
  ])("answers 400 in the error form for %j", async (bad) => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(500));
    const { status, body } = await createOperationsTestApp(db).post(PATH, bad);
    expect(status).toBe(400);
    expect(body.code).toBe("BAD_REQUEST");
    expect(typeof body.message).toBe("string");
    expect(body.severity).toBeUndefined();
  });
});
