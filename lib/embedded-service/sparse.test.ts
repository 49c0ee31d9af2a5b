import { afterAll, describe, expect, it } from "vitest";
import { assetGroupDeleteResultSchema, assetGroupListSchema, assetGroupSchema } from "@/lib/contract/asset-group";
import { healthcheckResultSchema } from "@/lib/contract/healthcheck";
import { reportSearchResultSchema } from "@/lib/contract/report";
import { queueSnapshotSchema } from "@/lib/contract/snapshot";
import {
  decodeSparseCursor,
  encodeSparseCursor,
  presentSparseFinding,
  readSparseProposalId,
  readSparseReportId,
  sparseProposalId,
  sparseReportId,
} from "./sparse";
import { createTestService } from "./testing";

describe("sparse ids", () => {
  it("writes report and proposal ids as prefixed strings and reads back only what it wrote", () => {
    expect(sparseReportId(17)).toBe("rpt_0000000000000011");
    expect(sparseProposalId(12)).toBe("prop_c");
    for (const id of [1, 35, 36, 4564, 9_007_199_254]) {
      expect(readSparseReportId(sparseReportId(id))).toBe(id);
      expect(readSparseProposalId(sparseProposalId(id))).toBe(id);
    }
    for (const odd of ["17", "rpt_11", "rpt_000000000000001G", "RPT_0000000000000011", "rpt_0000000000000000", " rpt_0000000000000011"]) {
      expect(readSparseReportId(odd), odd).toBeNull();
    }
    for (const odd of ["12", "prop_", "prop_0c", "prop_C", "prop_c ", "prop_-1"]) expect(readSparseProposalId(odd), odd).toBeNull();
  });

  it("hands out a cursor with characters a careless client mangles, and refuses it changed in any way", () => {
    const cursor = encodeSparseCursor({ createdAt: "2026-11-20T09:00:00.000Z", id: 42 });
    expect(cursor).toMatch(/^c\/.*\+[0-9a-f]{8}=$/);
    expect(decodeSparseCursor(cursor)).toEqual({ createdAt: "2026-11-20T09:00:00.000Z", id: 42 });
    for (const changed of [cursor.replace("+", " "), cursor.slice(0, -1), encodeURIComponent(cursor), cursor.replace("c/", "c%2F"), `${cursor} `, "42"]) {
      expect(() => decodeSparseCursor(changed), changed).toThrow(/pass back the value/);
    }
  });

  it("writes findings with kind and a bare ref, string ids in the message too", () => {
    expect(presentSparseFinding({ kind: "takedown", ref: "takedown:3018", message: "In progress for 9 d", severity: "warn" }).ref).toBe("3018");
    expect(presentSparseFinding({ kind: "proposal", ref: "proposal:12", message: "Proposal 12 on report 17 has been pending", severity: "fail" })).toEqual({
      kind: "proposal",
      ref: "prop_c",
      message: "Proposal prop_c on report rpt_0000000000000011 has been pending",
      severity: "fail",
    });
    expect(presentSparseFinding({ kind: "organization", ref: "organization:acme", message: "x", severity: "warn" }).ref).toBe("organization:acme");
  });
});

describe("sparse dialect", () => {
  const svc = createTestService({ variant: "sparse", reportsForAcme: 120 });

  it("answers POST /reports/search as the service's published example does: its ids, each asset as its content; the console reads it", async () => {
    const row = svc.store.db
      .prepare(
        "SELECT a.content, r.id FROM reports r JOIN proposals p ON p.report_id = r.id JOIN assets a ON a.id = p.asset_id WHERE r.organization_id = 1 LIMIT 1",
      )
      .get() as { content: string; id: number };
    const res = await svc.call("POST", "/reports/search", { body: { assetContents: [row.content] } });
    expect(res.status).toBe(200);
    const hit = res.body.reports.find((r: { id: string }) => r.id === sparseReportId(row.id));
    expect(hit.assets).toContain(row.content);
    expect(
      reportSearchResultSchema
        .parse(res.body)
        .reports.find((r) => r.id === sparseReportId(row.id))!
        .assets.map((a) => a.content),
    ).toContain(row.content);
    expect((await svc.call("POST", "/reports/search", { body: { assetContents: [row.content], limit: 5 } })).status).toBe(400);
  });
  afterAll(() => svc.close());

  async function walk(query = "") {
    const pages: any[] = [];
    let cursor: string | null = null;
    do {
      const suffix: string = cursor === null ? "" : `&cursor=${encodeURIComponent(cursor)}`;
      const res = await svc.call("GET", `/organization/reports?limit=20${query}${suffix}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      pages.push(res.body);
      cursor = res.body.cursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  }

  it("answers the docs' shapes: string ids, `cursor` without `totalCount`, gaps in required fields, old proposals", async () => {
    const pages = await walk();
    const first = pages[0];
    expect(first).not.toHaveProperty("nextCursor");
    expect(first).not.toHaveProperty("totalCount");
    expect(typeof first.cursor).toBe("string");
    const reports = pages.flatMap((p) => p.reports);
    const withId = reports.filter((r) => "id" in r);
    // One record without an id, on the first page only.
    expect(reports.length - withId.length).toBe(1);
    expect(first.reports.some((r: object) => !("id" in r))).toBe(true);
    expect(withId).toHaveLength(120);
    expect(new Set(withId.map((r) => r.id)).size).toBe(120);
    for (const r of withId) expect(r.id).toMatch(/^rpt_[0-9a-f]{16}$/);
    expect(withId.some((r) => !("title" in r))).toBe(true);
    expect(withId.some((r) => !("imageDisplay" in r))).toBe(true);
    expect(withId.some((r) => r.imageDisplay === "PREVIEW")).toBe(true);
    const proposals = withId.flatMap((r) => r.proposals);
    for (const p of proposals) {
      expect(p.id).toMatch(/^prop_[0-9a-z]+$/);
      if ("asset" in p) expect(typeof p.asset.id).toBe("string");
    }
    const old = proposals.filter((p) => !("reviewStatus" in p));
    expect(old.length).toBeGreaterThan(0);
    for (const p of old) {
      expect(p).not.toHaveProperty("asset");
      expect(typeof p.status).toBe("string");
    }
    // Some old proposals' assets are still in the report's `assets`, some nowhere.
    const orphan = withId.some((r) =>
      r.proposals.some((p: { id: string; asset?: unknown }) => !p.asset && r.assets.length < new Set(r.proposals.map((q: { id: string }) => q.id)).size),
    );
    expect(orphan).toBe(true);
    for (const r of withId) expect([null, "PENDING", "APPROVED", "REJECTED"]).toContain(r.status);
  });

  it("answers the same for the same data", async () => {
    const a = await svc.call("GET", "/organization/reports?limit=20");
    const b = await svc.call("GET", "/organization/reports?limit=20");
    expect(b.body).toEqual(a.body);
    const second = await svc.call("GET", `/organization/reports?limit=20&cursor=${encodeURIComponent(a.body.cursor)}`);
    expect(second.body.reports[0].id).not.toBe(a.body.reports[0].id);
  });

  it("is strict on what it receives: a cursor not sent back verbatim, another dialect's cursor or a bad limit are 400", async () => {
    const first = await svc.call("GET", "/organization/reports?limit=20");
    const mangled = await svc.call("GET", `/organization/reports?limit=20&cursor=${first.body.cursor}`);
    expect(mangled.status).toBe(400);
    expect(mangled.body).toEqual({ message: "Invalid cursor: pass back the value of the previous response unchanged", code: "BAD_REQUEST" });
    expect((await svc.call("GET", "/organization/reports?limit=20&cursor=42")).status).toBe(400);
    const bad = await svc.call("GET", "/organization/reports?limit=500");
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body)).toEqual(["message", "code", "issues"]);
  });

  it("accepts a review for the prop_… id it handed out, refuses a bare number, and still enforces the rules", async () => {
    const row = svc.store.db
      .prepare(
        "SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id = p.report_id WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id = 1 AND p.id % 3 != 0 ORDER BY p.id LIMIT 1",
      )
      .get() as { id: number; asset_id: number };
    const path = `/organization/proposals/${sparseProposalId(row.id)}/review`;
    expect(
      (
        await svc.call("POST", `/organization/proposals/${row.id}/review`, {
          body: { assetId: String(row.asset_id), decision: "REJECT", rejectReason: "decayed" },
        })
      ).status,
    ).toBe(400);
    const missing = await svc.call("POST", path, { body: { assetId: String(row.asset_id), decision: "APPROVE" } });
    expect(missing.status).toBe(400);
    const mismatch = await svc.call("POST", path, { body: { assetId: String(row.asset_id + 100_000), decision: "REJECT", rejectReason: "decayed" } });
    expect(mismatch.status).toBe(409);
    const ok = await svc.call("POST", path, { body: { assetId: String(row.asset_id), decision: "REJECT", rejectReason: "decayed" } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.proposal.id).toBe(sparseProposalId(row.id));
    expect(ok.body.proposal.asset.id).toBe(String(row.asset_id));
    expect(typeof ok.body.review.id).toBe("string");
  });

  it("announces the takedown list's deprecation and links findings by kind and bare id", async () => {
    const list = await svc.call("POST", "/takedowns/list", { body: {} });
    expect(list.status).toBe(200);
    expect(list.headers.get("Deprecation")).toBe("true");
    expect(list.headers.get("Sunset")).toMatch(/GMT$/);
    for (const t of list.body.takedowns) expect(typeof t.id).toBe("string");
    const stale = await svc.call("POST", "/healthchecks/takedowns/todo-volume", { body: { warnThreshold: 1, failThreshold: 2 } });
    expect(stale.status, JSON.stringify(stale.body)).toBe(200);
    expect(stale.body.findings.length).toBeGreaterThan(0);
    for (const f of stale.body.findings) {
      expect(f.kind).toBe("takedown");
      expect(f.ref).toMatch(/^[1-9][0-9]*$/);
    }
    const backlog = await svc.call("POST", "/healthchecks/reviewing/backlog", { body: { warnThreshold: 1, failThreshold: 2 } });
    // Every finding with a ref names its proposal by string id; the last one has neither ref nor message (to be left out and counted).
    const keyed = backlog.body.findings.filter((f: object) => "ref" in f);
    for (const f of keyed) expect(f.ref).toMatch(/^prop_/);
    expect(backlog.body.findings.length - keyed.length).toBe(1);
  });

  it("answers healthchecks, the queue snapshot and asset groups with parts left out, which the console reads", async () => {
    const cancelled = await svc.call("POST", "/healthchecks/takedowns/cancelled-count", { body: {} });
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(cancelled.body).not.toHaveProperty("ok");
    expect(cancelled.body).not.toHaveProperty("appUrl");
    expect(cancelled.body).not.toHaveProperty("observed");
    const check = healthcheckResultSchema.parse(cancelled.body);
    expect(check.notSent).toEqual(["ok", "observed", "appUrl"]);
    expect(check.severity).not.toBeNull();

    const snapshot = await svc.call("POST", "/operations/queues/snapshot", { body: {} });
    expect(snapshot.status).toBe(200);
    const read = queueSnapshotSchema.parse(snapshot.body);
    expect(read.reviewQueue.distinctReports).toBeNull();
    expect(read.reviewQueue.slaBuckets.missingSla).toBeNull();
    expect(read.takedownQueue.staleInProgress).toBeNull();
    expect(read.reviewQueue.totalPendingProposals).toBeGreaterThan(0);

    const created = await svc.call("POST", "/organization/asset-groups", { body: { name: "Sparse group" } });
    expect(created.status).toBe(200);
    expect(assetGroupSchema.parse(created.body)).toMatchObject({ name: null, notSent: ["name"] });
    const second = await svc.call("POST", "/organization/asset-groups", { body: { name: "Sparse group 2" } });
    const groups = assetGroupListSchema.parse((await svc.call("GET", "/organization/asset-groups")).body).groups;
    expect(groups.some((g) => g.assetCount === null)).toBe(true);
    expect(groups.some((g) => g.assetCount !== null)).toBe(true);
    const deleted = await svc.call("DELETE", `/organization/asset-groups/${second.body.id}`, { body: { groupId: second.body.id } });
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(assetGroupDeleteResultSchema.parse(deleted.body).unassignedAssetCount).toBeNull();
  });

  it("leaves the standard dialect unchanged", async () => {
    const std = createTestService({ reportsForAcme: 20 });
    try {
      const res = await std.call("GET", "/organization/reports?limit=5");
      expect(typeof res.body.reports[0].id).toBe("number");
      expect(res.body).toHaveProperty("totalCount", 20);
      expect((await std.call("POST", "/takedowns/list", { body: {} })).headers.get("Deprecation")).toBeNull();
    } finally {
      std.close();
    }
  });
});
