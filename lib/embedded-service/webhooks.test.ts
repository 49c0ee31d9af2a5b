import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { webhookEventSchema } from "@/lib/webhooks/event";
import { checkSignature } from "@/lib/webhooks/signature";
import { DEMO_KEYS } from "./demo-keys";
import { createTestService, type TestService } from "./testing";
import { WebhookSender } from "./webhooks";

const SECRET = "embedded-webhook-secret-0123";
type Arrived = { raw: string; signature: string | null };

let server: http.Server;
let url = "";
const arrived: Arrived[] = [];
beforeAll(async () => {
  server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => {
      raw += chunk;
    });
    req.on("end", () => {
      arrived.push({ raw, signature: (req.headers["x-chainpatrol-signature"] as string | undefined) ?? null });
      res.writeHead(200).end("{}");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

let svc: TestService;
beforeEach(() => {
  arrived.length = 0;
  svc = createTestService({ reportsForAcme: 40 });
});
afterEach(() => svc.close());

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
};
const pending = () =>
  svc.store.db
    .prepare(
      `SELECT p.id, p.asset_id FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id = 1 ORDER BY p.id LIMIT 1`,
    )
    .get() as { id: number; asset_id: number };
const APPROVE = (assetId: number) => ({ assetId: String(assetId), decision: "APPROVE", label: "Brand Impersonation", brandId: 1 });
const read = (a: Arrived) => webhookEventSchema.parse(JSON.parse(a.raw));

describe("the embedded service's webhooks", () => {
  it("configures a receiver and reads it back without its secret", async () => {
    const set = await svc.call("POST", "/organization/webhooks", { body: { url, secret: SECRET } });
    expect(set.status).toBe(200);
    expect(set.body.webhook).toMatchObject({ organization: "acme", url });
    const got = await svc.call("GET", "/organization/webhooks");
    expect(JSON.stringify(got.body)).not.toContain(SECRET);
    expect(got.body.webhook.url).toBe(url);
    expect((await svc.call("POST", "/organization/webhooks", { body: { url, secret: "short" } })).status).toBe(400);
    expect((await svc.call("POST", "/organization/webhooks", { body: { url: "ftp://x", secret: SECRET } })).status).toBe(400);
  });

  it("sends a signed asset.status-updated when a review blocks an asset", async () => {
    await svc.call("POST", "/organization/webhooks", { body: { url, secret: SECRET } });
    const p = pending();
    const res = await svc.call("POST", `/organization/proposals/${p.id}/review`, { body: APPROVE(p.asset_id) });
    expect(res.status).toBe(200);
    await until(() => arrived.length === 1);
    const [delivery] = arrived;
    expect(checkSignature(delivery!.raw, delivery!.signature, { current: SECRET })).toEqual({ ok: true, secret: "current" });
    expect(read(delivery!)).toMatchObject({ type: "asset.status-updated", assetId: String(p.asset_id), status: "BLOCKED" });
    await until(() => svc.webhooks.recent(1)[0]?.status === "SUCCESS");
  });

  it("sends asset.status-escalated with the proposal and the organization id /user/me lists", async () => {
    await svc.call("POST", "/organization/webhooks", { body: { url, secret: SECRET } });
    const p = svc.store.db
      .prepare(
        `SELECT p.id FROM proposals p JOIN reports r ON r.id = p.report_id
          WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id IS NULL LIMIT 1`,
      )
      .get() as { id: number };
    const res = await svc.call("POST", `/organization/proposals/${p.id}/escalate`, { body: {} });
    expect(res.status).toBe(200);
    await until(() => arrived.length === 1);
    const me = await svc.call("POST", "/user/me");
    expect(read(arrived[0]!)).toMatchObject({ type: "asset.status-escalated", proposalId: String(p.id), organizationId: String(me.body.organizations[0].id) });
    expect(JSON.parse(arrived[0]!.raw).data.type).toMatch(/^[a-z_]+$/);
    expect((await svc.call("POST", `/organization/proposals/${p.id}/escalate`, { body: {}, key: DEMO_KEYS.globex })).status).toBe(404);
  });

  it("sends nothing without a configured receiver, and nothing after it is deleted", async () => {
    await svc.call("POST", "/organization/webhooks", { body: { url, secret: SECRET } });
    expect((await svc.call("DELETE", "/organization/webhooks")).body).toEqual({ deleted: true });
    const p = pending();
    expect((await svc.call("POST", `/organization/proposals/${p.id}/review`, { body: APPROVE(p.asset_id) })).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(arrived).toEqual([]);
  });
});

describe("retries", () => {
  const config = { url: "http://receiver.test/hook", secret: SECRET, createdAt: "" };

  it("retries 3 times with exponential backoff, then succeeds", async () => {
    const waits: number[] = [];
    let calls = 0;
    const sender = new WebhookSender({
      now: () => new Date(),
      backoffMs: (retry) => {
        waits.push(1000 * 2 ** (retry - 1));
        return 1;
      },
      send: async () => new Response(null, { status: ++calls < 4 ? 503 : 200 }),
    });
    const record = await sender.deliver(config, 1, { type: "debug.test" });
    expect(record).toMatchObject({ status: "SUCCESS", attempts: 4, lastError: null });
    expect(waits).toEqual([1000, 2000, 4000]);
  });

  it("gives up after the third retry, with the last error", async () => {
    const sender = new WebhookSender({ now: () => new Date(), backoffMs: () => 1, send: async () => Promise.reject(new Error("connection refused")) });
    expect(await sender.deliver(config, 1, { type: "debug.test" })).toMatchObject({ status: "FAILURE", attempts: 4, lastError: "connection refused" });
  });
});
