import { describe, expect, it } from "vitest";
import { createFixtureDb, createOperationsTestApp, hoursAgo, insertProposal, insertReport, insertTakedown, ORG, TEST_KEYS } from "./test-fixtures";

const PATH = "/operations/queues/snapshot";
const inHours = (h: number) => hoursAgo(-h);

describe("POST /operations/queues/snapshot (section 2.9)", () => {
  it("puts proposal ages in buckets with inclusive lower boundaries (24 h → h24to72, 168 h → gte168h)", async () => {
    const db = createFixtureDb();
    const report = insertReport(db, ORG.acme);
    for (const h of [-1, 0, 23.99, 24, 71.99, 72, 167.99, 168, 1000]) insertProposal(db, report, hoursAgo(h));
    insertProposal(db, report, hoursAgo(10), { status: "APPROVED" });
    const { status, body } = await createOperationsTestApp(db).post(PATH, {});
    expect(status).toBe(200);
    expect(body.generatedAt).toBe("2026-11-20T12:00:00.000Z");
    expect(body.scope).toEqual({ slug: "acme", all: false });
    expect(body.reviewQueue.totalPendingProposals).toBe(9);
    expect(body.reviewQueue.distinctReports).toBe(1);
    expect(body.reviewQueue.ageBuckets).toEqual({ lt24h: 3, h24to72: 2, h72to168: 2, gte168h: 2 });
  });

  it("puts SLA due dates in buckets: due = now is breached, due = now + 24 h is within 24 h", async () => {
    const db = createFixtureDb();
    const dues: (string | null)[] = [
      inHours(-5),
      inHours(0), // breached
      inHours(0.001),
      inHours(24), // dueWithin24h
      inHours(24.001),
      inHours(72), // dueWithin72h
      inHours(72.001),
      inHours(500), // beyond72h
      null,
    ];
    for (const due of dues) insertProposal(db, insertReport(db, ORG.acme, { slaDueAt: due }), hoursAgo(1));
    // Two proposals on one report count twice in the SLA buckets and once in distinctReports.
    const shared = insertReport(db, ORG.acme, { slaDueAt: null });
    insertProposal(db, shared, hoursAgo(1));
    insertProposal(db, shared, hoursAgo(1));
    const { body } = await createOperationsTestApp(db).post(PATH, {});
    expect(body.reviewQueue.slaBuckets).toEqual({ breached: 2, dueWithin24h: 2, dueWithin72h: 2, beyond72h: 2, missingSla: 3 });
    expect(body.reviewQueue.totalPendingProposals).toBe(11);
    expect(body.reviewQueue.distinctReports).toBe(10);
  });

  it("counts open takedowns by status and created_at age, and stale IN_PROGRESS by status_changed_at vs windowHours", async () => {
    const db = createFixtureDb();
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1), hoursAgo(23.99));
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1), hoursAgo(24));
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(168), hoursAgo(200)); // stale at the default window
    insertTakedown(db, ORG.acme, "IN_PROGRESS", hoursAgo(167.99), hoursAgo(72));
    insertTakedown(db, ORG.acme, "PENDING_INPUT", hoursAgo(500), hoursAgo(500));
    insertTakedown(db, ORG.acme, "COMPLETED", hoursAgo(500));
    insertTakedown(db, ORG.acme, "CANCELLED", hoursAgo(500));
    insertTakedown(db, ORG.globex, "TODO", hoursAgo(1));
    const app = createOperationsTestApp(db);
    const { body } = await app.post(PATH, {});
    expect(body.takedownQueue).toEqual({
      totalOpen: 5,
      statusCounts: { todo: 2, inProgress: 2, pendingInput: 1 },
      ageBuckets: { lt24h: 1, h24to72: 1, h72to168: 1, gte168h: 2 },
      staleInProgress: 1,
      byOrg: [{ slug: "acme", openTakedowns: 5 }],
    });
    expect((await app.post(PATH, { windowHours: 100 })).body.takedownQueue.staleInProgress).toBe(2);
    expect((await app.post(PATH, { windowHours: 168.01 })).body.takedownQueue.staleInProgress).toBe(0);
  });

  it("scopes to one organization: byOrg has that organization only, even with nothing pending", async () => {
    const db = createFixtureDb();
    insertProposal(db, insertReport(db, ORG.acme), hoursAgo(1));
    const { body } = await createOperationsTestApp(db).post(PATH, {}, TEST_KEYS.globex);
    expect(body.scope).toEqual({ slug: "globex", all: false });
    expect(body.reviewQueue.totalPendingProposals).toBe(0);
    expect(body.reviewQueue.byOrg).toEqual([{ slug: "globex", pendingProposals: 0 }]);
    expect(body.takedownQueue.byOrg).toEqual([{ slug: "globex", openTakedowns: 0 }]);
    expect(body.reviewQueue.ageBuckets).toEqual({ lt24h: 0, h24to72: 0, h72to168: 0, gte168h: 0 });
  });

  it("with all: true and the staff key, covers every organization with byOrg sorted by count desc", async () => {
    const db = createFixtureDb();
    const acme = insertReport(db, ORG.acme);
    const globex = insertReport(db, ORG.globex);
    insertProposal(db, acme, hoursAgo(1));
    for (let i = 0; i < 3; i++) insertProposal(db, globex, hoursAgo(30));
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1));
    insertTakedown(db, ORG.acme, "TODO", hoursAgo(1));
    insertTakedown(db, ORG.initech, "PENDING_INPUT", hoursAgo(1));
    const { status, body } = await createOperationsTestApp(db).post(PATH, { all: true }, TEST_KEYS.staff);
    expect(status).toBe(200);
    expect(body.scope).toEqual({ slug: "acme", all: true });
    expect(body.reviewQueue.totalPendingProposals).toBe(4);
    expect(body.reviewQueue.distinctReports).toBe(2);
    expect(body.reviewQueue.ageBuckets).toEqual({ lt24h: 1, h24to72: 3, h72to168: 0, gte168h: 0 });
    expect(body.reviewQueue.byOrg).toEqual([
      { slug: "globex", pendingProposals: 3 },
      { slug: "acme", pendingProposals: 1 },
      { slug: "initech", pendingProposals: 0 },
    ]);
    expect(body.takedownQueue.totalOpen).toBe(3);
    expect(body.takedownQueue.byOrg).toEqual([
      { slug: "acme", openTakedowns: 2 },
      { slug: "initech", openTakedowns: 1 },
      { slug: "globex", openTakedowns: 0 },
    ]);
  });

  it("lets the staff key select one organization without all", async () => {
    const db = createFixtureDb();
    insertProposal(db, insertReport(db, ORG.globex), hoursAgo(1));
    const { body } = await createOperationsTestApp(db).post(PATH, { slug: "globex" }, TEST_KEYS.staff);
    expect(body.scope).toEqual({ slug: "globex", all: false });
    expect(body.reviewQueue.byOrg).toEqual([{ slug: "globex", pendingProposals: 1 }]);
  });

  it("answers 403 FORBIDDEN Insufficient access to all: true with an organization key", async () => {
    const app = createOperationsTestApp(createFixtureDb());
    const res = await app.post(PATH, { all: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: "FORBIDDEN", message: "Insufficient access" });
    const other = await app.post(PATH, { slug: "globex" });
    expect(other.status).toBe(403);
  });

  it("answers 403 in the nested form under the alternate variant", async () => {
    const res = await createOperationsTestApp(createFixtureDb({ variant: "alternate" })).post(PATH, { all: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: { code: "FORBIDDEN", message: "Insufficient access" } });
  });

  it.each([[{ all: "true" }], [{ all: 1 }], [{ windowHours: 0 }], [{ windowHours: -1 }], [{ windowHours: "168" }], [{ slug: 5 }], [{ unknown: 1 }], ["{"]])(
    "answers 400 for %j",
    async (bad) => {
      const res = await createOperationsTestApp(createFixtureDb()).post(PATH, bad, TEST_KEYS.staff);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe("BAD_REQUEST");
      expect(res.body.reviewQueue).toBeUndefined();
    },
  );

  it("answers 401 without a valid key", async () => {
    const res = await createOperationsTestApp(createFixtureDb()).post(PATH, {}, "nope");
    expect(res.status).toBe(401);
  });
});
