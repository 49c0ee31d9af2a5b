import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Database } from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { createTestService, type TestService } from "../testing";
import { openServiceDatabase } from "./open";
import { assetTypeMasks, dropListTriggers, LIST_FLAG } from "./report-list-support";

const services: TestService[] = [];
afterEach(() => {
  for (const s of services.splice(0)) s.close();
});
function service(): TestService {
  const s = createTestService({ reportsForAcme: 80 });
  services.push(s);
  return s;
}

type Summary = { flags: number; lo: bigint; hi: bigint };

/** Each report's summary computed in JS from the plain rows (independent of the SQL that maintains it). */
function expectedSummaries(db: Database): Map<number, Summary> {
  const reports = db.prepare("SELECT id, organization_id FROM reports").all() as { id: number; organization_id: number }[];
  const org = new Map(reports.map((r) => [r.id, r.organization_id]));
  const out = new Map<number, Summary>(reports.map((r) => [r.id, { flags: 0, lo: 0n, hi: 0n }]));
  const proposals = db
    .prepare("SELECT p.report_id, p.review_status, p.awaiting_organization_id, a.type FROM proposals p JOIN assets a ON a.id = p.asset_id")
    .all() as { report_id: number; review_status: string; awaiting_organization_id: number | null; type: string }[];
  for (const p of proposals) {
    const s = out.get(p.report_id);
    if (!s) continue;
    if (p.review_status === "REJECTED") s.flags |= LIST_FLAG.rejectedProposal;
    if (p.review_status === "PENDING" && p.awaiting_organization_id === org.get(p.report_id)) s.flags |= LIST_FLAG.pendingForOrganization;
    const masks = assetTypeMasks([p.type]);
    s.lo |= masks.lo;
    s.hi |= masks.hi;
  }
  const reviews = db.prepare("SELECT p.report_id, v.reviewer_kind, v.decision FROM reviews v JOIN proposals p ON p.id = v.proposal_id").all() as {
    report_id: number;
    reviewer_kind: "human" | "automation";
    decision: keyof typeof LIST_FLAG.decision;
  }[];
  for (const v of reviews) {
    const s = out.get(v.report_id);
    if (!s) continue;
    s.flags |= v.reviewer_kind === "human" ? LIST_FLAG.humanReview : LIST_FLAG.automationReview;
    s.flags |= LIST_FLAG.decision[v.decision] ?? 0;
  }
  return out;
}

function storedSummaries(db: Database): Map<number, Summary> {
  const rows = db.prepare("SELECT id, list_flags, list_asset_types_lo, list_asset_types_hi FROM reports").safeIntegers().all() as {
    id: bigint;
    list_flags: bigint;
    list_asset_types_lo: bigint;
    list_asset_types_hi: bigint;
  }[];
  return new Map(rows.map((r) => [Number(r.id), { flags: Number(r.list_flags), lo: r.list_asset_types_lo, hi: r.list_asset_types_hi }]));
}

function expectSearchIndexesIntact(db: Database): void {
  db.exec("INSERT INTO report_search (report_search) VALUES ('integrity-check')");
  db.exec("INSERT INTO asset_search (asset_search) VALUES ('integrity-check')");
}

const phraseHits = (db: Database, table: "report_search" | "asset_search", text: string) =>
  db.prepare(`SELECT rowid FROM ${table} WHERE ${table} MATCH ? ORDER BY rowid`).pluck().all(`"${text}"`) as number[];

describe("report list support: summary columns and search indexes", () => {
  it("are complete after the seed", () => {
    const { store } = service();
    const expected = expectedSummaries(store.db);
    expect(storedSummaries(store.db)).toEqual(expected);
    // The seed data exercises the columns: rejected, pending-for-org, both reviewer kinds, several types.
    const all = [...expected.values()];
    for (const bit of [
      LIST_FLAG.rejectedProposal,
      LIST_FLAG.pendingForOrganization,
      LIST_FLAG.humanReview,
      LIST_FLAG.automationReview,
      LIST_FLAG.decision.ESCALATE,
    ]) {
      expect(all.some((s) => (s.flags & bit) !== 0)).toBe(true);
    }
    expectSearchIndexesIntact(store.db);
  });

  it("stay exact through inserts, updates and deletes of proposals, reviews, assets and reports", () => {
    const { db } = service().store;
    const reportIds = db.prepare("SELECT id FROM reports WHERE organization_id = 1 ORDER BY id LIMIT 3").pluck().all() as number[];
    const [r1, r2, r3] = reportIds as [number, number, number];
    const asset = (id: number, type: string) => {
      db.prepare("INSERT INTO assets (id, content, type, status) VALUES (?, ?, ?, 'UNKNOWN')").run(id, `https://fresh-${id}.example/Zebra`, type);
      return id;
    };
    const a1 = asset(900_001, "PYPI"); // a type in the high mask
    const a2 = asset(900_002, "URL");
    db.prepare("INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?, ?, ?, ?, ?, ?)").run(
      900_001,
      r1,
      a1,
      "PENDING",
      "2026-11-20T00:00:00.000Z",
      1,
    );
    db.prepare("INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?, ?, ?, ?, ?, ?)").run(
      900_002,
      r2,
      a2,
      "REJECTED",
      "2026-11-20T00:00:00.000Z",
      null,
    );
    db.prepare("INSERT INTO reviews (id, proposal_id, organization_id, decision, reviewer_kind, created_at) VALUES (?, ?, 1, 'ESCALATE', 'automation', ?)").run(
      900_001,
      900_001,
      "2026-11-20T00:00:00.000Z",
    );
    expect(storedSummaries(db)).toEqual(expectedSummaries(db));

    db.prepare("UPDATE proposals SET review_status = 'APPROVED' WHERE id = 900001").run();
    db.prepare("UPDATE proposals SET report_id = ? WHERE id = 900002").run(r3); // moves its flags from r2 to r3
    db.prepare("UPDATE reviews SET decision = 'SKIP', reviewer_kind = 'human' WHERE id = 900001").run();
    db.prepare("UPDATE assets SET type = 'TELEGRAM' WHERE id = ?").run(a2);
    expect(storedSummaries(db)).toEqual(expectedSummaries(db));

    db.prepare("UPDATE reports SET organization_id = 2 WHERE id = ?").run(r1); // its pending-for-org proposals now await another org
    db.prepare("DELETE FROM reviews WHERE id = 900001").run();
    db.prepare("DELETE FROM proposals WHERE id = 900002").run();
    db.prepare(
      "INSERT INTO reports (id, organization_id, title, description, image_display, reported_by_customer, created_at, updated_at, reporter_kind) VALUES (900001, 1, 'Quokka phishing', 'new', 'VISIBLE', 0, ?, ?, 'human')",
    ).run("2026-11-20T00:00:00.000Z", "2026-11-20T00:00:00.000Z");
    db.prepare(
      "INSERT INTO proposals (id, report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (900003, 900001, ?, 'PENDING', ?, 1)",
    ).run(a1, "2026-11-20T00:00:00.000Z");
    expect(storedSummaries(db)).toEqual(expectedSummaries(db));
  });

  it("keep the search indexes in step with report and asset text", () => {
    const { db } = service().store;
    const reportId = db.prepare("SELECT id FROM reports ORDER BY id LIMIT 1").pluck().get() as number;
    db.prepare("UPDATE reports SET title = 'Wombat wallet drain' WHERE id = ?").run(reportId);
    db.prepare("INSERT INTO assets (id, content, type, status) VALUES (900010, 'https://platypus-login.example', 'URL', 'UNKNOWN')").run();
    expect(phraseHits(db, "report_search", "wombat")).toEqual([reportId]);
    expect(phraseHits(db, "asset_search", "PLATYPUS-log")).toEqual([900010]);
    db.prepare("UPDATE assets SET content = 'https://echidna.example' WHERE id = 900010").run();
    expect(phraseHits(db, "asset_search", "platypus")).toEqual([]);
    db.prepare("DELETE FROM assets WHERE id = 900010").run();
    expect(phraseHits(db, "asset_search", "echidna")).toEqual([]);
    expectSearchIndexesIntact(db);
  });

  it("are added to a database created before them, on open", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "list-support-"));
    try {
      const file = path.join(dir, "old.sqlite");
      const s = createTestService({ dbPath: file, reportsForAcme: 40 });
      const expected = expectedSummaries(s.store.db);
      // Back to the layout before the list support: no triggers, search tables, index or columns.
      dropListTriggers(s.store.db);
      s.store.db.exec(`DROP TABLE report_search; DROP TABLE asset_search; DROP INDEX reports_list_scan;
        ALTER TABLE reports DROP COLUMN list_flags; ALTER TABLE reports DROP COLUMN list_asset_types_lo; ALTER TABLE reports DROP COLUMN list_asset_types_hi;`);
      s.close();
      const db = openServiceDatabase(file);
      expect(storedSummaries(db)).toEqual(expected);
      expectSearchIndexesIntact(db);
      expect(phraseHits(db, "asset_search", "acme").length).toBeGreaterThan(0);
      db.prepare("UPDATE proposals SET review_status = 'REJECTED' WHERE id = (SELECT MIN(id) FROM proposals)").run();
      expect(storedSummaries(db)).toEqual(expectedSummaries(db));
      db.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
