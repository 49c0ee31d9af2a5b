import { describe, expect, it } from "vitest";
import { openServiceDatabase } from "./open";
import { FEED_ASSETS_SQL } from "./threat-feed";

describe("the threats feed's page query", () => {
  it("walks the assets by id from the cursor: no read of every report of the organization, no sort, per page", () => {
    const db = openServiceDatabase(":memory:");
    try {
      const plan = (db.prepare(`EXPLAIN QUERY PLAN ${FEED_ASSETS_SQL}`).all({ org: 1, after: 0, type: null, limit: 2000 }) as { detail: string }[]).map(
        (row) => row.detail,
      );
      // Starting from reports_org_created instead cost a scan of all the organization's reports and a sort
      // on every page: 2 s a page at 250,000 assets (bench/threat-backfill.bench.ts).
      expect(plan[0]).toBe("SEARCH a USING INTEGER PRIMARY KEY (rowid>?)");
      expect(plan.join("\n")).not.toMatch(/TEMP B-TREE FOR (GROUP|ORDER) BY|\bSCAN\b|reports_org_created/);
    } finally {
      db.close();
    }
  });
});
