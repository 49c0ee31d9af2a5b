import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService, walkReports } from "./testing";

let svc: TestService;
beforeAll(() => {
  svc = createTestService();
});
afterAll(() => svc.close());

const acmeIds = (where: string, ...params: unknown[]) =>
  (
    svc.store.db.prepare(`SELECT r.id FROM reports r WHERE r.organization_id = 1 AND (${where}) ORDER BY r.created_at DESC, r.id DESC`).all(...params) as {
      id: number;
    }[]
  ).map((r) => r.id);

describe("GET /organization/reports: auth and paging", () => {
  it("rejects a missing or unknown key with 401 and the upstream message (rule 5)", async () => {
    for (const key of [null, "cp_test_nope"]) {
      const res = await svc.call("GET", "/organization/reports?limit=5", { key });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ code: "UNAUTHORIZED", message: "API Organization not found. Invalid or missing API key." });
    }
  });

  it("requires limit as an integer 1-20", async () => {
    for (const q of ["", "limit=0", "limit=21", "limit=abc", "limit=2.5"]) {
      const res = await svc.call("GET", `/organization/reports?${q}`);
      expect(res.status, q).toBe(400);
      expect(res.body.code).toBe("BAD_REQUEST");
      expect(res.body.message).toBe("Input validation failed");
      expect(res.body.issues[0].path).toEqual(["limit"]);
    }
    expect((await svc.call("GET", "/organization/reports?limit=20")).body.reports).toHaveLength(20);
  });

  it("walks every page newest first, without duplicates, yielding exactly totalCount (rules 1-2)", async () => {
    const walk = await walkReports(svc, "");
    expect(walk.totalCount).toBe(600);
    expect(walk.ids).toEqual(acmeIds("1"));
    expect(new Set(walk.ids).size).toBe(walk.ids.length);
    expect(walk.pages).toBe(30);
  });

  it("returns null nextCursor on the last page and 400 on a forged cursor", async () => {
    const last = await svc.call("GET", "/organization/reports?limit=5&startDate=2026-11-20T09:00:00Z");
    expect(last.body.nextCursor === null || typeof last.body.nextCursor === "number").toBe(true);
    expect((await svc.call("GET", "/organization/reports?limit=5&cursor=not-a-cursor")).status).toBe(400);
    // A globex report id is not a position in acme's list.
    const globexId = (svc.store.db.prepare("SELECT id FROM reports WHERE organization_id = 2 LIMIT 1").get() as { id: number }).id;
    expect((await svc.call("GET", `/organization/reports?limit=5&cursor=${globexId}`)).status).toBe(400);
  });

  it("answers only the caller's organization; a slug of another org is 403 for an org key", async () => {
    const globex = await walkReports(svc, "", DEMO_KEYS.globex);
    expect(globex.totalCount).toBe(400);
    expect((await svc.call("GET", "/organization/reports?limit=5&slug=globex")).status).toBe(403);
    expect((await svc.call("GET", "/organization/reports?limit=5&slug=acme")).status).toBe(200);
  });

  it("lets the staff key reach any organization by slug (default acme)", async () => {
    const def = await svc.call("GET", "/organization/reports?limit=1", { key: DEMO_KEYS.staff });
    expect(def.body.totalCount).toBe(600);
    const initech = await svc.call("GET", "/organization/reports?limit=1&slug=initech", { key: DEMO_KEYS.staff });
    expect(initech.body.totalCount).toBe(150);
    expect((await svc.call("GET", "/organization/reports?limit=1&slug=nobody", { key: DEMO_KEYS.staff })).status).toBe(404);
  });

  it("returns the report shape of section 2.1 with assets, proposals, scans and enrichments", async () => {
    const res = await svc.call("GET", "/organization/reports?limit=20");
    const report = res.body.reports.find((r: any) => r.proposals.some((p: any) => p.asset.scans.length > 0));
    expect(Object.keys(report).sort()).toEqual(
      [
        "assets",
        "attachments",
        "createdAt",
        "description",
        "duplicateOfId",
        "externalReporter",
        "externalSubmissionLink",
        "favoritedAt",
        "id",
        "imageDisplay",
        "proposals",
        "reportedByCustomer",
        "reporter",
        "slaDueAt",
        "source",
        "sourceMetadata",
        "status",
        "title",
        "updatedAt",
      ].sort(),
    );
    expect(typeof report.id).toBe("number");
    const proposal = report.proposals[0];
    expect(proposal).toMatchObject({ id: expect.any(Number), reviewStatus: expect.stringMatching(/^(PENDING|APPROVED|REJECTED)$/) });
    expect(proposal.asset).toMatchObject({ id: expect.any(Number), type: expect.any(String), content: expect.any(String), status: expect.any(String) });
    expect(report.assets.map((a: any) => a.id)).toEqual([...new Set(report.proposals.map((p: any) => p.asset.id))]);
    const scan = report.proposals.flatMap((p: any) => p.asset.scans)[0];
    expect(scan).toMatchObject({ id: expect.any(Number), status: expect.any(String), createdAt: expect.any(String), enrichments: expect.any(Array) });
  });
});

describe("GET /organization/reports: filters (section 4.1)", () => {
  const cases: [string, string, () => number[]][] = [
    ["status", "status=CLOSED", () => acmeIds("r.status = 'CLOSED'")],
    ["status, alternate vocabulary", "status=PENDING", () => acmeIds("r.status = 'TODO'")],
    [
      "searchQuery (title or asset content, case-insensitive)",
      "searchQuery=ACME-1",
      () =>
        acmeIds(
          "lower(r.title) LIKE '%acme-1%' OR lower(r.description) LIKE '%acme-1%' OR EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id=p.asset_id WHERE p.report_id=r.id AND lower(a.content) LIKE '%acme-1%')",
        ),
    ],
    ["reporterQuery", "reporterQuery=rosa", () => acmeIds("r.reporter_id IN (SELECT id FROM reporters WHERE full_name LIKE '%rosa%')")],
    ["reporterKind", "reporterKind=automation", () => acmeIds("r.reporter_kind = 'automation'")],
    ["excludeAutomation = reporterKind=human", "excludeAutomation=true", () => acmeIds("r.reporter_kind = 'human'")],
    [
      "reviewerKind",
      "reviewerKind=automation",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id=p.id WHERE p.report_id=r.id AND v.reviewer_kind='automation')"),
    ],
    [
      "reviewedByUserId",
      "reviewedByUserId=10",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id=p.id WHERE p.report_id=r.id AND v.reviewed_by_user_id=10)"),
    ],
    [
      "startDate/endDate",
      "startDate=2026-10-01&endDate=2026-11-01T00:00:00Z",
      () => acmeIds("r.created_at > '2026-10-01T00:00:00.000Z' AND r.created_at < '2026-11-01T00:00:00.000Z'"),
    ],
    ["updatedAt range", "updatedAtStartDate=2026-11-10T00:00:00%2B02:00", () => acmeIds("r.updated_at > '2026-11-09T22:00:00.000Z'")],
    ["registrars", "registrars=Porkbun LLC,GoDaddy.com LLC", () => acmeIds("r.registrar IN ('Porkbun LLC','GoDaddy.com LLC')")],
    ["hasMxRecords", "hasMxRecords=false", () => acmeIds("r.has_mx_records = 0")],
    ["onlyRejected", "onlyRejected=true", () => acmeIds("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id=r.id AND p.review_status='REJECTED')")],
    ["onlyFavorited", "onlyFavorited=true", () => acmeIds("r.favorited_at IS NOT NULL")],
    ["reportedByCustomer=false", "reportedByCustomer=false", () => acmeIds("r.reported_by_customer = 0")],
    [
      "needsCustomerReview",
      "needsCustomerReview=true",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id=r.id AND p.review_status='PENDING' AND p.awaiting_organization_id=1)"),
    ],
    [
      "reviewStatuses",
      "reviewStatuses=ESCALATE,SKIP",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id=p.id WHERE p.report_id=r.id AND v.decision IN ('ESCALATE','SKIP'))"),
    ],
    [
      "assetTypes",
      "assetTypes=ADDRESS,TELEGRAM",
      () => acmeIds("EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id=p.asset_id WHERE p.report_id=r.id AND a.type IN ('ADDRESS','TELEGRAM'))"),
    ],
    ["brandIds", "brandIds=1,4", () => acmeIds("r.brand_id IN (1,4)")],
    ["countryCodes (case-normalized)", "countryCodes=de,NL", () => acmeIds("r.country_code IN ('DE','NL')")],
    ["sources", "sources=API,CANARY_TOKEN", () => acmeIds("r.source IN ('API','CANARY_TOKEN')")],
    [
      "combined filters apply together (rule 3)",
      "sources=APP&onlyRejected=true&assetTypes=URL",
      () =>
        acmeIds(
          "r.source='APP' AND EXISTS (SELECT 1 FROM proposals p WHERE p.report_id=r.id AND p.review_status='REJECTED') AND EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id=p.asset_id WHERE p.report_id=r.id AND a.type='URL')",
        ),
    ],
  ];
  it.each(cases)("%s", async (_name, query, expected) => {
    const want = expected();
    expect(want.length).toBeGreaterThan(0);
    expect(want.length).toBeLessThan(600);
    const walk = await walkReports(svc, query);
    expect(walk.ids).toEqual(want);
    expect(walk.totalCount).toBe(want.length);
  });

  it("accepts arrays comma-separated, as repeated keys, or both, with the same result", async () => {
    const comma = await walkReports(svc, "assetTypes=ADDRESS,TELEGRAM,EMAIL");
    const repeated = await walkReports(svc, "assetTypes=ADDRESS&assetTypes=TELEGRAM&assetTypes=EMAIL");
    const mixed = await walkReports(svc, "assetTypes=ADDRESS,TELEGRAM&assetTypes=EMAIL");
    expect(repeated.ids).toEqual(comma.ids);
    expect(mixed.ids).toEqual(comma.ids);
    const single = await walkReports(svc, "assetTypes=ADDRESS");
    expect(comma.totalCount).toBeGreaterThan(single.totalCount);
  });

  it.each([
    ["startDate=yesterday", "startDate"],
    ["endDate=2026-13-01", "endDate"],
    ["updatedAtEndDate=2026-02-30T00:00:00Z", "updatedAtEndDate"],
    ["assetTypes=URL,WEBSITE", "assetTypes"],
    ["countryCodes=USA", "countryCodes"],
    ["countryCodes=U1", "countryCodes"],
    ["sources=EMAIL", "sources"],
    ["reviewStatuses=WATCHLIST", "reviewStatuses"],
    ["status=OPEN", "status"],
    ["reporterKind=robot", "reporterKind"],
    ["onlyRejected=yes", "onlyRejected"],
    ["brandIds=1,x", "brandIds"],
    ["unknownParam=1", ""],
  ])("rejects %s with 400 BAD_REQUEST", async (query, path) => {
    const res = await svc.call("GET", `/organization/reports?limit=5&${query}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
    if (path) expect(res.body.issues.some((i: any) => i.path[0] === path)).toBe(true);
  });
});

describe("other report operations", () => {
  it("POST /public/getOrganizationReports returns the same data with Deprecation and Sunset headers", async () => {
    const res = await svc.call("POST", "/public/getOrganizationReports", { body: { limit: 7, assetTypes: ["ADDRESS"], onlyRejected: false } });
    const get = await svc.call("GET", "/organization/reports?limit=7&assetTypes=ADDRESS&onlyRejected=false");
    expect(res.status).toBe(200);
    expect(res.headers.get("Deprecation")).toBeTruthy();
    expect(res.headers.get("Sunset")).toMatch(/GMT$/);
    expect(res.body).toEqual(get.body);
    expect((await svc.call("POST", "/public/getOrganizationReports", { body: { limit: 50 } })).status).toBe(400);
  });

  it("POST /reports/search finds the caller's reports by asset content", async () => {
    const row = svc.store.db
      .prepare(
        "SELECT a.content, r.id FROM reports r JOIN proposals p ON p.report_id = r.id JOIN assets a ON a.id = p.asset_id WHERE r.organization_id = 1 LIMIT 1",
      )
      .get() as { content: string; id: number };
    const res = await svc.call("POST", "/reports/search", { body: { assetContents: [row.content, "https://never.example"] } });
    expect(res.status).toBe(200);
    const hit = res.body.reports.find((r: any) => r.id === row.id);
    expect(hit.assets.map((a: any) => a.content)).toContain(row.content);
    expect(Object.keys(hit).sort()).toEqual(["assets", "id", "status"]);
    expect((await svc.call("POST", "/reports/search", { body: { assetContents: [] } })).status).toBe(400);
    expect((await svc.call("POST", "/reports/search", { body: {} })).status).toBe(400);
  });

  it("answers unknown paths with 404 in the error form", async () => {
    const res = await svc.call("GET", "/organization/nothing");
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
  });
});
