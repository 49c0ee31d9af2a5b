import { afterAll, describe, expect, it } from "vitest";
import { type Threat, threatListSchema, watchlistSchema } from "@/lib/contract/threat";
import { createTestService, TEST_NOW } from "./testing";
import { lifecycleAt } from "./threat-lifecycle";

const MINUTE = 60_000;

describe.each(["standard", "alternate", "sparse"] as const)("GET /organization/threats (%s)", (variant) => {
  let clock = TEST_NOW.getTime();
  const service = createTestService({ variant, reportsForAcme: 200, now: () => new Date(clock) });
  afterAll(() => service.close());

  async function drain(query: string): Promise<{ threats: Threat[]; pages: number }> {
    const threats: Threat[] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await service.call("GET", `/organization/threats?per_page=50${query}${next ? `&next_page=${next}` : ""}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body).toHaveProperty("next_page");
      const page = threatListSchema.parse(res.body);
      threats.push(...page.threats);
      next = page.nextPage;
      pages++;
    } while (next !== null && pages < 200);
    return { threats, pages };
  }

  it("lists every reported asset once, by asset id, with ids in the dialect's form", async () => {
    const { threats, pages } = await drain("");
    expect(pages).toBeGreaterThan(1);
    const ids = threats.map((t) => Number(t.id));
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    expect(new Set(ids).size).toBe(ids.length);
    const reported = service.store.db
      .prepare("SELECT COUNT(DISTINCT p.asset_id) AS n FROM proposals p JOIN reports r ON r.id = p.report_id WHERE r.organization_id = 1 AND r.created_at <= ?")
      .get(TEST_NOW.toISOString()) as { n: number };
    expect(threats.length).toBe(reported.n);
    expect(typeof threats[0]!.id).toBe(variant === "standard" ? "number" : "string");
    const states = new Set(threats.map((t) => t.state));
    for (const state of ["investigating", "escalated", "blocked"]) expect(states).toContain(state);
    expect(threats.some((t) => t.takedown?.status === "COMPLETED")).toBe(true);
  });

  it("answers only what changed at or after updatedSince, and the feed moves with the clock", async () => {
    const since = new Date(clock - 60 * MINUTE).toISOString();
    const before = await drain(`&updatedSince=${since}`);
    for (const t of before.threats) expect(Date.parse(t.updatedAt!)).toBeGreaterThanOrEqual(Date.parse(since));
    clock += 6 * 60 * MINUTE;
    const later = await drain(`&updatedSince=${new Date(clock - 6 * 60 * MINUTE).toISOString()}`);
    // Six hours on, assets reported just before have moved on a step.
    expect(later.threats.length).toBeGreaterThan(0);
    clock = TEST_NOW.getTime();
  });

  it("is strict: per_page 1–1000, an ISO updatedSince, its own cursor, no unknown parameter", async () => {
    for (const query of ["per_page=0", "per_page=1001", "per_page=ten", "updatedSince=yesterday", "next_page=abc", "limit=20"]) {
      const res = await service.call("GET", `/organization/threats?${query}`);
      expect(res.status, query).toBe(400);
      if (variant === "alternate") expect(res.body.error.code).toBe("BAD_REQUEST");
      else expect(res.body.code).toBe("BAD_REQUEST");
    }
    const big = await service.call("GET", "/organization/threats?per_page=1000");
    expect(big.status).toBe(200);
    const dflt = await service.call("GET", "/organization/threats");
    expect(dflt.body.threats).toHaveLength(100);
    expect(dflt.body.next_page).toBe(String(dflt.body.threats[99].id));
    expect((await service.call("GET", "/organization/threats", { key: null })).status).toBe(401);
    expect((await service.call("GET", "/organization/threats?slug=globex")).status).toBe(403);
  });
});

describe("GET /organization/watchlist", () => {
  const service = createTestService({ reportsForAcme: 200 });
  afterAll(() => service.close());

  it("lists watchlisted assets by id with reason, liveness, last scan and a total on request", async () => {
    const first = await service.call("GET", "/organization/watchlist?per_page=5&includeTotal=true");
    expect(first.status).toBe(200);
    const page = watchlistSchema.parse(first.body);
    expect(page.total).toBeGreaterThan(5);
    expect(page.watchlist).toHaveLength(5);
    expect(page.nextPage).toBe(String(page.watchlist[4]!.id));
    expect(page.watchlist.every((w) => w.reason !== null && ["ALIVE", "DEAD"].includes(w.livenessStatus!))).toBe(true);
    const second = await service.call("GET", `/organization/watchlist?per_page=5&next_page=${page.nextPage}`);
    expect(second.body).not.toHaveProperty("total");
    expect(Number(second.body.watchlist[0].id)).toBeGreaterThan(Number(page.nextPage));
    expect((await service.call("GET", "/organization/watchlist?includeTotal=yes")).status).toBe(400);
    expect((await service.call("GET", "/organization/watchlist?reportedSince=soon")).status).toBe(400);
  });
});

describe("the demo lifecycle", () => {
  const facts = { id: 9, status: "UNKNOWN", firstReportedAt: TEST_NOW.toISOString(), approvedAt: null, escalatedAt: null, deadSince: null, takedown: null };

  it("an approval blocks and a completed takedown row kills the asset, whatever the script says", () => {
    const t = TEST_NOW.getTime();
    const life = lifecycleAt(
      {
        ...facts,
        approvedAt: new Date(t + MINUTE).toISOString(),
        takedown: { status: "COMPLETED", createdAt: new Date(t + 2 * MINUTE).toISOString(), changedAt: new Date(t + 3 * MINUTE).toISOString() },
      },
      t + 10 * MINUTE,
    );
    expect(life).toMatchObject({
      state: "blocked",
      status: "BLOCKED",
      livenessStatus: "DEAD",
      takedown: { status: "COMPLETED" },
      updatedAt: new Date(t + 3 * MINUTE).toISOString(),
    });
  });

  it("a fact still ahead of the clock is not in the feed yet, and no escalation follows the approval that blocked the asset", () => {
    const t = TEST_NOW.getTime();
    const ahead = lifecycleAt({ ...facts, escalatedAt: new Date(t + 5 * MINUTE).toISOString() }, t);
    expect(ahead.escalatedAt).toBeNull();
    for (let id = 1; id < 200; id++) {
      const life = lifecycleAt({ ...facts, id, approvedAt: new Date(t + MINUTE).toISOString() }, t + 24 * 60 * MINUTE);
      expect(life.state).toBe("blocked");
      if (life.escalatedAt !== null) expect(Date.parse(life.escalatedAt)).toBeLessThan(Date.parse(life.blockedAt!));
    }
  });

  it("never says a step before it happens: updatedAt never passes the clock and only grows", () => {
    for (let id = 1; id < 200; id++) {
      let last = 0;
      for (let m = 0; m < 2 * 24 * 60; m += 41) {
        const now = TEST_NOW.getTime() + m * MINUTE;
        const life = lifecycleAt({ ...facts, id }, now);
        const updated = Date.parse(life.updatedAt);
        expect(updated).toBeLessThanOrEqual(now);
        expect(updated).toBeGreaterThanOrEqual(last);
        last = updated;
      }
    }
  });
});
