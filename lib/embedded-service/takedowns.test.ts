import { afterAll, describe, expect, it } from "vitest";
import { assetSearchResultSchema } from "@/lib/contract/asset-search";
import { takedownListSchema } from "@/lib/contract/takedown";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, TEST_NOW } from "./testing";

const HOUR = 3_600_000;

describe.each(["standard", "alternate"] as const)("POST /takedowns/list (%s)", (variant) => {
  const service = createTestService({ variant, reportsForAcme: 200 });
  afterAll(() => service.close());

  async function walk(body: Record<string, unknown>, key?: string) {
    const all: ReturnType<typeof takedownListSchema.parse>["takedowns"] = [];
    let next: string | null = null;
    let pages = 0;
    do {
      const res = await service.call("POST", "/takedowns/list", { body: { ...body, per_page: 37, ...(next ? { next_page: next } : {}) }, key });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      if (variant === "alternate" && res.body.takedowns[0]) expect(typeof res.body.takedowns[0].id).toBe("string");
      const page = takedownListSchema.parse(res.body);
      all.push(...page.takedowns);
      next = page.nextPage;
      pages++;
    } while (next !== null && pages < 100);
    return all;
  }

  it("lists every takedown once, and its open counts equal the snapshot's", async () => {
    const all = await walk({});
    expect(new Set(all.map((t) => String(t.id))).size).toBe(all.length);
    const total = service.store.db.prepare("SELECT COUNT(*) AS n FROM takedowns WHERE organization_id = 1").get() as { n: number };
    expect(all.length).toBe(total.n);
    const snapshot = (await service.call("POST", "/operations/queues/snapshot", { body: {} })).body;
    const count = (status: string) => all.filter((t) => t.status === status).length;
    expect(count("TODO")).toBe(snapshot.takedownQueue.statusCounts.todo);
    expect(count("IN_PROGRESS")).toBe(snapshot.takedownQueue.statusCounts.inProgress);
    expect(count("PENDING_INPUT")).toBe(snapshot.takedownQueue.statusCounts.pendingInput);
    const inProgress = await walk({ takedownStatus: ["IN_PROGRESS"] });
    expect(inProgress.length).toBe(snapshot.takedownQueue.statusCounts.inProgress);
  });

  it("bounds createdAt with startDate / endDate so each age bucket of the snapshot is one window", async () => {
    const snapshot = (await service.call("POST", "/operations/queues/snapshot", { body: {} })).body;
    const now = TEST_NOW.getTime();
    const iso = (ms: number) => new Date(ms).toISOString();
    const open = { takedownStatus: ["TODO", "IN_PROGRESS", "PENDING_INPUT"] };
    expect((await walk({ ...open, startDate: iso(now - 24 * HOUR + 1) })).length).toBe(snapshot.takedownQueue.ageBuckets.lt24h);
    expect((await walk({ ...open, startDate: iso(now - 72 * HOUR + 1), endDate: iso(now - 24 * HOUR) })).length).toBe(
      snapshot.takedownQueue.ageBuckets.h24to72,
    );
    expect((await walk({ ...open, endDate: iso(now - 168 * HOUR) })).length).toBe(snapshot.takedownQueue.ageBuckets.gte168h);
  });

  it("sorts by updatedAt ascending, filters liveness and text, shows assignee and brand", async () => {
    const sorted = await walk({ sorting: [{ key: "updatedAt", direction: "asc" }] });
    const times = sorted.map((t) => t.updatedAt);
    expect(times).toEqual([...times].sort());
    expect(sorted.some((t) => t.assignee !== null && t.assignee.fullName.length > 0)).toBe(true);
    expect(sorted.some((t) => t.brand !== null)).toBe(true);
    expect(sorted.filter((t) => t.status === "TODO").every((t) => t.assignee === null)).toBe(true);
    const dead = await walk({ livenessStatus: ["DEAD"] });
    expect(dead.every((t) => t.asset?.livenessStatus === "DEAD")).toBe(true);
    const withAsset = sorted.find((t) => t.asset !== null)!;
    const found = await walk({ query: withAsset.asset!.content.toUpperCase() });
    expect(found.map((t) => String(t.id))).toContain(String(withAsset.id));
    expect((await walk({ query: String(withAsset.id) })).map((t) => String(t.id))).toContain(String(withAsset.id));
  });

  it("refuses a bad body and a forged page, and keeps organizations apart", async () => {
    expect((await service.call("POST", "/takedowns/list", { body: { per_page: 0 } })).status).toBe(400);
    expect((await service.call("POST", "/takedowns/list", { body: { takedownStatus: ["NOPE"] } })).status).toBe(400);
    expect((await service.call("POST", "/takedowns/list", { body: { next_page: "garbage" } })).status).toBe(400);
    expect((await service.call("POST", "/takedowns/list", { body: { slug: "globex" } })).status).toBe(403);
    const globex = await walk({}, DEMO_KEYS.globex);
    const count = service.store.db.prepare("SELECT COUNT(*) AS n FROM takedowns WHERE organization_id = 2").get() as { n: number };
    expect(globex.length).toBe(count.n);
  });
});

describe.each(["standard", "alternate"] as const)("POST /asset/search (%s)", (variant) => {
  const service = createTestService({ variant, reportsForAcme: 200 });
  afterAll(() => service.close());

  it("finds an asset by content and by id, with the organization's reports and takedown", async () => {
    const row = service.store.db
      .prepare("SELECT a.id, a.content FROM takedowns t JOIN assets a ON a.id = t.asset_id WHERE t.organization_id = 1 LIMIT 1")
      .get() as { id: number; content: string };
    const byContent = await service.call("POST", "/asset/search", { body: { content: row.content } });
    expect(byContent.status).toBe(200);
    const result = assetSearchResultSchema.parse(byContent.body);
    expect(String(result.asset.id)).toBe(String(row.id));
    expect(result.reports.length).toBeGreaterThan(0);
    expect(result.takedown).not.toBeNull();
    const byId = await service.call("POST", "/asset/search", { body: { assetId: row.id } });
    expect(assetSearchResultSchema.parse(byId.body).asset.content).toBe(row.content);
  });

  it("answers 404 for an unknown asset and 400 for an empty body", async () => {
    expect((await service.call("POST", "/asset/search", { body: { content: "https://nobody.example" } })).status).toBe(404);
    expect((await service.call("POST", "/asset/search", { body: {} })).status).toBe(400);
  });
});
