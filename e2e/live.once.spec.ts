import { type Browser, expect, type Page, request as playwrightRequest } from "@playwright/test";
import pg from "pg";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { test } from "./fixtures/postgres";
import { type Spawned, startConsoleServer, startStandaloneService, tempDir } from "./fixtures/spawn";

// Two console instances on one PostgreSQL: what a colleague does on A shows on B's open pages over
// the live stream (lib/live, docs/architecture.md "Live updates"), not through a poll or a reload.
test.describe.configure({ mode: "serial", timeout: 180_000 });

const ADMIN_PASSWORD = "live-admin-password";
const PASSWORD = "live-user-password-1";
/** This spec's database in the worker's one PostgreSQL (e2e/fixtures/postgres.ts). */
let postgres: { url: string };
let service: Spawned;
let a: Spawned;
let b: Spawned;

type Item = { key: string; waiting: string; claim: { username: string } | null; proposal: { asset: { id: number | string; content: string } | null } };

test.beforeAll(async ({ freshDatabase }) => {
  postgres = { url: await freshDatabase() };
  service = await startStandaloneService({ DATA_DIR: tempDir("live-service") });
  const env = {
    DATABASE_URL: postgres.url,
    UPSTREAM_URL: `${service.url.replace("localhost", "127.0.0.1")}/api/v2`,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "one-secret-shared-by-every-instance-0123456789",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    API_RATE_LIMIT_PER_MINUTE: "10000",
    LOG_LEVEL: "warn",
    // Held reviews stay held through the test: the queue and its counts leave them out meanwhile.
    REVIEW_UNDO_SECONDS: "120",
  };
  [a, b] = await Promise.all([startConsoleServer({ ...env, DATA_DIR: tempDir("live-a") }), startConsoleServer({ ...env, DATA_DIR: tempDir("live-b") })]);
  const admin = await signedIn(a);
  for (const [username, role] of [
    ["live-reviewer", "reviewer"],
    ["live-viewer", "viewer"],
  ]) {
    const created = await admin.context.post("/api/console-users", { data: { username, password: PASSWORD, role } });
    expect(created.status(), await created.text()).toBeLessThan(300);
  }
});

test.afterAll(async () => {
  await Promise.all([a?.kill(), b?.kill(), service?.kill()]);
});

async function signedIn(instance: Spawned, username = "admin", password = ADMIN_PASSWORD) {
  const context = await playwrightRequest.newContext({ baseURL: instance.url, extraHTTPHeaders: { Origin: instance.url } });
  const response = await context.post("/api/session", { data: { username, password } });
  expect(response.status(), await response.text()).toBe(204);
  const cookie = (await context.storageState()).cookies.find((c) => c.name === "rampart_session")!;
  return { context, cookie: `${cookie.name}=${cookie.value}` };
}

async function pageOn(browser: Browser, instance: Spawned, username: string, password: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: instance.url, viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  const response = await page.request.post("/api/session", { data: { username, password }, headers: { Origin: instance.url } });
  expect(response.status()).toBe(204);
  return page;
}

const item = (page: Page, key: string) => page.locator(`[data-queue-key="${key}"]`);

/** The GETs a page makes to one API path, with when they were sent. */
function countRequests(page: Page, path: string): number[] {
  const at: number[] = [];
  page.on("request", (r) => {
    if (r.method() === "GET" && new URL(r.url()).pathname === path) at.push(Date.now());
  });
  return at;
}

async function hold(on: Awaited<ReturnType<typeof signedIn>>, target: Item) {
  const held = await on.context.post("/api/triage/reviews", {
    data: { proposalId: target.key, review: { assetId: target.proposal.asset!.id, decision: "REJECT", rejectReason: "irrelevant" } },
  });
  expect(held.status(), await held.text()).toBe(201);
}

test("a claim and a review on A show on B's open /triage within 2 s, with no poll and no reload", async ({ browser }) => {
  const onA = await signedIn(a);
  const page = await pageOn(browser, b, "live-reviewer", PASSWORD);
  const claimPolls = countRequests(page, "/api/triage/claims");
  await page.goto("/triage");
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  await expect(page.getByTestId("live-status")).toHaveText("● Live");
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  // While the stream is up the claims poll (every second without it) is relaxed to 30 s: in 4 s, none.
  await page.waitForTimeout(1_000); // the poll already scheduled when the stream opened may still fire
  const quietFrom = claimPolls.length;
  await page.waitForTimeout(4_000);
  expect(claimPolls.length, "claims were polled while the stream was up").toBe(quietFrom);

  const queue = (await (await onA.context.get("/api/triage/queue?limit=50")).json()) as { items: Item[] };
  // Not the first ones: B's page claims whatever it shows selected.
  const [claimed, reviewed] = queue.items.filter((i) => i.waiting === "certain" && i.proposal.asset && !i.claim).slice(2);
  await expect(item(page, claimed!.key)).toBeVisible();
  await expect(item(page, claimed!.key)).not.toContainText("Being reviewed");

  let started = Date.now();
  const claim = await onA.context.post("/api/triage/claims", { data: { proposalId: claimed!.key } });
  expect(claim.status(), await claim.text()).toBe(200);
  await expect(item(page, claimed!.key)).toContainText("Being reviewed by admin", { timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000);
  // The claims were read again once, right after the event: not a poll that happened to come.
  const after = claimPolls.filter((t) => t >= started);
  expect(after.length).toBeGreaterThanOrEqual(1);
  expect(after[0]! - started).toBeLessThan(1_500);

  // Timed from A's answer: the hold's own request (its checks and the budget) is not the news's way to B.
  await hold(onA, reviewed!);
  started = Date.now();
  await expect(item(page, reviewed!.key)).toHaveCount(0, { timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await page.context().close();
});

test("the wall on B updates its triage count within 2 s of a review held on A", async ({ browser }) => {
  const onA = await signedIn(a);
  const page = await pageOn(browser, b, "admin", ADMIN_PASSWORD);
  await page.goto("/wall");
  await expect(page.getByTestId("wall")).toBeVisible();
  await expect(page.getByTestId("live-status")).toHaveAttribute("data-state", "live");
  const counts = async () => ((await (await onA.context.get("/api/triage/counts")).json()) as { counts: { total: number } | null }).counts;
  await expect.poll(async () => (await counts())?.total ?? null, { timeout: 30_000 }).not.toBeNull();
  const before = (await counts())!.total;
  // The wall shows the triage list's own count under the service's figure once they differ.
  const queue = (await (await onA.context.get("/api/triage/queue?limit=50")).json()) as { items: Item[] };
  const target = queue.items.filter((i) => i.waiting === "certain" && i.proposal.asset && !i.claim).at(-1)!;
  await page.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });
  const started = Date.now();
  await hold(onA, target);
  await expect(page.getByTestId("wall-figure-link-totalPendingProposals")).toHaveAttribute("data-count", String(before - 1), { timeout: 2_000 });
  expect(Date.now() - started).toBeLessThan(2_000);
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true);
  await page.context().close();
});

/** Reads a live stream until `until` holds of its text (or the time is up); returns the text. */
async function readStream(instance: Spawned, cookie: string, until: (text: string) => boolean, ms = 5_000): Promise<string> {
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), ms);
  let text = "";
  try {
    const response = await fetch(`${instance.url}/api/live`, { headers: { Cookie: cookie }, signal: abort.signal });
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      if (until(text)) break;
    }
  } catch (error) {
    if (!abort.signal.aborted) throw error;
  } finally {
    clearTimeout(timer);
    abort.abort();
  }
  return text;
}

test("a viewer's stream never carries an admin-only event; an admin's does", async () => {
  const viewer = await signedIn(b, "live-viewer", PASSWORD);
  const admin = await signedIn(b, "admin", ADMIN_PASSWORD);
  const reading = [readStream(b, viewer.cookie, (t) => t.includes('"alerts.changed"')), readStream(b, admin.cookie, (t) => t.includes('"alerts.changed"'))];
  await new Promise((resolve) => setTimeout(resolve, 500)); // both streams open
  // Another instance's events, as it sends them over NOTIFY (lib/bus/live-bus.ts): a webhook delivery, then an alert change.
  const client = new pg.Client({ connectionString: postgres.url });
  await client.connect();
  try {
    for (const event of [{ type: "webhook.received", eventType: "debug.test" }, { type: "alerts.changed" }]) {
      await client.query("SELECT pg_notify('rampart_live', $1)", [JSON.stringify({ origin: "e2e", event })]);
    }
  } finally {
    await client.end();
  }
  const [viewerText, adminText] = await Promise.all(reading);
  expect(viewerText).toContain('"alerts.changed"');
  expect(viewerText).not.toContain("webhook.received");
  expect(adminText).toContain('"webhook.received"');
  expect(adminText).toContain('"alerts.changed"');
});
