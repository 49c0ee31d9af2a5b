import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";

let svc: TestService;
beforeEach(() => {
  svc = createTestService({ reportsForAcme: 50 });
});
afterEach(() => svc.close());

const assetStatus = (content: string) => (svc.store.db.prepare("SELECT status FROM assets WHERE content = ?").get(content) as { status: string }).status;
const disputes = () => svc.store.db.prepare("SELECT asset_id, organization_id, reason, status FROM disputes").all();
const foreignBlocked = () =>
  (svc.store.db.prepare("SELECT content FROM assets WHERE status = 'BLOCKED' AND owner_organization_id IS NULL LIMIT 1").get() as { content: string }).content;

describe("POST /asset/unblock", () => {
  it("unblocks the caller's own asset to UNKNOWN (content trimmed)", async () => {
    expect(assetStatus("https://www.acme.example")).toBe("BLOCKED");
    const res = await svc.call("POST", "/asset/unblock", { body: { content: "  https://www.acme.example ", reason: "our login page" } });
    expect(res.body).toEqual({ success: true, message: "Asset unblocked", content: "https://www.acme.example", disputeCreated: false });
    expect(assetStatus("https://www.acme.example")).toBe("UNKNOWN");
    const again = await svc.call("POST", "/asset/unblock", { body: { content: "https://www.acme.example", reason: "again" } });
    expect(again.body.success).toBe(false);
    expect(again.body.message).toMatch(/not blocked/);
  });

  it("opens one dispute for someone else's asset; a second call reports the open one", async () => {
    const content = foreignBlocked();
    const first = await svc.call("POST", "/asset/unblock", { body: { content, reason: "this is our partner" } });
    expect(first.body).toMatchObject({ success: true, disputeCreated: true, content });
    expect(assetStatus(content)).toBe("BLOCKED");
    const second = await svc.call("POST", "/asset/unblock", { body: { content, reason: "again" } });
    expect(second.body).toMatchObject({ disputeCreated: false, content });
    expect(second.body.message).toMatch(/already open/);
    expect(disputes()).toHaveLength(1);
    // globex's dispute on the same asset is separate; another org's own asset is "someone else's".
    expect((await svc.call("POST", "/asset/unblock", { body: { content, reason: "x" }, key: DEMO_KEYS.globex })).body.disputeCreated).toBe(true);
    expect((await svc.call("POST", "/asset/unblock", { body: { content: "https://www.globex.example", reason: "x" } })).body.disputeCreated).toBe(true);
  });

  it("404 for unknown content", async () => {
    const res = await svc.call("POST", "/asset/unblock", { body: { content: "https://unknown.example", reason: "x" } });
    expect(res.status).toBe(404);
  });

  it.each([
    {},
    { content: "https://www.acme.example" },
    { reason: "r" },
    { content: "  ", reason: "r" },
    { content: "https://www.acme.example", reason: " " },
    { content: 1, reason: "r" },
  ])("400 for %j and nothing written", async (body) => {
    const res = await svc.call("POST", "/asset/unblock", { body });
    expect(res.status).toBe(400);
    expect(assetStatus("https://www.acme.example")).toBe("BLOCKED");
    expect(disputes()).toHaveLength(0);
  });

  it("400 on malformed JSON", async () => {
    expect((await svc.call("POST", "/asset/unblock", { rawBody: "{oops" })).status).toBe(400);
  });
});

describe("user and brands", () => {
  it("POST /user/me returns the user and the organizations the key reaches", async () => {
    const me = await svc.call("POST", "/user/me");
    expect(me.body.user).toMatchObject({
      name: "Alice Anders",
      email: "alice@acme.example",
      protectionConfig: { linkMonitoring: true, socialMediaScanning: true, historyScanning: false },
    });
    expect(me.body.organizations).toEqual([{ id: expect.anything(), slug: "acme", name: "Acme Corporation" }]);
    const staff = await svc.call("POST", "/user/me", { key: DEMO_KEYS.staff });
    expect(staff.body.organizations.map((o: any) => o.slug)).toEqual(["acme", "globex", "initech"]);
  });

  it("POST /user/me/update applies a partial update", async () => {
    const res = await svc.call("POST", "/user/me/update", { body: { protectionConfig: { historyScanning: true } } });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ name: "Alice Anders", protectionConfig: { linkMonitoring: true, socialMediaScanning: true, historyScanning: true } });
    const named = await svc.call("POST", "/user/me/update", { body: { name: " Alice A. ", avatarUrl: "https://img.example/a.png" } });
    expect(named.body.user).toMatchObject({ name: "Alice A.", avatarUrl: "https://img.example/a.png", protectionConfig: { historyScanning: true } });
    expect((await svc.call("POST", "/user/me")).body.user.name).toBe("Alice A.");
  });

  it.each([
    {},
    { avatarUrl: "javascript:alert(1)" },
    { avatarUrl: "ftp://x.example/a" },
    { name: "" },
    { protectionConfig: { linkMonitoring: "yes" } },
    { role: "SUPERUSER" },
  ])("user update %j → 400, nothing written", async (body) => {
    const before = svc.store.db.prepare("SELECT * FROM service_users").all();
    expect((await svc.call("POST", "/user/me/update", { body })).status).toBe(400);
    expect(svc.store.db.prepare("SELECT * FROM service_users").all()).toEqual(before);
  });

  it("GET /organization/brands lists the organization's brands", async () => {
    const res = await svc.call("GET", "/organization/brands");
    expect(res.body.brands).toHaveLength(5);
    expect(res.body.brands[0]).toEqual({
      id: 1,
      name: "Acme",
      type: "ORGANIZATION",
      terms: ["acme", "acme corp"],
      tickers: ["ACME"],
      avatarUrl: expect.any(String),
      websiteUrl: "https://acme.example",
    });
    expect((await svc.call("GET", "/organization/brands", { key: DEMO_KEYS.globex })).body.brands).toHaveLength(3);
  });
});
