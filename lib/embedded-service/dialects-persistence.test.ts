import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createServiceApp } from "./app";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, TEST_NOW, walkReports } from "./testing";

describe("alternate dialect", () => {
  const svc = createTestService({ variant: "alternate", reportsForAcme: 120 });
  afterAll(() => svc.close());

  it("writes ids as numeric strings, `cursor` instead of `nextCursor`, and PENDING/APPROVED/REJECTED statuses", async () => {
    const res = await svc.call("GET", "/organization/reports?limit=20");
    expect(res.body).not.toHaveProperty("nextCursor");
    expect(typeof res.body.cursor).toBe("string");
    for (const report of res.body.reports) {
      expect(report.id).toMatch(/^[1-9]\d*$/);
      expect([null, "PENDING", "APPROVED", "REJECTED"]).toContain(report.status);
      for (const p of report.proposals) {
        expect(typeof p.id).toBe("string");
        expect(typeof p.asset.id).toBe("string");
        for (const s of p.asset.scans) expect(typeof s.id).toBe("string");
      }
      if (report.reporter) expect(typeof report.reporter.id).toBe("string");
    }
    const groups = await svc.call("GET", "/organization/asset-groups");
    expect(typeof groups.body.groups[0].id).toBe("string");
    expect(typeof (await svc.call("GET", "/organization/brands")).body.brands[0].id).toBe("string");
  });

  it("walks all pages with the opaque cursor", async () => {
    const walk = await walkReports(svc, "");
    expect(walk.totalCount).toBe(120);
    expect(new Set(walk.ids).size).toBe(120);
  });

  it("uses the nested error form", async () => {
    const res = await svc.call("GET", "/organization/reports?limit=500");
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: { code: "BAD_REQUEST", message: "Input validation failed" } });
    const unauth = await svc.call("GET", "/organization/reports?limit=5", { key: null });
    expect(unauth.body).toEqual({ error: { code: "UNAUTHORIZED", message: "API Organization not found. Invalid or missing API key." } });
  });

  it("accepts ids as strings or numbers in input, and answers review ids as strings", async () => {
    const p = svc.store.db
      .prepare(
        "SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id=p.report_id WHERE r.organization_id=1 AND p.review_status='PENDING' AND p.awaiting_organization_id=1 LIMIT 1",
      )
      .get() as { id: number; asset_id: number };
    const res = await svc.call("POST", `/organization/proposals/${p.id}/review`, {
      body: { assetId: p.asset_id, decision: "APPROVE", label: "General Phishing" },
    });
    expect(res.status).toBe(200);
    expect(res.body.proposal.id).toBe(String(p.id));
    expect(res.body.proposal.asset.id).toBe(String(p.asset_id));
    expect(res.body.review.brandId).toBeNull();
  });
});

describe("persistence", () => {
  it("keeps data in the file across a restart and does not reseed", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "embedded-service-"));
    const dbPath = path.join(dir, "service.sqlite");
    try {
      const first = createServiceApp({ dbPath, variant: "standard", now: () => TEST_NOW, seed: { reportsForAcme: 80 } });
      const created = await first.fetch(
        new Request("http://s/api/v2/organization/asset-groups", {
          method: "POST",
          headers: { "X-API-KEY": DEMO_KEYS.acme },
          body: JSON.stringify({ name: "Survives restarts" }),
        }),
      );
      expect(created.status).toBe(200);
      const seededAt = first.store.db.prepare("SELECT value FROM meta WHERE key='seeded_at'").get();
      first.close();

      const later = new Date(TEST_NOW.getTime() + 86_400_000);
      const second = createServiceApp({ dbPath, variant: "standard", now: () => later });
      const list = (await (
        await second.fetch(new Request("http://s/api/v2/organization/asset-groups", { headers: { "X-API-KEY": DEMO_KEYS.acme } }))
      ).json()) as { groups: { name: string }[] };
      expect(list.groups.map((g) => g.name)).toContain("Survives restarts");
      expect(second.store.db.prepare("SELECT value FROM meta WHERE key='seeded_at'").get()).toEqual(seededAt);
      expect((second.store.db.prepare("SELECT COUNT(*) AS n FROM reports WHERE organization_id = 1").get() as { n: number }).n).toBe(80);
      expect(second.store.db.pragma("journal_mode", { simple: true })).toBe("wal");
      second.close();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("seeds deterministically: same seed and clock, same data", () => {
    const a = createTestService({ reportsForAcme: 60 });
    const b = createTestService({ reportsForAcme: 60 });
    const dump = (s: typeof a) => s.store.db.prepare("SELECT * FROM reports ORDER BY id").all();
    expect(dump(a)).toEqual(dump(b));
    expect(a.store.db.prepare("SELECT * FROM takedowns ORDER BY id").all()).toEqual(b.store.db.prepare("SELECT * FROM takedowns ORDER BY id").all());
    a.close();
    b.close();
  });

  it("seeds the operational signals the healthchecks look for", () => {
    const s = createTestService({ reportsForAcme: 60 });
    const q = (sql: string) => (s.store.db.prepare(sql).get() as { n: number }).n;
    const now = TEST_NOW.toISOString();
    expect(q("SELECT COUNT(*) AS n FROM organizations WHERE slug='initech' AND contact_url IS NULL")).toBe(1);
    expect(q("SELECT COUNT(*) AS n FROM organizations WHERE slug='globex' AND automated_takedowns_enabled=0")).toBe(1);
    expect(
      q(
        `SELECT COUNT(*) AS n FROM takedowns WHERE organization_id=1 AND status='IN_PROGRESS' AND status_changed_at < strftime('%Y-%m-%dT%H:%M:%fZ', '${now}', '-14 days')`,
      ),
    ).toBeGreaterThan(0);
    expect(q("SELECT COUNT(DISTINCT status) AS n FROM takedowns WHERE organization_id=1")).toBe(5);
    expect(
      q(`SELECT COUNT(*) AS n FROM detection_configs WHERE enabled=1 AND last_detection_at < strftime('%Y-%m-%dT%H:%M:%fZ', '${now}', '-7 days')`),
    ).toBeGreaterThan(0);
    expect(q(`SELECT COUNT(*) AS n FROM assets WHERE is_dead=1 AND dead_since > strftime('%Y-%m-%dT%H:%M:%fZ', '${now}', '-2 days')`)).toBeGreaterThan(0);
    s.close();
  });
});
