import { expect, type Page, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { type FaultUpstream, UPSTREAM_SECRET_MARKER } from "../lib/testing/fault-upstream";
import { type Spawned, startConsoleServer, startServiceBehindFaults, tempDir } from "./fixtures/spawn";
import { advanceToNextRefresh, countSnapshotRequests, freezeClock } from "./fixtures/wall-refresh";

// The console in front of a misbehaving upstream: a real HTTP server on loopback between the
// console and the embedded service, switched between faults while the pages are open.
test.describe.configure({ mode: "serial", timeout: 120_000 });

const ADMIN_PASSWORD = "faults-admin-password-1";
let service: Spawned;
let faults: FaultUpstream;
let consoleServer: Spawned;

test.beforeAll(async () => {
  ({ service, faults } = await startServiceBehindFaults("faults-service"));
  consoleServer = await startConsoleServer({
    DATA_DIR: tempDir("faults-console"),
    UPSTREAM_URL: faults.baseUrl,
    UPSTREAM_API_KEY: DEMO_KEYS.acme,
    UPSTREAM_TIMEOUT_MS: "1500",
    UPSTREAM_REUSE_MS: "0",
    SESSION_SECRET: "faults-session-secret-0123456789abcdef",
    RAMPART_ADMIN_PASSWORD: ADMIN_PASSWORD,
    HISTORY_RECORDER: "off",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await consoleServer?.kill();
  await faults?.close();
  await service?.kill();
});

test.beforeEach(async ({ page }) => {
  faults.setMode({ kind: "pass" });
  const response = await page.request.post(`${consoleServer.url}/api/session`, {
    data: { username: "admin", password: ADMIN_PASSWORD },
    headers: { Origin: consoleServer.url },
  });
  expect(response.status()).toBe(204);
});

async function expectNoUpstreamBody(page: Page) {
  const html = await page.content();
  expect(html).not.toContain(UPSTREAM_SECRET_MARKER);
  expect(html).not.toContain("<h1>Internal error</h1>");
}

test("an upstream 500 with HTML shows the console's message, never the upstream body, and recovers on retry", async ({ page }) => {
  faults.setMode({ kind: "html-500" });
  await page.goto(`${consoleServer.url}/reports`);
  const panel = page.getByRole("alert").filter({ hasText: "Could not load the reports" });
  await expect(panel).toContainText("The service is unavailable or answered with an error");
  await expect(panel).toContainText("Request id:");
  await expectNoUpstreamBody(page);
  faults.setMode({ kind: "pass" });
  await panel.getByRole("button", { name: "Try again" }).click();
  await expect(page.getByTestId("report-row").first()).toBeVisible();
});

test("a refused key says the console's key was refused, not that the user is signed out", async ({ page }) => {
  faults.setMode({ kind: "status", status: 401, body: { code: "UNAUTHORIZED", message: `API Organization not found. ${UPSTREAM_SECRET_MARKER}` } });
  await page.goto(`${consoleServer.url}/reports`);
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the reports" })).toContainText("refused the console's API key");
  await expect(page).toHaveURL(/\/reports/);
  await expectNoUpstreamBody(page);
});

test("unknown fields and enum values are displayed, not a crash", async ({ page }) => {
  faults.setMode({ kind: "extra-fields" });
  await page.goto(`${consoleServer.url}/reports`);
  const row = page.getByTestId("report-row").first();
  await expect(row).toBeVisible();
  await expect(row).toContainText("QUARANTINED");
  await expect(row).toContainText("HOLOGRAM");
});

test("one failing healthcheck turns only its own card unknown", async ({ page }) => {
  faults.setMode({ kind: "html-500" }, "stale-in-progress");
  await page.goto(`${consoleServer.url}/health`);
  const broken = page.getByTestId("health-card-takedowns.stale-in-progress");
  await expect(broken).toHaveAttribute("data-grade", "unknown");
  const others = page.locator('[data-testid^="health-card-"]:not([data-testid="health-card-takedowns.stale-in-progress"])');
  await expect(others.first()).not.toHaveAttribute("data-grade", "running");
  const grades = await others.evaluateAll((cards) => cards.map((c) => c.getAttribute("data-grade")));
  expect(grades.length).toBeGreaterThan(5);
  expect(grades.filter((g) => g === "unknown")).toEqual([]);
  await expectNoUpstreamBody(page);
});

test("the wall keeps its last data through a hanging upstream and recovers by itself", async ({ page }) => {
  // The page's clock moves only when the test moves it (fixtures/wall-refresh.ts): each refresh
  // comes at once instead of after the 15 s floor; the console's wait on the hanging service is real.
  const snapshots = countSnapshotRequests(page);
  await page.clock.install();
  await page.goto(`${consoleServer.url}/wall?refresh=15s`);
  const pending = page.getByTestId("wall-figure-totalPendingProposals");
  await expect(pending).toBeVisible();
  const value = await pending.getAttribute("data-value");
  await freezeClock(page);
  faults.setMode({ kind: "hang" });
  await advanceToNextRefresh(page, snapshots);
  await expect(page.getByTestId("stale-badge")).toBeVisible();
  await expect(page.getByTestId("connection-lost")).toBeVisible();
  await expect(pending).toHaveAttribute("data-value", value!);
  faults.setMode({ kind: "pass" });
  await advanceToNextRefresh(page, snapshots);
  await expect(page.getByTestId("live-badge")).toBeVisible();
  await expect(page.getByTestId("stale-badge")).toHaveCount(0);
});
