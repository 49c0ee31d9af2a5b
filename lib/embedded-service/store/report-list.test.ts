import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createTestService, type TestService, walkReports } from "../testing";
import { encodeCursor } from "./report-cursor";
import { RESULT_CACHE_LIMITS } from "./report-result-cache";

let svc: TestService;
beforeEach(() => {
  svc = createTestService({ reportsForAcme: 300 });
});
afterEach(() => {
  svc.close();
  RESULT_CACHE_LIMITS.idsPerEntry = 1_000_000;
});

/** acme's report ids matching plain SQL, in list order: the reference every list result must equal. */
const acmeIds = (where: string, ...params: unknown[]) =>
  svc.store.db
    .prepare(`SELECT r.id FROM reports r WHERE r.organization_id = 1 AND (${where}) ORDER BY r.created_at DESC, r.id DESC`)
    .pluck()
    .all(...params) as number[];

const REVIEWED = (cond: string) => `EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id = p.id WHERE p.report_id = r.id AND ${cond})`;
const SEARCH = `r.title LIKE :like ESCAPE '\\' OR r.description LIKE :like ESCAPE '\\' OR EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id = p.asset_id
  WHERE p.report_id = r.id AND a.content LIKE :like ESCAPE '\\')`;
const like = (text: string) => ({ like: `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });

/** Filters whose answer changes when proposals are reviewed. */
const REVIEW_SENSITIVE: [string, () => number[]][] = [
  [
    "needsCustomerReview=true",
    () => acmeIds("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'PENDING' AND p.awaiting_organization_id = 1)"),
  ],
  ["onlyRejected=true", () => acmeIds("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'REJECTED')")],
  ["reviewStatuses=APPROVE", () => acmeIds(REVIEWED("v.decision = 'APPROVE'"))],
  ["reviewerKind=human&reviewStatuses=REJECT", () => acmeIds(REVIEWED("v.reviewer_kind = 'human' AND v.decision = 'REJECT'"))],
  ["updatedAtStartDate=2026-11-20T09:00:00Z", () => acmeIds("r.updated_at > '2026-11-20T09:00:00.000Z'")],
];

async function expectListsMatch(cases: [string, () => number[]][]) {
  for (const [query, expected] of cases) {
    const walk = await walkReports(svc, query);
    expect(walk.ids, query).toEqual(expected());
    expect(walk.totalCount, query).toBe(walk.ids.length);
  }
}

describe("report list: cached match lists stay exact", () => {
  it("follows every review: a repeated query after a write answers from the new data", async () => {
    await expectListsMatch(REVIEW_SENSITIVE);
    const pending = svc.store.db
      .prepare(`SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id = 1 ORDER BY p.id LIMIT 3`)
      .all() as { id: number; asset_id: number }[];
    expect(pending).toHaveLength(3);
    const bodies = [
      { decision: "APPROVE", label: "General Phishing" },
      { decision: "REJECT", rejectReason: "decayed" },
      { decision: "WATCHLIST", watchlistReason: "DEAD" },
    ];
    const before = (await svc.call("GET", "/organization/reports?limit=5&onlyRejected=true")).body.totalCount as number;
    for (const [i, p] of pending.entries()) {
      const res = await svc.call("POST", `/organization/proposals/${p.id}/review`, { body: { assetId: p.asset_id, ...bodies[i] } });
      expect(res.status).toBe(200);
      await expectListsMatch(REVIEW_SENSITIVE);
    }
    expect((await svc.call("GET", "/organization/reports?limit=5&onlyRejected=true")).body.totalCount).toBeGreaterThanOrEqual(before);
  });

  it("shows a review on the next request of the same page (report bundles follow the data too)", async () => {
    type Listed = { id: number; proposals: { id: number; reviewStatus: string; asset: { status: string } }[] };
    const page = async () => (await svc.call("GET", "/organization/reports?limit=20")).body.reports as Listed[];
    const first = await page();
    expect(await page()).toEqual(first);
    const target = svc.store.db
      .prepare(`SELECT id, asset_id, report_id FROM proposals WHERE report_id IN (SELECT value FROM json_each(?))
        AND review_status = 'PENDING' AND awaiting_organization_id = 1 ORDER BY id LIMIT 1`)
      .get(JSON.stringify(first.map((r) => r.id))) as { id: number; asset_id: number; report_id: number };
    const res = await svc.call("POST", `/organization/proposals/${target.id}/review`, {
      body: { assetId: target.asset_id, decision: "APPROVE", label: "General Phishing" },
    });
    expect(res.status).toBe(200);
    const proposal = (await page()).find((r) => r.id === target.report_id)?.proposals.find((p) => p.id === target.id);
    expect(proposal).toMatchObject({ reviewStatus: "APPROVED", asset: { status: "BLOCKED" } });
  });

  it("gives the same pages when a match list is too long to keep (keyset fallback)", async () => {
    const queries = ["", "onlyRejected=true", "assetTypes=URL,ADDRESS&sources=APP"];
    const cached = await Promise.all(queries.map((q) => walkReports(svc, q)));
    RESULT_CACHE_LIMITS.idsPerEntry = 0;
    svc.store.db.prepare("UPDATE organizations SET name = name WHERE id = 3").run(); // new data version: recompute
    for (const [i, q] of queries.entries()) expect(await walkReports(svc, q)).toEqual(cached[i]);
  });

  it("starts after any cursor position, also one that is not in the match list", async () => {
    const all = acmeIds("1");
    const rejected = acmeIds("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'REJECTED')");
    const notMatching = all.find((id, i) => i > 20 && !rejected.includes(id))!;
    const row = svc.store.db.prepare("SELECT created_at FROM reports WHERE id = ?").get(notMatching) as { created_at: string };
    const cursor = encodeURIComponent(encodeCursor({ createdAt: row.created_at, id: notMatching }));
    const res = await svc.call("GET", `/organization/reports?limit=20&onlyRejected=true&cursor=${cursor}`);
    expect(res.status).toBe(200);
    const after = all.slice(all.indexOf(notMatching) + 1).filter((id) => rejected.includes(id));
    expect(res.body.reports.map((r: { id: number }) => r.id)).toEqual(after.slice(0, 20));
    expect(res.body.totalCount).toBe(rejected.length);
  });
});

describe("report list: filters read from summary columns and search indexes equal plain SQL", () => {
  it.each([
    ["reviewerKind=automation&reviewStatuses=APPROVE,SKIP", () => acmeIds(REVIEWED("v.reviewer_kind = 'automation' AND v.decision IN ('APPROVE','SKIP')"))],
    ["reviewedByUserId=4&reviewerKind=human", () => acmeIds(REVIEWED("v.reviewed_by_user_id = 4 AND v.reviewer_kind = 'human'"))],
    ["reviewedByUserId=11&reviewStatuses=ESCALATE", () => acmeIds(REVIEWED("v.reviewed_by_user_id = 11 AND v.decision = 'ESCALATE'"))],
    ["reviewStatuses=SKIP", () => acmeIds(REVIEWED("v.decision = 'SKIP'"))],
    [
      "assetTypes=PYPI,URL,NPM",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id = p.asset_id WHERE p.report_id = r.id AND a.type IN ('PYPI','URL','NPM'))"),
    ],
    [
      "needsCustomerReview=true&onlyRejected=true",
      () =>
        acmeIds(
          "EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'PENDING' AND p.awaiting_organization_id = 1) AND EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'REJECTED')",
        ),
    ],
    ["searchQuery=ph", () => acmeIds(SEARCH, like("ph"))],
    ["searchQuery=wallet", () => acmeIds(SEARCH, like("wallet"))],
  ])("%s", async (query, expected) => {
    await expectListsMatch([[query, expected]]);
    expect(expected().length).toBeGreaterThan(0);
  });

  it("treats search text literally and folds only ASCII case, like LIKE", async () => {
    const db = svc.store.db;
    const reportId = db.prepare("SELECT id FROM reports WHERE organization_id = 1 ORDER BY id LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE reports SET title = 'Fake ÉCOLE 50%_off \"promo\" page' WHERE id = ?").run(reportId);
    db.prepare("INSERT INTO assets (id, content, type, status) VALUES (990001, 'https://école-acme.example/a_b', 'URL', 'UNKNOWN')").run();
    db.prepare(
      "INSERT INTO proposals (id, report_id, asset_id, review_status, created_at) VALUES (990001, ?, 990001, 'PENDING', '2026-11-01T00:00:00.000Z')",
    ).run(reportId);
    for (const text of ["école", "ÉCOLE", "École-ACME", "50%_off", "0%_", '"promo"', "a_b", "a%b", "e_ol"]) {
      await expectListsMatch([[`searchQuery=${encodeURIComponent(text)}`, () => acmeIds(SEARCH, like(text))]]);
    }
    expect(acmeIds(SEARCH, like("école"))).toEqual([reportId]);
    expect(acmeIds(SEARCH, like("École-ACME"))).toEqual([]);
  });
});
