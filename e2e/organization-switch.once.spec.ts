import { expect, type Page, test } from "@playwright/test";
import { DEMO_KEYS } from "../lib/embedded-service/demo-keys";
import { E2E_NOW } from "./fixtures/servers";
import { type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

// A staff key reaches several organizations; the shell chooses one. Every list, the server's first
// page included, must then come from that organization only.
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: Spawned;

test.beforeAll(async () => {
  server = await startConsoleServer({
    DATA_DIR: tempDir("org-switch"),
    UPSTREAM_API_KEY: DEMO_KEYS.staff,
    EMBEDDED_NOW: E2E_NOW,
    HISTORY_RECORDER: "off",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await server?.kill();
});

async function signIn(page: Page) {
  const response = await page.request.post(`${server.url}/api/session`, {
    data: { username: "viewer", password: "rampart-demo" },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(204);
}

/** The ids of the first page the console's API answers for the organization chosen now. */
async function firstPageIds(page: Page): Promise<string[]> {
  const response = await page.request.get(`${server.url}/api/organization/reports?limit=20`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { reports: { id: number | string }[] }).reports.map((r) => String(r.id));
}

/** The asset group names the console's API answers for the organization chosen now. */
async function groupNames(page: Page): Promise<string[]> {
  const response = await page.request.get(`${server.url}/api/organization/asset-groups`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { groups: { name: string }[] }).groups.map((g) => g.name).sort();
}

async function switchTo(page: Page, slug: string) {
  const switched = page.waitForResponse((r) => r.url().endsWith("/api/session/organization") && r.request().method() === "POST");
  await page.getByLabel("Organization").selectOption(slug);
  expect((await switched).status()).toBe(200);
}

async function shownIds(page: Page): Promise<string[]> {
  const rows = page.getByTestId("report-row");
  await expect(rows.first()).toBeVisible();
  return rows.evaluateAll((els) => els.map((el) => el.getAttribute("data-report-id") ?? ""));
}

test("switching organization shows that organization's reports, on the server's first page too", async ({ page }) => {
  await signIn(page);
  await page.goto(`${server.url}/reports`);
  const acme = await firstPageIds(page);
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", acme[0]!);

  await switchTo(page, "initech");
  const initech = await firstPageIds(page);
  expect(initech[0]).not.toBe(acme[0]);
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", initech[0]!);

  // A fresh load renders the first page on the server: it must be the chosen organization's.
  await page.reload();
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", initech[0]!);
  // The dense table may load page 2 at once to fill the screen: the first page leads, unchanged.
  const shown = await shownIds(page);
  expect(shown.slice(0, initech.length)).toEqual(initech);
});

test("another page follows a switch in place, and nothing of the other organization comes back from the cache", async ({ page }) => {
  // The browser context (and the organization cookie) is new: sign in, start on initech's reports.
  await signIn(page);
  await page.goto(`${server.url}/reports`);
  await switchTo(page, "initech");
  const initechReports = await firstPageIds(page);
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", initechReports[0]!);
  const initechGroups = await groupNames(page);

  // Client-side navigation: the groups page asks under initech's key.
  await page.getByRole("link", { name: "Asset groups", exact: true }).click();
  const names = page.getByTestId("group-name");
  await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(initechGroups);

  // Switching on this page shows acme's groups, without a reload.
  await switchTo(page, "acme");
  const acmeGroups = await groupNames(page);
  expect(acmeGroups).not.toEqual(initechGroups);
  await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(acmeGroups);

  // And back: initech's groups, not acme's answer to a refetch of initech's key made after the cookie changed.
  await switchTo(page, "initech");
  await expect.poll(async () => (await names.allTextContents()).sort()).toEqual(initechGroups);

  // On to acme's /reports (client-side): acme's first page, not initech's list kept in the cache.
  await switchTo(page, "acme");
  const acmeReports = await firstPageIds(page);
  await page.getByRole("link", { name: "Reports", exact: true }).click();
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", acmeReports[0]!);
});
