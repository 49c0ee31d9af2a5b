import { readFileSync } from "node:fs";
import { expect, test } from "./fixtures/auth";

const rows = (page: import("@playwright/test").Page) => page.getByTestId("activity-row");

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("events newest first, filtered by user, action and time in the URL; Back restores the filters", async ({ page }) => {
  await page.goto("/activity");
  await expect(rows(page).first()).toBeVisible();
  const times = await page.locator('[data-testid="activity-row"] time').evaluateAll((els) => els.map((e) => e.getAttribute("datetime") ?? ""));
  expect(times.length).toBeGreaterThan(0);
  expect([...times].sort().reverse()).toEqual(times);

  await page.getByLabel("Action").selectOption("session.sign-in");
  await page.getByLabel("User").fill("admin");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/action=session\.sign-in/);
  await expect(page).toHaveURL(/user=admin/);
  await expect(rows(page).first()).toBeVisible();
  for (const action of await page.getByTestId("activity-action").allTextContents()) expect(action).toBe("session.sign-in");
  for (const user of await page.getByTestId("activity-user").allTextContents()) expect(user).toMatch(/^admin/);

  await page.getByLabel("From (UTC)").fill("2099-01-01T00:00");
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page.getByText("No event matches these filters.")).toBeVisible();
  await expect(page).toHaveURL(/from=2099-01-01T00%3A00%3A00\.000Z|from=2099-01-01T00:00:00\.000Z/);

  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expect(rows(page).first()).toBeVisible();
  await expect(page.getByLabel("Action")).toHaveValue("session.sign-in");
});

test("a failed sign-in is recorded under the name typed; the CSV export defuses it as a formula", async ({ page, playwright, baseURL }, testInfo) => {
  const typed = `=HYPERLINK("x")-${testInfo.project.name}-${Math.random().toString(36).slice(2, 7)}`;
  const anonymous = await playwright.request.newContext({ baseURL });
  const failed = await anonymous.post("/api/session", { data: { username: typed, password: "wrong-password" }, headers: { Origin: new URL(baseURL!).origin } });
  expect(failed.status()).toBe(401);
  await anonymous.dispose();

  await page.goto(`/activity?user=${encodeURIComponent(typed)}`);
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page).first().getByTestId("activity-user")).toHaveText(typed);
  await expect(rows(page).first().getByTestId("activity-outcome")).toHaveText("failure · 401");
  await expect(rows(page).first().getByTestId("activity-action")).toHaveText("session.sign-in");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV (filtered)" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^rampart-activity-.*\.csv$/);
  const csv = readFileSync((await download.path())!, "utf8").replace(/^\uFEFF/, "");
  const lines = csv.trimEnd().split("\r\n");
  expect(lines[0]).toBe("id,occurred_at,completed_at,user,role,action,target,outcome,http_status,request_id,ip,input_summary");
  expect(lines).toHaveLength(2);
  const quoted = `"'${typed.replaceAll('"', '""')}"`;
  expect(lines[1]).toContain(`,${quoted},,session.sign-in,${quoted},failure,401,`);
});

test("older events load as the list scrolls", async ({ page, playwright, baseURL }, testInfo) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const username = `scroll-${testInfo.project.name.slice(0, 3)}${Math.random().toString(36).slice(2, 7)}`;
  const added = await page.request.post("/api/console-users", { data: { username, password: "scroll-password-1", role: "viewer" }, headers: origin });
  expect(added.status()).toBe(201);
  // 54 events of that user: one sign-in, then 53 private views saved (each audited), where 54
  // sign-ins cost a scrypt hash each on the server (about half a minute on CI's machine).
  const other = await playwright.request.newContext({ baseURL });
  const signedIn = await other.post("/api/session", { data: { username, password: "scroll-password-1" }, headers: origin });
  expect(signedIn.status()).toBe(204);
  for (let i = 0; i < 53; i++) {
    const response = await other.post("/api/saved-views", {
      data: { page: "reports", name: `Scroll ${i}`, shared: false, state: "status=TODO" },
      headers: origin,
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  await other.dispose();

  await page.goto(`/activity?user=${username}`);
  await expect(rows(page)).toHaveCount(50);
  await expect(page.getByText("50+ events shown")).toBeVisible();
  await page.getByRole("button", { name: "Load older events" }).scrollIntoViewIfNeeded();
  await expect(rows(page)).toHaveCount(54);
  await expect(page.getByText("End of the log.")).toBeVisible();
  await page.request.delete(`/api/console-users/${username}`, { headers: origin });
});

test("viewers are told they need the admin role", async ({ page, signInAs }) => {
  await page.context().clearCookies();
  await signInAs("viewer");
  await page.goto("/activity");
  await expect(page.getByText("You need the admin role")).toBeVisible();
  // The API's 403 for both: app/api/activity/route.test.ts.
});

// axe on this page (with what it opens first): plain-words.spec.ts, once per size and theme.
