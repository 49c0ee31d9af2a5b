import { DEMO_PASSWORD, expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

const NAV = [
  "Reports",
  "Report a threat",
  "Triage",
  "Queues",
  "Takedowns",
  "Assets",
  "Outcomes",
  "Health",
  "Alerts",
  "Asset groups",
  "Own assets",
  "Unblock",
  "Settings",
  "Activity",
];
const ADMIN_ONLY = ["Unblock", "Activity"];
const REVIEWER_UP = ["Report a threat"];

for (const role of ["admin", "reviewer", "viewer"] as const) {
  test(`${role} signs in with the form, navigates and signs out`, async ({ page }) => {
    // Every page this test opens runs under the production CSP (no 'unsafe-eval'): nothing may
    // trip it, not even a probe that catches its own failure (zod's JIT check: instrumentation-client.ts).
    const violations: string[] = [];
    await page.exposeFunction("reportCspViolation", (line: string) => violations.push(line));
    await page.addInitScript(() => {
      document.addEventListener("securitypolicyviolation", (e) =>
        (window as unknown as { reportCspViolation(line: string): void }).reportCspViolation(
          `${e.violatedDirective} ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
        ),
      );
    });
    await page.goto("/queues");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Fqueues/);
    await page.getByLabel("Username").fill(role);
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/queues$/);
    await expect(page.getByTestId("signed-in-user")).toContainText(role);

    const nav = page.getByRole("navigation", { name: "Main" });
    const expected = role === "admin" ? NAV : NAV.filter((n) => !ADMIN_ONLY.includes(n) && (role === "reviewer" || !REVIEWER_UP.includes(n)));
    await expect(nav.getByRole("link")).toHaveText(expected);
    for (const label of expected) {
      await nav.getByRole("link", { name: label, exact: true }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(label);
      await expect(nav.getByRole("link", { name: label, exact: true })).toHaveAttribute("aria-current", "page");
    }

    await page.getByRole("button", { name: "Sign out" }).click();
    await expect(page).toHaveURL(/\/sign-in/);
    await page.goto("/reports");
    await expect(page).toHaveURL(/\/sign-in\?next=%2Freports/);
    expect(violations).toEqual([]);
  });
}

test("a wrong password is refused with a message", async ({ page }) => {
  await page.goto("/sign-in");
  await page.getByLabel("Username").fill("viewer");
  await page.getByLabel("Password").fill("not-the-password");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong username or password.");
  await expect(page).toHaveURL(/\/sign-in/);
});

test("the sign-in next parameter never leaves the origin", async ({ page, baseURL }) => {
  for (const next of ["https://evil.com", "//evil.com", "/\\evil.com"]) {
    // Off the console first: a console page whose cookies go would itself go to sign-in (a 401), racing the next goto.
    await page.goto("about:blank");
    await page.context().clearCookies();
    await page.goto(`/sign-in?next=${encodeURIComponent(next)}`);
    await page.getByLabel("Username").fill("viewer");
    await page.getByLabel("Password").fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page).toHaveURL(`${baseURL}/reports`);
  }
});

test.describe("the sign-in page is a plain HTML form", () => {
  test("it loads no script at all and passes an accessibility check", async ({ page }) => {
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto("/sign-in?next=%2Fhealth");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sign in to Rampart");
    await expect(page).toHaveTitle("Sign in · Rampart");
    expect(await page.locator("script").count()).toBe(0);
    expect(scripts).toEqual([]);
    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test.describe("with JavaScript turned off", () => {
    test.use({ javaScriptEnabled: false });

    test("a wrong password comes back with a message; the right one goes on to the page asked for", async ({ page }) => {
      await page.goto("/health");
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fhealth$/);
      await page.getByLabel("Username").fill("viewer");
      await page.getByLabel("Password").fill("not-the-password");
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/sign-in\?next=%2Fhealth&problem=credentials$/);
      await expect(page.locator("form").getByRole("alert")).toHaveText("Wrong username or password.");
      await page.getByLabel("Username").fill("viewer");
      await page.getByLabel("Password").fill(DEMO_PASSWORD);
      await page.getByRole("button", { name: "Sign in" }).click();
      await expect(page).toHaveURL(/\/health$/);
      await expect(page.getByTestId("signed-in-user")).toContainText("viewer");
    });

    test("the backoff says how long to wait", async ({ page }) => {
      const octet = () => 1 + Math.floor(Math.random() * 250);
      await page.setExtraHTTPHeaders({ "X-Forwarded-For": `10.8.${octet()}.${octet()}` });
      const user = `nobody-${Date.now()}`;
      const alert = page.locator("form").getByRole("alert");
      await page.goto("/sign-in");
      // Five failures are free; then each attempt waits 1 s, 2 s, 4 s… after the last, so on a slow
      // machine the sixth may still come through: try until the backoff answers (it must, soon).
      const messages: string[] = [];
      for (let attempt = 1; attempt <= 10 && !messages.at(-1)?.startsWith("Too many"); attempt++) {
        await page.getByLabel("Username").fill(user);
        await page.getByLabel("Password").fill("wrong-password");
        // Each answer is a new document (303 back to the form): wait for it to load before reading.
        await Promise.all([page.waitForEvent("load"), page.getByRole("button", { name: "Sign in" }).click()]);
        await expect(page).toHaveURL(/problem=/);
        messages.push((await alert.textContent()) ?? "");
      }
      expect(messages.slice(0, 5)).toEqual(Array(5).fill("Wrong username or password."));
      expect(messages.at(-1)).toMatch(/^Too many attempts\. Try again in \d+ seconds?\.$/);
    });
  });

  test("a signed-in user who opens it goes on to the next page", async ({ page, signInAs }) => {
    await signInAs("reviewer");
    await page.goto("/sign-in?next=%2Fqueues");
    await expect(page).toHaveURL(/\/queues$/);
    await page.goto("/sign-in");
    await expect(page).toHaveURL(/\/reports$/);
  });
});

// A viewer calling an admin route (403 FORBIDDEN, nothing sent upstream): lib/bff/route-matrix.test.ts, every route and role.
