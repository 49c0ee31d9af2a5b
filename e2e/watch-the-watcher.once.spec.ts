import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import type { FaultUpstream } from "../lib/testing/fault-upstream";
import { type Spawned, startConsoleServer, startServiceBehindFaults, tempDir } from "./fixtures/spawn";

// Watching the watcher (docs/alert-ownership.md, "Watching the watcher"): one of the console's own jobs
// stops succeeding while the rest of the console stays up. The threats sync is the job stopped: the
// service in front of it (a fault proxy on loopback) fails its two endpoints only. Its intervals
// are two seconds here, so "overdue" (three intervals without a success) takes seconds, not minutes.
test.describe.configure({ mode: "serial", timeout: 90_000 });

const ADMIN_PASSWORD = "watcher-admin-password-1";
const RULE = "E2E a job is overdue";
const THREAT_PATHS = ["/organization/threats", "/organization/watchlist"];
let service: Spawned;
let faults: FaultUpstream;
let consoleServer: Spawned;
let monitor: Server;
const beats: number[] = [];

test.beforeAll(async () => {
  monitor = createServer((_req, res) => {
    beats.push(Date.now());
    res.end("OK");
  });
  await new Promise<void>((resolve) => monitor.listen(0, "127.0.0.1", resolve));
  ({ service, faults } = await startServiceBehindFaults("watcher-service"));
  consoleServer = await startConsoleServer({
    DATA_DIR: tempDir("watcher-console"),
    UPSTREAM_URL: faults.baseUrl,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    SESSION_SECRET: "watcher-session-secret-0123456789abcdef",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HISTORY_RECORDER: "off",
    // A call every 2 s and a look every 2 s: overdue after 6 s without a success, which a page of
    // 1,000 assets read on a loaded machine stays well within while the service answers.
    THREAT_SYNC_RATE: "30",
    THREAT_SYNC_POLL_MS: "2000",
    ALERTS_EVALUATE_MS: "500",
    HEARTBEAT_URL: `http://127.0.0.1:${(monitor.address() as AddressInfo).port}/ping`,
    HEARTBEAT_EVERY_MS: "1000",
    // A call the service never answers holds its caller this long: the stalled evaluator below stays stalled.
    UPSTREAM_TIMEOUT_MS: "60000",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await consoleServer?.kill();
  await faults?.close();
  await service?.kill();
  await new Promise((resolve) => monitor?.close(resolve));
});

/** Heartbeats the monitor heard in the last `ms`. */
const heardWithin = (ms: number) => beats.filter((at) => at >= Date.now() - ms).length;

test.beforeEach(async ({ page }) => {
  const signedIn = await page.request.post(`${consoleServer.url}/api/session`, {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { Origin: consoleServer.url },
  });
  expect(signedIn.status()).toBe(204);
});

test("a job that stops succeeding turns its /health row red, fires its alert and silences the heartbeat; all three come back with it", async ({ page }) => {
  const origin = { Origin: consoleServer.url };
  const rule = await page.request.post(`${consoleServer.url}/api/alerts/rules`, {
    headers: origin,
    data: { name: RULE, condition: { kind: "job-overdue", intervals: 3 }, severity: "critical" },
  });
  expect(rule.status()).toBe(201);

  // Healthy: the monitor hears the console every second, the job's row is not overdue.
  await expect.poll(() => heardWithin(3_000), { timeout: 30_000 }).toBeGreaterThanOrEqual(2);
  await page.goto(`${consoleServer.url}/health`);
  const job = page.locator('[data-testid="health-job"][data-job="threats sync"]');
  // Its first run is two seconds after start; the heartbeat's is after one.
  await expect(async () => {
    await page.reload();
    await expect(job).toHaveAttribute("data-stale", "false", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("firing-indicator")).toHaveCount(0);

  // The service fails the job's two endpoints (and nothing else).
  for (const path of THREAT_PATHS) faults.setMode({ kind: "status", status: 503, body: { code: "UNAVAILABLE", message: "maintenance" } }, path);
  await expect(async () => {
    await page.reload();
    await expect(job).toHaveAttribute("data-stale", "true", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  await expect(job).toContainText("Overdue: no success for 3 intervals");
  await expect(page.getByTestId("firing-indicator")).toContainText("1 firing", { timeout: 15_000 });
  await page.goto(`${consoleServer.url}/alerts`);
  await expect(page.locator(`[data-rule="${RULE}"]`)).toContainText("threats sync: no success for");
  // Held back while the job is overdue: the monitor outside stops hearing, which is what pages someone.
  await expect.poll(() => heardWithin(3_000), { timeout: 15_000 }).toBe(0);

  // The service answers again: the job succeeds, its row clears, the alert resolves, the heartbeat resumes.
  for (const path of THREAT_PATHS) faults.setMode({ kind: "pass" }, path);
  await expect.poll(() => heardWithin(3_000), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  await page.goto(`${consoleServer.url}/health`);
  await expect(job).toHaveAttribute("data-stale", "false");
  await expect(page.getByTestId("firing-indicator")).toHaveCount(0, { timeout: 15_000 });
});

test("a stalled alert evaluator cannot fire an alert about itself: its /health row turns red and the heartbeat stops", async ({ page }) => {
  // A rule on the service's figures makes every evaluation read the queue snapshot, which the service now never answers.
  const rule = await page.request.post(`${consoleServer.url}/api/alerts/rules`, {
    headers: { Origin: consoleServer.url },
    data: { name: "E2E a figure", condition: { kind: "figure-above", figure: "totalPending", threshold: 1_000_000_000 } },
  });
  expect(rule.status()).toBe(201);
  await expect.poll(() => heardWithin(3_000), { timeout: 30_000 }).toBeGreaterThanOrEqual(1);
  faults.setMode({ kind: "hang" }, "/operations/queues/snapshot");

  await expect.poll(() => heardWithin(3_000), { timeout: 30_000 }).toBe(0);
  await page.goto(`${consoleServer.url}/health`);
  const evaluator = page.locator('[data-testid="health-job"][data-job="alert evaluation"]');
  await expect(async () => {
    await page.reload();
    await expect(evaluator).toHaveAttribute("data-stale", "true", { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  // The heartbeat's own row says what held it back.
  await expect(page.locator('[data-testid="health-job"][data-job="heartbeat"]')).toContainText("alert evaluation");
});
