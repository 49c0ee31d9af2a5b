import { describe, expect, it } from "vitest";
import { pendingJoin, pendingProposalsFromReports } from "./query-plan";
import { createFixtureDb, hoursAgo, insertProposal, insertReport, ORG } from "./test-fixtures";

describe("pending-proposal join order", () => {
  it("drives from reports for a small organization and from PENDING proposals for a large one", () => {
    const db = createFixtureDb();
    const globex = insertReport(db, ORG.globex);
    insertProposal(db, globex, hoursAgo(1));
    for (let i = 0; i < 12; i++) insertProposal(db, insertReport(db, ORG.acme), hoursAgo(i));
    expect(pendingProposalsFromReports(db, ORG.globex)).toBe(true);
    expect(pendingProposalsFromReports(db, ORG.acme)).toBe(false);
  });

  it("gives the same rows in both orders", () => {
    const db = createFixtureDb();
    for (const org of [ORG.acme, ORG.globex]) {
      for (let i = 0; i < 4; i++) {
        const report = insertReport(db, org);
        insertProposal(db, report, hoursAgo(i * 50));
        insertProposal(db, report, hoursAgo(i * 50), { status: "APPROVED" });
      }
    }
    for (const org of [ORG.acme, ORG.globex, ORG.initech]) {
      const sql = (fromReports: boolean) => `SELECT p.id ${pendingJoin(fromReports)} WHERE p.review_status = 'PENDING' AND r.organization_id = ? ORDER BY p.id`;
      const a = db.prepare(sql(true)).all(org);
      expect(a).toEqual(db.prepare(sql(false)).all(org));
      expect(a).toHaveLength(org === ORG.initech ? 0 : 4);
    }
  });
});
