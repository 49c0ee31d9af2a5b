import type { Browser, Page } from "@playwright/test";
import { NEW_REPORTS_POLL_MS } from "../lib/queries/reports";
import { DEMO_PASSWORD, type DemoRole, expect, test } from "./fixtures/auth";

// Each test signs in on its own (signInAs(role, { own: true })): ending the session every other test shares would sign them all out.
/** Signs this page's own session out from another browser context (another tab or device holding the same session). */
async function endSessionElsewhere(page: Page, browser: Browser, baseURL: string) {
  const other = await browser.newContext({ baseURL, storageState: await page.context().storageState() });
  try {
    const response = await other.request.delete("/api/session", { headers: { Origin: new URL(baseURL).origin } });
    expect(response.status(), await response.text()).toBe(204);
  } finally {
    await other.close();
  }
}

async function signInWithTheForm(page: Page, role: DemoRole) {
  await page.getByLabel("Username").fill(role);
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("a page whose session ended elsewhere goes to sign-in at its next call, and signing in comes back to it", async ({ page, browser, baseURL, signInAs }) => {
  await signInAs("viewer", { own: true });
  // The filter below must be the page's next call: the shell's 15 s alert poll is kept out of the way,
  // and the list has loaded every page it wants for the screen.
  await page.route("**/api/alerts/firing", (route) => route.abort());
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toBeVisible();
  await expect(page.getByTestId("signed-in-user")).toContainText("viewer");
  await page.waitForLoadState("networkidle");

  await endSessionElsewhere(page, browser, baseURL!);
  // A filter asks the console for another list: the answer is a 401.
  await page.getByLabel("Status", { exact: true }).selectOption("CLOSED");
  await expect(page).toHaveURL(/\/sign-in\?next=%2Freports%3Fstatus%3DCLOSED$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Rampart");

  await signInWithTheForm(page, "viewer");
  await expect(page).toHaveURL(/\/reports\?status=CLOSED$/);
  await expect(page.getByTestId("report-total-count")).toBeVisible();
  await expect(page.getByLabel("Status", { exact: true })).toHaveValue("CLOSED");
});

test("a page showing data whose background refresh is refused goes to sign-in too", async ({ page, browser, baseURL, signInAs }) => {
  await signInAs("reviewer", { own: true });
  await page.clock.install();
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toBeVisible();

  await endSessionElsewhere(page, browser, baseURL!);
  // The poll for new reports is the page's next call; the rows already on screen stay until then.
  await page.clock.runFor(NEW_REPORTS_POLL_MS + 1_000);
  await expect(page).toHaveURL(/\/sign-in\?next=%2Freports$/);

  await signInWithTheForm(page, "reviewer");
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByTestId("signed-in-user")).toContainText("reviewer");
});

test("a form with unsaved edits keeps them when the session ends, and says how to sign in again", async ({ page, browser, baseURL, signInAs }) => {
  await signInAs("admin", { own: true });
  await page.goto("/settings");
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).not.toHaveValue("");
  const typed = `Typed before the session ended ${Date.now()}`;
  await name.fill(typed);

  await endSessionElsewhere(page, browser, baseURL!);
  await page.getByRole("button", { name: "Save profile" }).click();

  const notice = page.getByTestId("session-ended");
  await expect(notice).toContainText("Your session has ended");
  await expect(page).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue(typed);
  const newTab = notice.getByRole("link", { name: "Sign in in a new tab" });
  await expect(newTab).toHaveAttribute("href", "/sign-in?next=%2Fsettings");
  await expect(newTab).toHaveAttribute("target", "_blank");

  // Signing in here leaves the page: the unsaved-changes question comes first, and "stay" keeps the text.
  page.once("dialog", (dialog) => void dialog.dismiss());
  await notice.getByRole("button", { name: "Sign in here" }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(name).toHaveValue(typed);

  // Signed in again in another tab, this page works again: its next answer clears the notice.
  const [second] = await Promise.all([page.context().waitForEvent("page"), newTab.click()]);
  await expect(second).toHaveURL(/\/sign-in\?next=%2Fsettings$/);
  await signInWithTheForm(second, "admin");
  await expect(second).toHaveURL(/\/settings$/);
  await second.close();
  // The shell's alert count is asked for every 15 s.
  await expect(notice).toHaveCount(0, { timeout: 20_000 });
  await expect(name).toHaveValue(typed);
});
