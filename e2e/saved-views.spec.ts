import { type Browser, expect, type Page, test } from "@playwright/test";
import { axe } from "./fixtures/axe";
import { E2E_NOW } from "./fixtures/servers";
import { type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

// Saved views (issue 34). A pinned team default changes where every new session
// lands on /reports, so this spec runs on a console of its own: the suite's shared servers (and
// the specs running beside it) never see its views.
test.describe.configure({ mode: "serial", timeout: 180_000 });

let server: Spawned;
let viewId = "";
let total = 0;
const NAME = "Open reports";

test.beforeAll(async () => {
  const testInfo = test.info();
  testInfo.setTimeout(120_000);
  server = await startConsoleServer({
    DATA_DIR: tempDir("saved-views"),
    EMBEDDED_NOW: E2E_NOW,
    UPSTREAM_REUSE_MS: "0",
    ALERTS_EVALUATE_MS: "2000",
    HISTORY_RECORDER: "off",
    API_RATE_LIMIT_PER_MINUTE: "100000",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await server?.kill();
});

/** A new browser session (its own cookies and sessionStorage), signed in as one of the demo users. */
async function sessionAs(browser: Browser, role: "admin" | "reviewer" | "viewer"): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const response = await page.request.post(`${server.url}/api/session`, {
    data: { username: role, password: "rampart-demo" },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(204);
  return page;
}

test("a reviewer shares a view; a viewer sees it with its count, opens it by its address, changes it and reverts", async ({ browser }) => {
  const reviewer = await sessionAs(browser, "reviewer");
  await reviewer.goto(`${server.url}/reports?status=TODO`);
  await reviewer.getByRole("button", { name: "Save as view" }).click();
  const dialog = reviewer.getByTestId("saved-view-dialog");
  await dialog.getByLabel("Name").fill(NAME);
  await dialog.getByLabel("Share with the team").check();
  await dialog.getByRole("button", { name: "Save view" }).click();
  await expect(reviewer).toHaveURL(/[?&]view=view_/);
  viewId = new URL(reviewer.url()).searchParams.get("view") ?? "";
  await expect(reviewer.getByTestId(`view-tab-${viewId}`)).toHaveAttribute("aria-current", "page");

  const viewer = await sessionAs(browser, "viewer");
  const counted = await viewer.request.get(`${server.url}/api/organization/reports?status=TODO&limit=1`);
  total = ((await counted.json()) as { totalCount: number }).totalCount;
  expect(total).toBeGreaterThan(1);
  await viewer.goto(`${server.url}/reports`);
  const tab = viewer.getByTestId(`view-tab-${viewId}`);
  await expect(tab).toContainText(NAME);
  await expect(tab.getByTestId("view-count")).toHaveText(total.toLocaleString("en-US"));
  const scan = await axe(viewer).include('[data-testid="views-bar"]').analyze();
  expect(scan.violations).toEqual([]);

  // The view's address alone shows it as saved.
  await viewer.goto(`${server.url}/reports?view=${viewId}`);
  await expect(viewer).toHaveURL(/status=TODO/);
  await expect(viewer.getByTestId(`view-tab-${viewId}`)).toHaveAttribute("aria-current", "page");
  await expect(viewer.getByTestId("view-modified")).toHaveCount(0);

  // A changed filter: "Modified"; a viewer cannot save someone's shared view, but may revert.
  await viewer.goto(`${server.url}/reports?view=${viewId}&status=CLOSED`);
  const modified = viewer.getByTestId("view-modified");
  await expect(modified).toContainText("Modified");
  await expect(modified.getByRole("button", { name: "Save" })).toHaveCount(0);
  await modified.getByRole("button", { name: "Revert" }).click();
  await expect(viewer).toHaveURL(/status=TODO/);
  await expect(viewer.getByTestId("view-modified")).toHaveCount(0);
});

test("an admin pins the view as the team's default; a new session lands on it", async ({ browser }) => {
  const admin = await sessionAs(browser, "admin");
  await admin.goto(`${server.url}/reports?view=${viewId}`);
  await expect(admin).toHaveURL(/status=TODO/);
  await admin.getByTestId("view-menu").click();
  await admin.getByRole("button", { name: "Pin as team default" }).click();
  await expect(admin.getByTestId(`view-tab-${viewId}`)).toContainText("default");

  const fresh = await sessionAs(browser, "viewer");
  await fresh.goto(`${server.url}/reports`);
  await expect(fresh).toHaveURL(new RegExp(`view=${viewId}`));
  await expect(fresh).toHaveURL(/status=TODO/);
});

test("the view becomes an alert rule in one step, and the rule fires", async ({ browser }) => {
  const admin = await sessionAs(browser, "admin");
  await admin.goto(`${server.url}/reports?view=${viewId}`);
  await expect(admin).toHaveURL(/status=TODO/);
  await admin.getByTestId("view-menu").click();
  await admin.getByRole("button", { name: "Alert me when this view holds more than…" }).click();
  const dialog = admin.getByTestId("saved-view-alert-dialog");
  await dialog.getByLabel("More than").fill(String(total - 1));
  await dialog.getByRole("button", { name: "Make alert rule" }).click();
  await expect(dialog).toHaveCount(0);
  const rule = `${NAME}: more than ${total - 1}`;
  await expect(async () => {
    const firing = await admin.request.get(`${server.url}/api/alerts/firing`);
    const names = ((await firing.json()) as { alerts: { name: string }[] }).alerts.map((a) => a.name);
    expect(names).toContain(rule);
  }).toPass({ timeout: 60_000, intervals: [1_000] });
});
