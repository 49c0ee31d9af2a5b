import { describe, expect, it } from "vitest";
import {
  createFixtureDb,
  createOperationsTestApp,
  daysAgo,
  hoursAgo,
  insertAsset,
  insertDetectionConfig,
  insertProposal,
  insertReport,
  ORG,
  TEST_KEYS,
} from "../test-fixtures";

describe("organization.missing-contact-url", () => {
  const PATH = "/healthchecks/organization/missing-contact-url";
  it("fails for an organization without a contact URL and passes with one", async () => {
    const db = createFixtureDb();
    const app = createOperationsTestApp(db);
    const initech = await app.post(PATH, {}, TEST_KEYS.initech);
    expect(initech.body).toMatchObject({
      id: "organization.missing-contact-url",
      category: "organization",
      scope: { slug: "initech" },
      ok: false,
      severity: "fail",
      observed: { hasContactUrl: false },
      threshold: { contactUrlRequired: true },
      findings: [{ kind: "organization", ref: "organization:initech", severity: "fail" }],
    });
    const acme = await app.post(PATH, {});
    expect(acme.body).toMatchObject({ ok: true, severity: "ok", observed: { hasContactUrl: true }, findings: [] });
    db.prepare("UPDATE organizations SET contact_url = '  ' WHERE id = ?").run(ORG.acme);
    expect((await app.post(PATH, {})).body.severity).toBe("fail");
    expect((await app.post(PATH, { warnThreshold: 1 })).status).toBe(400);
  });
});

describe("reviewing.backlog", () => {
  it("counts PENDING proposals awaiting the organization's review", async () => {
    const db = createFixtureDb();
    const globexReport = insertReport(db, ORG.globex);
    const acmeReport = insertReport(db, ORG.acme);
    const oldest = insertProposal(db, globexReport, hoursAgo(50), { awaitingOrgId: ORG.acme });
    insertProposal(db, acmeReport, hoursAgo(10), { awaitingOrgId: ORG.acme });
    insertProposal(db, acmeReport, hoursAgo(90), { awaitingOrgId: null });
    insertProposal(db, acmeReport, hoursAgo(90), { awaitingOrgId: ORG.acme, status: "APPROVED" });
    const app = createOperationsTestApp(db);
    const res = await app.post("/healthchecks/reviewing/backlog", {});
    expect(res.body).toMatchObject({
      severity: "ok",
      observed: { pendingCount: 2, oldestAgeHours: 50 },
      threshold: { warnThreshold: 50, failThreshold: 200 },
      findings: [],
    });
    const warn = await app.post("/healthchecks/reviewing/backlog", { warnThreshold: 2, failThreshold: 3 });
    expect(warn.body.severity).toBe("warn");
    expect(warn.body.findings.map((f: { ref: string }) => f.ref)[0]).toBe(`proposal:${oldest}`);
  });
});

describe("detections.silent-configs", () => {
  const PATH = "/healthchecks/detections/silent-configs";
  it("counts enabled configs without a detection for silentDays (never-detected ones from created_at)", async () => {
    const db = createFixtureDb();
    const silent = insertDetectionConfig(db, ORG.acme, { lastDetectionAt: daysAgo(7) });
    insertDetectionConfig(db, ORG.acme, { lastDetectionAt: daysAgo(6.99) });
    insertDetectionConfig(db, ORG.acme, { enabled: false, lastDetectionAt: daysAgo(90) });
    insertDetectionConfig(db, ORG.acme, { createdAt: daysAgo(2), lastDetectionAt: null });
    const never = insertDetectionConfig(db, ORG.acme, { createdAt: daysAgo(40), lastDetectionAt: null });
    insertDetectionConfig(db, ORG.globex, { lastDetectionAt: daysAgo(90) });
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body).toMatchObject({
      id: "detections.silent-configs",
      category: "detection",
      severity: "warn",
      observed: { enabledConfigs: 4, silentCount: 2, longestSilentDays: 40 },
      threshold: { silentDays: 7, warnThreshold: 1, failThreshold: 3 },
    });
    expect(body.findings.map((f: { ref: string }) => f.ref)).toEqual([`detection-config:${never}`, `detection-config:${silent}`]);
  });
});

describe("assets.dead-asset-spike", () => {
  const PATH = "/healthchecks/assets/dead-asset-spike";
  const addDead = (db: ReturnType<typeof createFixtureDb>, hours: number, via: "owner" | "report" | "other") => {
    if (via === "owner") return insertAsset(db, { ownerOrgId: ORG.acme, deadSince: hoursAgo(hours) });
    const asset = insertAsset(db, { deadSince: hoursAgo(hours) });
    insertProposal(db, insertReport(db, via === "report" ? ORG.acme : ORG.globex), hoursAgo(500), { assetId: asset });
    return asset;
  };

  it("compares dead assets of the last 24 h with the baseline daily average", async () => {
    const db = createFixtureDb();
    // Baseline (the 7 days before the last 24 h): 7 dead → average 1/day. One at exactly 24 h is baseline.
    for (let i = 0; i < 6; i++) addDead(db, 30 + i * 20, "report");
    addDead(db, 24, "owner");
    addDead(db, 24 + 7 * 24, "owner"); // exactly at the baseline window start: outside
    for (let i = 0; i < 10; i++) addDead(db, 1, "other"); // another organization's assets
    const recent: number[] = [];
    for (let i = 0; i < 5; i++) recent.push(addDead(db, 23.9 - i, i % 2 ? "owner" : "report"));
    const app = createOperationsTestApp(db);

    let res = await app.post(PATH, {});
    expect(res.body).toMatchObject({
      severity: "warn",
      observed: { deadLast24h: 5, baselineDeadCount: 7, baselineDailyAverage: 1 },
      threshold: { baselineDays: 7, multiplier: 3, failMultiplier: 6, minSpikeCount: 5 },
    });
    expect(res.body.findings.map((f: { ref: string }) => f.ref)).toEqual(recent.map((id) => `asset:${id}`));

    expect((await app.post(PATH, { minSpikeCount: 6 })).body.severity).toBe("ok");
    expect((await app.post(PATH, { multiplier: 6 })).body.severity).toBe("ok");
    expect((await app.post(PATH, { multiplier: 2, failMultiplier: 5 })).body.severity).toBe("fail");
    res = await app.post(PATH, { multiplier: 7, failMultiplier: 6 });
    expect(res.status).toBe(400);
  });
});
