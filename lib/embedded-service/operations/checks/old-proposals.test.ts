import { describe, expect, it } from "vitest";
import { createFixtureDb, createOperationsTestApp, hoursAgo, insertProposal, insertReport, ORG } from "../test-fixtures";

const PATH = "/healthchecks/reviewing/old-proposals";

describe("reviewing.old-proposals (section 4.3)", () => {
  it("grades tiers at the default 168 h / 336 h boundaries, inclusive", async () => {
    const db = createFixtureDb();
    const report = insertReport(db, ORG.acme);
    insertProposal(db, report, hoursAgo(167.99));
    const app = createOperationsTestApp(db);
    let res = await app.post(PATH, {});
    expect(res.body).toMatchObject({
      severity: "ok",
      ok: true,
      observed: { warnCount: 0, failCount: 0, oldestAgeHours: null },
      threshold: { warnAgeHours: 168, failAgeHours: 336 },
      findings: [],
    });

    const warn = insertProposal(db, report, hoursAgo(168));
    res = await app.post(PATH, {});
    expect(res.body.severity).toBe("warn");
    expect(res.body.observed).toEqual({ warnCount: 1, failCount: 0, oldestAgeHours: 168 });
    expect(res.body.findings).toEqual([expect.objectContaining({ kind: "proposal", ref: `proposal:${warn}`, severity: "warn" })]);

    insertProposal(db, report, hoursAgo(335.99));
    const fail = insertProposal(db, report, hoursAgo(336));
    res = await app.post(PATH, {});
    expect(res.body.severity).toBe("fail");
    expect(res.body.ok).toBe(false);
    expect(res.body.observed).toEqual({ warnCount: 2, failCount: 1, oldestAgeHours: 336 });
    expect(res.body.findings.map((f: { ref: string; severity: string }) => [f.ref, f.severity])).toEqual([
      [`proposal:${fail}`, "fail"],
      [expect.stringMatching(/^proposal:/), "warn"],
      [`proposal:${warn}`, "warn"],
    ]);
  });

  it("counts only PENDING proposals on the organization's own reports (any awaiting organization)", async () => {
    const db = createFixtureDb();
    const acmeReport = insertReport(db, ORG.acme);
    const globexReport = insertReport(db, ORG.globex);
    insertProposal(db, acmeReport, hoursAgo(400), { status: "APPROVED" });
    insertProposal(db, acmeReport, hoursAgo(400), { status: "REJECTED" });
    insertProposal(db, globexReport, hoursAgo(400), { awaitingOrgId: ORG.acme });
    const counted = insertProposal(db, acmeReport, hoursAgo(200), { awaitingOrgId: null });
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.observed).toEqual({ warnCount: 1, failCount: 0, oldestAgeHours: 200 });
    expect(body.findings.map((f: { ref: string }) => f.ref)).toEqual([`proposal:${counted}`]);
  });

  it("applies custom ages and caps findings at 20, oldest first", async () => {
    const db = createFixtureDb();
    const report = insertReport(db, ORG.acme);
    const ids = Array.from({ length: 30 }, (_, i) => insertProposal(db, report, hoursAgo(10 + i)));
    const { body } = await createOperationsTestApp(db).post(PATH, { warnAgeHours: 10, failAgeHours: 30 });
    expect(body.threshold).toEqual({ warnAgeHours: 10, failAgeHours: 30 });
    expect(body.observed).toEqual({ warnCount: 20, failCount: 10, oldestAgeHours: 39 });
    expect(body.findings).toHaveLength(20);
    expect(body.findings.map((f: { ref: string }) => f.ref)).toEqual(
      ids
        .slice()
        .reverse()
        .slice(0, 20)
        .map((id) => `proposal:${id}`),
    );
    expect(body.findings.filter((f: { severity: string }) => f.severity === "fail")).toHaveLength(10);
  });

  it("accepts equal warn and fail ages; rejects failAgeHours below warnAgeHours with 400", async () => {
    const app = createOperationsTestApp(createFixtureDb());
    expect((await app.post(PATH, { warnAgeHours: 48, failAgeHours: 48 })).status).toBe(200);
    const bad = await app.post(PATH, { warnAgeHours: 48, failAgeHours: 24 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("BAD_REQUEST");
    expect(bad.body.issues).toEqual([expect.objectContaining({ path: ["failAgeHours"] })]);
    // The default failAgeHours (336) is below an explicit warnAgeHours of 400.
    expect((await app.post(PATH, { warnAgeHours: 400 })).status).toBe(400);
    expect((await app.post(PATH, { warnAgeHours: Number.NaN })).status).toBe(400);
    expect((await app.post(PATH, { failAgeHours: null })).status).toBe(400);
  });
});
