import type { Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

type Me = { user: { name: string; avatarUrl: string | null; protectionConfig: Record<string, boolean> } };

function suffix(testInfo: TestInfo) {
  return `${testInfo.project.name.slice(0, 3)}${testInfo.workerIndex}${Math.random().toString(36).slice(2, 7)}`;
}

async function readProfile(page: Page, baseURL: string): Promise<Me["user"]> {
  const response = await page.request.post("/api/user/me", { data: {}, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as Me).user;
}

/** A successful event of this action on this target, by admin, is on the activity page. */
async function expectInActivity(page: Page, action: string, target: string) {
  await page.goto(`/activity?action=${action}&user=admin`);
  const event = page
    .getByTestId("activity-row")
    .filter({ has: page.getByTestId("activity-target").getByText(target, { exact: true }) })
    .filter({ has: page.getByTestId("activity-outcome").getByText(/^success/) })
    .first();
  await expect(event.getByTestId("activity-user")).toHaveText(/^admin/);
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("the profile saves only the changed fields, and the service keeps them", async ({ page, baseURL }, testInfo) => {
  const before = await readProfile(page, baseURL!);
  await page.goto("/settings");
  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue(before.name);

  const newName = `Acme Security ${suffix(testInfo)}`;
  // An address that loads here (the console's own icon), so the preview shows the picture.
  const avatar = `${new URL(baseURL!).origin}/icon.svg?v=${suffix(testInfo)}`;
  await name.fill(newName);
  await page.getByLabel("Avatar URL").fill(avatar);
  await expect(page.getByAltText("Avatar preview")).toHaveAttribute("src", avatar);
  const social = page.getByRole("switch", { name: "Social media scanning" });
  await social.click();
  const flipped = !before.protectionConfig.socialMediaScanning;
  await expect(social).toHaveAttribute("aria-checked", String(flipped));

  const sent = page.waitForRequest((r) => r.url().endsWith("/api/user/me/update"));
  await page.getByRole("button", { name: "Save profile" }).click();
  expect((await sent).postDataJSON()).toEqual({ name: newName, avatarUrl: avatar, protectionConfig: { socialMediaScanning: flipped } });
  await expect(page.getByTestId("profile-notice")).toContainText("Profile saved");

  const after = await readProfile(page, baseURL!);
  expect(after).toMatchObject({ name: newName, avatarUrl: avatar });
  expect(after.protectionConfig).toEqual({ ...before.protectionConfig, socialMediaScanning: flipped });

  // Nothing changed now: nothing is sent.
  await expect(page.getByText("No unsaved changes")).toBeVisible();
  await expectInActivity(page, "profile.update", "user:me");
});

// A non-http(s) avatar refused unsent: components/settings/profile-form.test.tsx.

test("console users: add, change role, reset password, remove — each in the activity log", async ({ page, playwright, baseURL }, testInfo) => {
  const username = `e2e-${suffix(testInfo)}`;
  await page.goto("/settings");
  const form = page.getByRole("form", { name: "Add a user" });
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill("first-password-1");
  await form.getByLabel("Role").selectOption("viewer");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`Added ${username} as viewer.`);
  const row = page.locator(`[data-testid="user-row"][data-username="${username}"]`);
  await expect(row).toBeVisible();

  // The same name again: refused with the store's message.
  await form.getByLabel("Username").fill(username);
  await form.getByLabel("Password").fill("first-password-1");
  await form.getByRole("button", { name: "Add user" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`User "${username}" already exists`);

  await row.getByLabel(`Role of ${username}`).selectOption("reviewer");
  await row.getByRole("button", { name: "Save role" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`${username} is now reviewer.`);

  // The user is signed in elsewhere with the first password (own context: the page stays signed in as admin).
  const other = await playwright.request.newContext({ baseURL });
  // From an address of its own: the refused attempt below must not count against other specs' sign-ins.
  const address = `10.7.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const signIn = (password: string) =>
    other.post("/api/session", { data: { username, password }, headers: { Origin: new URL(baseURL!).origin, "X-Forwarded-For": address } });
  expect((await signIn("first-password-1")).status()).toBe(204);
  expect((await other.get("/api/session")).status()).toBe(200);

  await page.getByRole("button", { name: `Reset password of ${username}` }).click();
  await row.getByLabel(`New password for ${username}`).fill("second-password-2");
  await row.getByRole("button", { name: "Set password" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`The password of ${username} was reset; sessions signed in with the old one have ended.`);

  // That session has ended; the old password no longer signs in, the new one does.
  expect((await other.get("/api/session")).status()).toBe(401);
  expect((await signIn("first-password-1")).status()).toBe(401);
  expect((await signIn("second-password-2")).status()).toBe(204);
  expect((await other.get("/api/session")).status()).toBe(200);
  await other.dispose();

  await page.getByRole("button", { name: `Remove ${username}` }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${username} can no longer sign in`);
  await dialog.getByRole("button", { name: "Remove user" }).click();
  await expect(page.getByTestId("users-notice")).toContainText(`Removed ${username}.`);
  await expect(row).toHaveCount(0);

  for (const action of ["user.add", "user.set-role", "user.set-password", "user.remove"]) {
    await expectInActivity(page, action, `user:${username}`);
  }
  // The password is never in the log.
  await page.goto(`/activity?action=user.set-password&user=admin`);
  await expect(page.getByText("second-password-2")).toHaveCount(0);
});

// The only admin's role and removal turned off: components/settings/console-users-section.test.tsx;
// the server's 409 LAST_ADMIN for both: app/api/console-users/route.test.ts.

test("an admin demoting themself is asked first, and told what they lose", async ({ page, browser, baseURL }, testInfo) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const username = `e2e-adm-${suffix(testInfo)}`;
  const password = "second-admin-pass-1";
  expect((await page.request.post("/api/console-users", { data: { username, password, role: "admin" }, headers: origin })).status()).toBe(201);
  const context = await browser.newContext({ baseURL });
  try {
    expect((await context.request.post("/api/session", { data: { username, password }, headers: origin })).status()).toBe(204);
    const own = await context.newPage();
    await own.goto("/settings");
    const row = own.locator(`[data-testid="user-row"][data-username="${username}"]`);
    // Two admins: nobody is the only one.
    await expect(row).toContainText("(you)");
    await expect(own.getByTestId("only-admin-reason")).toHaveCount(0);

    await row.getByLabel(`Role of ${username}`).selectOption("viewer");
    await row.getByRole("button", { name: "Save role" }).click();
    const dialog = own.getByRole("dialog");
    await expect(dialog).toContainText("You lose access to the admin settings at once");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(row.getByLabel(`Role of ${username}`)).toHaveValue("admin");

    await row.getByLabel(`Role of ${username}`).selectOption("viewer");
    await row.getByRole("button", { name: "Save role" }).click();
    await dialog.getByRole("button", { name: "Become viewer" }).click();
    // The role change ends the session: the page reloads onto the sign-in form.
    await expect(own).toHaveURL(/\/sign-in/);
  } finally {
    await context.close();
    await page.request.delete(`/api/console-users/${username}`, { headers: origin });
  }
  const { users } = (await (await page.request.get("/api/console-users")).json()) as { users: { username: string }[] };
  expect(users.map((u) => u.username)).not.toContain(username);
});

test("every user changes their own password: other sessions end, this one stays, and unsaved typing asks before leaving", async ({
  page,
  browser,
  playwright,
  baseURL,
}, testInfo) => {
  const origin = { Origin: new URL(baseURL!).origin };
  const username = `e2e-pw-${suffix(testInfo)}`;
  expect((await page.request.post("/api/console-users", { data: { username, password: "viewer-first-1", role: "viewer" }, headers: origin })).status()).toBe(
    201,
  );
  const context = await browser.newContext({ baseURL });
  const elsewhere = await playwright.request.newContext({ baseURL });
  // From an address of its own: the refused attempt below must not count against other specs' sign-ins.
  const address = `10.8.${1 + Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const signIn = (password: string) => elsewhere.post("/api/session", { data: { username, password }, headers: { ...origin, "X-Forwarded-For": address } });
  try {
    expect((await context.request.post("/api/session", { data: { username, password: "viewer-first-1" }, headers: origin })).status()).toBe(204);
    expect((await signIn("viewer-first-1")).status()).toBe(204);
    const own = await context.newPage();
    await own.goto("/settings");
    await expect(own.getByRole("heading", { name: "Your password" })).toBeVisible();
    await expect(own.getByLabel("Avatar URL")).toHaveCount(0);

    const form = own.getByRole("form", { name: "Change your password" });
    await form.getByLabel("Current password").fill("viewer-first-1");
    await form.getByLabel("New password", { exact: true }).fill("viewer-second-2");
    await form.getByLabel("Confirm the new password").fill("viewer-second-2");

    // Typed but not saved: leaving through the navigation asks, and "stay" stays.
    const asked = own.waitForEvent("dialog").then(async (d) => {
      const message = d.message();
      await d.dismiss();
      return message;
    });
    await own.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports", exact: true }).click();
    expect(await asked).toContain("unsaved changes");
    await expect(own).toHaveURL(/\/settings$/);

    await form.getByRole("button", { name: "Change password" }).click();
    await expect(own.getByTestId("password-notice")).toContainText("Password changed");
    await expect(form.getByLabel("Current password")).toHaveValue("");

    // The other session has ended; this browser is still signed in; only the new password signs in.
    expect((await elsewhere.get("/api/session")).status()).toBe(401);
    expect((await context.request.get("/api/session")).status()).toBe(200);
    expect((await signIn("viewer-first-1")).status()).toBe(401);
    expect((await signIn("viewer-second-2")).status()).toBe(204);
    // Nothing unsaved now: the navigation just goes.
    await own.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Reports", exact: true }).click();
    await expect(own).toHaveURL(/\/reports/);
  } finally {
    await elsewhere.dispose();
    await context.close();
    await page.request.delete(`/api/console-users/${username}`, { headers: origin });
  }
});

test("settings link to the wall-screen links", async ({ page }) => {
  await page.goto("/settings");
  await page.getByRole("link", { name: "Manage wall-screen links" }).click();
  await expect(page).toHaveURL(/\/settings\/wall-links$/, { timeout: 30_000 });
});

test("reviewers see their password form and are told the rest needs the admin role", async ({ page, signInAs }) => {
  await page.context().clearCookies();
  await signInAs("reviewer");
  await page.goto("/settings");
  await expect(page.getByText("You need the admin role")).toBeVisible();
  await expect(page.getByRole("form", { name: "Change your password" })).toBeVisible();
  await expect(page.getByLabel("Avatar URL")).toHaveCount(0);
});

// axe on this page (with what it opens first): plain-words.spec.ts, once per size and theme.

test("the Service connection section: the embedded demo service, the key's organization, the last successful call, and no key", async ({ page }) => {
  await page.goto("/settings");
  const section = page.getByTestId("service-connection");
  await expect(section.getByRole("heading", { name: "Service connection" })).toBeVisible();
  await expect(section.getByTestId("service-connection-mode")).toContainText("The embedded demo service");
  await expect(section.getByTestId("service-connection-organizations")).toContainText("Acme Corporation");
  await expect(section.getByTestId("service-connection-check")).toContainText("Answered");
  await expect(section.getByTestId("service-connection-last-success")).not.toContainText("None since");
  await expect(section.getByTestId("service-connection-last-error")).toContainText("None since the console started");
  await expect(section.getByTestId("service-connection-rate-limited")).toContainText("None since the console started");
  expect(await page.content()).not.toMatch(/cp_test_[a-z]+_[0-9a-f]{32}/);
});
