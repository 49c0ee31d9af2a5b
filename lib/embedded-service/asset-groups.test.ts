import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";

let svc: TestService;
beforeEach(() => {
  svc = createTestService({ reportsForAcme: 50 });
});
afterEach(() => svc.close());

const groups = () => svc.store.db.prepare("SELECT id, organization_id, name FROM asset_groups ORDER BY id").all();
const rename = (pathId: string | number, body: unknown, key?: string) => svc.call("PATCH", `/organization/asset-groups/${pathId}`, { body, key });

describe("asset groups", () => {
  it("lists the organization's groups with asset counts", async () => {
    const res = await svc.call("GET", "/organization/asset-groups");
    expect(res.status).toBe(200);
    expect(res.body.groups.map((g: any) => g.name)).toEqual(["Corporate domains", "Wallet apps", "Social accounts", "Executives"]);
    for (const g of res.body.groups) {
      const n = (svc.store.db.prepare("SELECT COUNT(*) AS n FROM assets WHERE group_id = ?").get(g.id) as { n: number }).n;
      expect(g.assetCount).toBe(n);
      expect(n).toBeGreaterThan(0);
    }
  });

  it("creates a group, 409 on a duplicate name", async () => {
    const res = await svc.call("POST", "/organization/asset-groups", { body: { name: "Partners" } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: expect.any(Number), name: "Partners" });
    expect((await svc.call("POST", "/organization/asset-groups", { body: { name: "Partners" } })).status).toBe(409);
    expect((await svc.call("POST", "/organization/asset-groups", { body: { name: "partners" } })).status).toBe(200);
  });

  it("renames a group; assets stay assigned (rule 5)", async () => {
    const before = svc.store.db.prepare("SELECT id FROM assets WHERE group_id = 2 ORDER BY id").all();
    const res = await rename(2, { groupId: 2, name: "Wallet apps (mobile)" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: 2, name: "Wallet apps (mobile)" });
    expect(svc.store.db.prepare("SELECT id FROM assets WHERE group_id = 2 ORDER BY id").all()).toEqual(before);
    const list = await svc.call("GET", "/organization/asset-groups");
    expect(list.body.groups.find((g: any) => g.id === 2)).toEqual({ id: 2, name: "Wallet apps (mobile)", assetCount: before.length });
  });

  it("accepts the id as a numeric string and keeps the same name (no-op rename)", async () => {
    expect((await rename("2", { groupId: "2", name: "Wallet apps" })).status).toBe(200);
  });

  it("403 for another organization's group, 404 for a missing one (rules 1-2)", async () => {
    const globexGroup = 5;
    const res = await rename(globexGroup, { groupId: globexGroup, name: "Mine now" });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("FORBIDDEN");
    const missing = await rename(999, { groupId: 999, name: "Ghost" });
    expect(missing.status).toBe(404);
    expect(missing.body.code).toBe("NOT_FOUND");
  });

  it("409 CONFLICT on a name used by another group; uniqueness is case-sensitive (rule 3)", async () => {
    const res = await rename(2, { groupId: 2, name: "Executives" });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("CONFLICT");
    expect((await rename(2, { groupId: 2, name: "EXECUTIVES" })).status).toBe(200);
    // globex may use a name acme uses.
    expect((await rename(5, { groupId: 5, name: "Executives" }, DEMO_KEYS.globex)).status).toBe(200);
  });

  it.each([
    [{ groupId: 2 }, "Group name is required"],
    [{ groupId: 2, name: "" }, "Group name must be between 1 and 255 characters"],
    [{ groupId: 2, name: "x".repeat(256) }, "Group name must be between 1 and 255 characters"],
    [{ groupId: 2, name: 42 }, "Group name must be between 1 and 255 characters"],
    [{ name: "New" }, "Group ID is required"],
    [{ groupId: 3, name: "New" }, "Group ID in the body must equal the group ID in the path"],
    [{ groupId: 2, name: "New", color: "red" }, "Input validation failed"],
  ])("rule 4: %j → 400 %s, nothing written", async (body, message) => {
    const before = groups();
    const res = await rename(2, body);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("BAD_REQUEST");
    if (message !== "Input validation failed") expect(res.body.message).toBe(message);
    expect(groups()).toEqual(before);
  });

  it("counts the name length in UTF-16 units, the strictest reading: 255 pass, 256 fail, 128 emoji (256 units) fail", async () => {
    expect((await rename(2, { groupId: 2, name: "é".repeat(255) })).status).toBe(200);
    expect((await rename(2, { groupId: 2, name: "é".repeat(256) })).status).toBe(400);
    expect((await rename(2, { groupId: 2, name: "🛡".repeat(128) })).status).toBe(400);
  });

  it.each(["0", "-1", "abc", "1.5", "007"])("path groupId %s → 400", async (pathId) => {
    expect((await rename(pathId, { groupId: 2, name: "x" })).status).toBe(400);
  });

  it("deletes a group and unassigns its assets", async () => {
    const assigned = (svc.store.db.prepare("SELECT COUNT(*) AS n FROM assets WHERE group_id = 3").get() as { n: number }).n;
    expect((await svc.call("DELETE", "/organization/asset-groups/3", { body: { groupId: 4 } })).status).toBe(400);
    expect((await svc.call("DELETE", "/organization/asset-groups/5", { body: { groupId: 5 } })).status).toBe(403);
    const res = await svc.call("DELETE", "/organization/asset-groups/3", { body: { groupId: 3 } });
    expect(res.body).toEqual({ success: true, id: 3, unassignedAssetCount: assigned });
    expect((svc.store.db.prepare("SELECT COUNT(*) AS n FROM assets WHERE group_id = 3").get() as { n: number }).n).toBe(0);
    expect((await svc.call("DELETE", "/organization/asset-groups/3", { body: { groupId: 3 } })).status).toBe(404);
  });
});
