import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DAY_MS } from "./clock";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, TEST_NOW, type TestService } from "./testing";

let svc: TestService;
let clock: Date;
beforeEach(() => {
  clock = TEST_NOW;
  svc = createTestService({ now: () => clock });
});
afterEach(() => svc.close());

type Pending = { id: number; asset_id: number };
const pendingFor = (orgId: number, limit = 20): Pending[] =>
  svc.store.db
    .prepare(`SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id = p.report_id
      WHERE r.organization_id = ? AND p.review_status = 'PENDING' AND p.awaiting_organization_id = ? ORDER BY p.id LIMIT ?`)
    .all(orgId, orgId, limit) as Pending[];
const counts = () =>
  svc.store.db
    .prepare(
      "SELECT (SELECT COUNT(*) FROM reviews) AS reviews, (SELECT COUNT(*) FROM review_rate) AS rate, (SELECT COUNT(*) FROM proposals WHERE review_status='PENDING') AS pending",
    )
    .get();
const review = (id: number | string, body: unknown, key?: string) => svc.call("POST", `/organization/proposals/${id}/review`, { body, key });

describe("POST /organization/proposals/:proposalId/review", () => {
  it("APPROVE sets the proposal APPROVED and blocks the asset", async () => {
    const [p] = pendingFor(1);
    const res = await review(p!.id, { assetId: String(p!.asset_id), decision: "APPROVE", label: "Brand Impersonation", brandId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.proposal).toMatchObject({ id: p!.id, reviewStatus: "APPROVED", asset: { id: p!.asset_id, status: "BLOCKED" } });
    expect(res.body.review).toMatchObject({ decision: "APPROVE", label: "Brand Impersonation", brandId: 1, createdAt: TEST_NOW.toISOString() });
    expect(res.body.watchlisted).toBe(false);
    expect(svc.store.db.prepare("SELECT status FROM assets WHERE id = ?").get(p!.asset_id)).toEqual({ status: "BLOCKED" });
  });

  it("REJECT and WATCHLIST both resolve to REJECTED; a watchlist is stored as REJECT with watchlisted", async () => {
    const [a, b] = pendingFor(1);
    const rej = await review(a!.id, { assetId: a!.asset_id, decision: "REJECT", rejectReason: "decayed" });
    expect(rej.body).toMatchObject({ proposal: { reviewStatus: "REJECTED" }, review: { decision: "REJECT" }, watchlisted: false });
    const watch = await review(b!.id, { assetId: b!.asset_id, decision: "WATCHLIST", watchlistReason: "OTHER", note: "parked, check monthly" });
    expect(watch.body).toMatchObject({
      proposal: { reviewStatus: "REJECTED" },
      review: { decision: "REJECT", comment: "parked, check monthly" },
      watchlisted: true,
    });
    expect(svc.store.db.prepare("SELECT watchlisted, watchlist_reason FROM reviews WHERE id = ?").get(watch.body.review.id)).toEqual({
      watchlisted: 1,
      watchlist_reason: "OTHER",
    });
  });

  it.each([
    [{ decision: "APPROVE", label: "General Phishing" }, "assetId"],
    [{ assetId: 1, decision: "MAYBE" }, "decision"],
    [{ assetId: 1, decision: "APPROVE" }, "label"],
    [{ assetId: 1, decision: "APPROVE", label: "Phishing" }, "label"],
    [{ assetId: 1, decision: "APPROVE", label: "Employee Impersonation" }, "brandId"],
    [{ assetId: 1, decision: "REJECT" }, "rejectReason"],
    [{ assetId: 1, decision: "WATCHLIST", watchlistReason: "DEAD", extra: 1 }, ""],
    [{ assetId: 1, decision: "WATCHLIST", watchlistReason: "OTHER" }, "note"],
    [{ assetId: "01", decision: "REJECT", rejectReason: "decayed" }, "assetId"],
  ])("rejects %j with 400 and writes nothing", async (body, path) => {
    const [p] = pendingFor(1);
    const before = counts();
    const res = await review(p!.id, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
    if (path) expect(res.body.issues.some((i: any) => i.path[0] === path)).toBe(true);
    expect(counts()).toEqual(before);
  });

  it("400 when brandId is not one of the organization's brands", async () => {
    const [p] = pendingFor(1);
    const res = await review(p!.id, { assetId: p!.asset_id, decision: "APPROVE", label: "Brand Impersonation", brandId: 6 });
    expect(res.status).toBe(400);
  });

  it("404 unknown proposal, 400 bad path id", async () => {
    expect((await review(999999, { assetId: 1, decision: "REJECT", rejectReason: "decayed" })).status).toBe(404);
    expect((await review("abc", { assetId: 1, decision: "REJECT", rejectReason: "decayed" })).status).toBe(400);
  });

  it("409 on asset mismatch and on an already resolved proposal", async () => {
    const [p] = pendingFor(1);
    const mismatch = await review(p!.id, { assetId: p!.asset_id + 1, decision: "REJECT", rejectReason: "decayed" });
    expect(mismatch.status).toBe(409);
    expect(mismatch.body.code).toBe("CONFLICT");
    expect((await review(p!.id, { assetId: p!.asset_id, decision: "REJECT", rejectReason: "decayed" })).status).toBe(200);
    expect((await review(p!.id, { assetId: p!.asset_id, decision: "REJECT", rejectReason: "decayed" })).status).toBe(409);
  });

  it("403 when the proposal is not waiting on this organization", async () => {
    const staffWaiting = svc.store.db
      .prepare(
        "SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id = p.report_id WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id IS NULL LIMIT 1",
      )
      .get() as Pending;
    expect((await review(staffWaiting.id, { assetId: staffWaiting.asset_id, decision: "REJECT", rejectReason: "decayed" })).status).toBe(403);
    const [globex] = pendingFor(2);
    expect((await review(globex!.id, { assetId: globex!.asset_id, decision: "REJECT", rejectReason: "decayed" })).status).toBe(403);
    // The staff key acts for globex with its slug.
    expect((await review(globex!.id, { assetId: globex!.asset_id, decision: "REJECT", rejectReason: "decayed", slug: "globex" }, DEMO_KEYS.staff)).status).toBe(
      200,
    );
  });

  it("429 after 10 reviews per organization per rolling 24 h, with Retry-After until the oldest frees up", async () => {
    const proposals = pendingFor(1, 12);
    const start = TEST_NOW.getTime();
    for (let i = 0; i < 10; i++) {
      clock = new Date(start + i * 60_000);
      const p = proposals[i]!;
      expect((await review(p.id, { assetId: p.asset_id, decision: "REJECT", rejectReason: "irrelevant" }, i % 2 ? DEMO_KEYS.staff : undefined)).status).toBe(
        200,
      );
    }
    clock = new Date(start + 3_600_000);
    const p = proposals[10]!;
    const before = counts();
    const limited = await review(p.id, { assetId: p.asset_id, decision: "REJECT", rejectReason: "irrelevant" });
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe("TOO_MANY_REQUESTS");
    expect(limited.headers.get("Retry-After")).toBe(String((DAY_MS - 3_600_000) / 1000));
    expect(counts()).toEqual(before);
    // Another organization has its own quota.
    const [g] = pendingFor(2);
    expect((await review(g!.id, { assetId: g!.asset_id, decision: "REJECT", rejectReason: "irrelevant" }, DEMO_KEYS.globex)).status).toBe(200);
    // Once the oldest leaves the window, one more fits.
    clock = new Date(start + DAY_MS + 1);
    expect((await review(p.id, { assetId: p.asset_id, decision: "REJECT", rejectReason: "irrelevant" })).status).toBe(200);
    expect((await review(proposals[11]!.id, { assetId: proposals[11]!.asset_id, decision: "REJECT", rejectReason: "irrelevant" })).status).toBe(429);
  });

  it("honours a custom reviewLimit", async () => {
    const small = createTestService({ reviewLimit: 1, reportsForAcme: 100 });
    const ps = small.store.db
      .prepare(
        "SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id=p.report_id WHERE r.organization_id=1 AND p.review_status='PENDING' AND p.awaiting_organization_id=1 LIMIT 2",
      )
      .all() as Pending[];
    const send = (p: Pending) =>
      small.call("POST", `/organization/proposals/${p.id}/review`, { body: { assetId: p.asset_id, decision: "REJECT", rejectReason: "decayed" } });
    expect((await send(ps[0]!)).status).toBe(200);
    expect((await send(ps[1]!)).status).toBe(429);
    small.close();
  });
});
