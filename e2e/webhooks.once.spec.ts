import { createHmac } from "node:crypto";
import path from "node:path";
import { expect, type Page, request as playwrightRequest } from "@playwright/test";
import Database from "better-sqlite3";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { test } from "./fixtures/postgres";
import { type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

// The service's webhooks, end to end: the standalone embedded service delivers to instance A, and
// what it caused is visible on instance B (one PostgreSQL): on an open /triage page, told over the
// event stream (lib/live), and in /settings.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PASSWORD = "webhooks-admin-password";
const SECRET = "webhooks-e2e-secret-0123456789";
/** This spec's database in the worker's one PostgreSQL (e2e/fixtures/postgres.ts). */
let postgres: { url: string };
let service: Spawned;
let a: Spawned;
let b: Spawned;
let serviceDir: string;

test.beforeAll(async ({ freshDatabase }) => {
  postgres = { url: await freshDatabase() };
  serviceDir = tempDir("wh-service");
  service = await startStandaloneService({ DATA_DIR: serviceDir });
  const env = {
    DATABASE_URL: postgres.url,
    UPSTREAM_URL: `${service.url.replace("localhost", "127.0.0.1")}/api/v2`,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "one-secret-shared-by-every-instance-0123456789",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    SERVICE_WEBHOOK_SECRET: SECRET,
    // Seals a secret rotated from /settings; the same on both instances.
    ALERTS_SECRET: "webhooks-e2e-alerts-secret-0123456789abcdef",
    API_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
  };
  [a, b] = await Promise.all([startConsoleServer({ ...env, DATA_DIR: tempDir("wh-a") }), startConsoleServer({ ...env, DATA_DIR: tempDir("wh-b") })]);
});

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), service?.kill()]);
});

async function signedIn(instance: Spawned) {
  const context = await playwrightRequest.newContext({ baseURL: instance.url, extraHTTPHeaders: { Origin: instance.url } });
  const response = await context.post("/api/session", { data: { username: "admin", password: ADMIN_PASSWORD } });
  expect(response.status(), await response.text()).toBe(204);
  return context;
}

/** When the page read its triage queue (GET /api/triage/queue). */
function queueRequests(page: Page): number[] {
  const at: number[] = [];

  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === "/api/triage/queue") at.push(Date.now());
  });
  return at;
}

type Delivery = { type: string; effect: string | null; state: string; organization: string | null; pollLeadMs: number | null; signedWith: string };
type Settings = { url: string | null; secret: string; counts: { refused: Record<string, number> }; deliveries: Delivery[] };

test("a forged delivery changes nothing: 401, nothing listed, counted by reason", async () => {
  const admin = await signedIn(b);
  const before = (await (await admin.get("/api/webhooks/deliveries")).json()) as Settings;
  const body = JSON.stringify({ type: "asset.status-escalated", data: { asset_id: 1, proposal_id: 1, organization_id: 1 } });
  const outsider = await playwrightRequest.newContext({ baseURL: b.url });
  const forged = await outsider.post("/api/webhooks/service", {
    data: body,
    headers: {
      "Content-Type": "application/json",
      "X-ChainPatrol-Signature": `sha256=${createHmac("sha256", "not-the-secret-0123456789").update(body).digest("hex")}`,
    },
  });
  expect(forged.status()).toBe(401);
  expect((await forged.json()).error).toMatchObject({ code: "UNAUTHORIZED", requestId: expect.any(String) });
  const unsigned = await outsider.post("/api/webhooks/service", { data: body, headers: { "Content-Type": "application/json" } });
  expect(unsigned.status()).toBe(401);
  const after = (await (await admin.get("/api/webhooks/deliveries")).json()) as Settings;
  expect(after.deliveries).toEqual(before.deliveries);
  expect(after.secret).toBe("configured");
  expect(after.counts.refused["bad-signature"]).toBe((before.counts.refused["bad-signature"] ?? 0) + 1);
  expect(after.counts.refused["missing-signature"]).toBe((before.counts.refused["missing-signature"] ?? 0) + 1);
});

test("an escalation the service delivers to instance A reaches a reviewer's open /triage and a wall on instance B, told over the stream, and settings show it", async ({
  browser,
}) => {
  const onB = await signedIn(b);
  // The service delivers to A, as configured in the service.
  const configured = await fetch(`${service.url.replace("localhost", "127.0.0.1")}/api/v2/organization/webhooks`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-API-KEY": DEMO_KEYS.acme },
    body: JSON.stringify({ url: `${a.url.replace("localhost", "127.0.0.1")}/api/webhooks/service`, secret: SECRET }),
  });
  expect(configured.status, await configured.text()).toBe(200);

  // A pending proposal of acme's that does not wait on acme yet (the service's file, read only).
  const serviceDb = new Database(path.join(serviceDir, "embedded-service.sqlite"), { readonly: true, fileMustExist: true });
  const target = serviceDb
    .prepare(
      `SELECT p.id, p.report_id FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id IS NULL ORDER BY p.id DESC LIMIT 1`,
    )
    .get() as { id: number; report_id: number };
  serviceDb.close();
  const waiting = async () => {
    const queue = (await (await onB.get(`/api/triage/queue?limit=20&report=${target.report_id}`)).json()) as { items: { key: string; waiting: string }[] };
    return queue.items.find((i) => i.key === String(target.id))?.waiting ?? "absent";
  };
  // B's reviewer has the queue open, narrowed to the report: it is walked and cached.
  expect(await waiting()).not.toBe("certain");
  const page = await browser.newPage({ baseURL: b.url, viewport: { width: 1440, height: 900 } });
  await page.context().addCookies((await onB.storageState()).cookies);
  const queueReads = queueRequests(page);
  await page.goto(`/triage?report=${encodeURIComponent(String(target.report_id))}`);
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  await expect.poll(() => queueReads.length).toBeGreaterThan(0);
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const proposal = page.locator(`[data-queue-key="${target.id}"]`);

  // A wall screen on B, opened with a wall link, refreshing every 5 minutes by its own clock.
  const link = await onB.post("/api/wall-links", { data: { name: "Webhooks lobby" } });
  expect(link.status(), await link.text()).toBe(201);
  const wallContext = await browser.newContext({ baseURL: b.url, viewport: { width: 1440, height: 900 } });
  const wall = await wallContext.newPage();
  await wall.goto(`/wall/link#${((await link.json()) as { token: string }).token}`);
  await expect(wall).toHaveURL(/\/wall(\?|$)/);
  await wall.goto("/wall?refresh=5m");
  await expect(wall.getByTestId("wall-figure-totalOpen")).toBeVisible({ timeout: 30_000 });
  await expect(wall.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  const snapshotReads: number[] = [];
  wall.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/operations/queues/snapshot") snapshotReads.push(Date.now());
  });
  await wall.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // Not there yet, or there as "may be waiting on another organization" (the API said: not certain).
  // The queue's own poll, relaxed while the stream is up, is not what brings the change.
  await page.waitForTimeout(1_000);
  const quietFrom = queueReads.length;
  await page.waitForTimeout(3_000);
  expect(queueReads.length, "the queue was polled while the stream was up").toBe(quietFrom);
  expect(snapshotReads, "the wall read its snapshot before any change").toEqual([]);

  const escalated = await fetch(`${service.url.replace("localhost", "127.0.0.1")}/api/v2/organization/proposals/${target.id}/escalate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-API-KEY": DEMO_KEYS.acme },
    body: "{}",
  });
  expect(escalated.status, await escalated.text()).toBe(200);
  const started = Date.now();
  // On B's open page, without a reload and without a poll: the effect adds the proposal's report to
  // the cached queue (the documented lookups) and tells screens before it walks the queue
  // (lib/webhooks/effects.ts; the delivery's effect below says which way it went). How fast is
  // measured in `npm run bench -- live` against its 2 s target, not here: under CI's full suite on
  // two cores the same way took 1.1 to 2.1 s. The page's relaxed poll (75 s) cannot bring it first.
  await expect(async () => {
    await expect(proposal).toBeVisible({ timeout: 0 });
    expect(await proposal.getByText("May be waiting on another organization").count()).toBe(0);
  }).toPass({ timeout: 8_000, intervals: [50] });
  console.log(`escalation visible on B's open /triage after ${Date.now() - started} ms`);
  // The wall read the service's figures again, told over its stream, with no reload.
  await expect.poll(() => snapshotReads.filter((t) => t >= started).length, { timeout: 5_000 }).toBeGreaterThan(0);
  const wallRead = snapshotReads.find((t) => t >= started)! - started;
  console.log(`wall on B read its snapshot ${wallRead} ms after the escalation`);
  expect(wallRead).toBeLessThan(8_000);
  expect(await wall.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await wallContext.close();
  const reread = queueReads.filter((t) => t >= started);
  expect(reread.length, "the page did not read its queue again after the event").toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  expect(await waiting()).toBe("certain");
  await page.context().close();

  // Screens are told before the walk; the delivery is done once the walk that follows has ended.
  const escalationDelivery = async () =>
    ((await (await onB.get("/api/webhooks/deliveries")).json()) as Settings).deliveries.find((d) => d.type === "asset.status-escalated");
  await expect.poll(async () => (await escalationDelivery())?.state, { timeout: 30_000 }).toBe("done");
  const delivery = await escalationDelivery();
  expect(delivery).toMatchObject({ state: "done", organization: "" });
  // Screens were told before the walk: the proposal was in the cached queue, or its report was found by one search.
  expect(delivery!.effect).toMatch(
    new RegExp(
      `^Proposal ${target.id} escalated to the key's own organization: (marked as awaiting it|its report found by the asset's content).* then the queue walked again$`,
    ),
  );
});

test("/settings shows the deliveries to an admin", async ({ browser }) => {
  const context = await browser.newContext({ baseURL: b.url });
  // The session of an API sign-in, handed to the browser.
  await context.addCookies((await (await signedIn(b)).storageState()).cookies);
  const page = await context.newPage();
  await page.goto("/settings");
  const section = page.getByTestId("service-webhooks");
  await expect(section.getByRole("heading", { name: "Service webhooks" })).toBeVisible();
  await expect(section.getByTestId("webhook-delivery").filter({ hasText: "asset.status-escalated" })).toHaveCount(1);
  await expect(section.getByTestId("webhook-counts")).toContainText("1 wrong signature");
  await context.close();
});

test("registering and rotating the secret from /settings: the service then delivers to this console signed with the new secret; the old one is still accepted", async ({
  browser,
}) => {
  const onA = await signedIn(a);
  const context = await browser.newContext({ baseURL: a.url });
  await context.addCookies((await onA.storageState()).cookies);
  const page = await context.newPage();
  await page.goto("/settings");
  const section = page.getByTestId("service-webhooks");
  // Registering tells the service this console's address, events and secret (POST /webhook/config).
  await section.getByRole("button", { name: "Register with the service" }).click();
  await expect(section.getByTestId("webhook-registered")).toContainText("/api/webhooks/service, signed with the console's secret");
  await section.getByRole("button", { name: "Rotate the secret" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Rotate and register" }).click();
  await expect(section.getByTestId("webhook-secret-rotated")).toContainText("Secret rotated and registered with the service");
  await expect(section).toContainText("Rotated from this page");
  await expect(section).toContainText("Accepted until");
  await context.close();

  // The service now signs with the new secret: an escalation arrives signed with the current one.
  const serviceDb = new Database(path.join(serviceDir, "embedded-service.sqlite"), { readonly: true, fileMustExist: true });
  const target = serviceDb
    .prepare(
      `SELECT p.id FROM proposals p JOIN reports r ON r.id = p.report_id
        WHERE r.organization_id = 1 AND p.review_status = 'PENDING' AND p.awaiting_organization_id IS NULL ORDER BY p.id DESC LIMIT 1`,
    )
    .get() as { id: number };
  serviceDb.close();
  const escalated = await fetch(`${service.url.replace("localhost", "127.0.0.1")}/api/v2/organization/proposals/${target.id}/escalate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-API-KEY": DEMO_KEYS.acme },
    body: "{}",
  });
  expect(escalated.status, await escalated.text()).toBe(200);
  const deliveries = async () => ((await (await onA.get("/api/webhooks/deliveries")).json()) as Settings).deliveries;
  const ofTarget = async () => (await deliveries()).find((d) => d.effect?.startsWith(`Proposal ${target.id} `));
  await expect.poll(async () => (await ofTarget())?.signedWith, { timeout: 30_000 }).toBe("current");

  // What the service signed before the rotation (its retries) is still accepted.
  const body = JSON.stringify({ event: "debug.test", data: { signed: "before the rotation" } });
  const late = await onA.post("/api/webhooks/service", {
    data: body,
    headers: { "Content-Type": "application/json", "X-ChainPatrol-Signature": `sha256=${createHmac("sha256", SECRET).update(body).digest("hex")}` },
  });
  expect(late.status(), await late.text()).toBe(200);
  expect((await deliveries()).find((d) => d.signedWith === "previous")).toBeDefined();
});
