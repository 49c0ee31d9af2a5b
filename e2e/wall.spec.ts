import type { Browser, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";
import { advanceToNextRefresh, countSnapshotRequests, freezeClock, SNAPSHOT } from "./fixtures/wall-refresh";

function origin(baseURL: string) {
  return { Origin: new URL(baseURL).origin };
}

/** Pretends the tab was hidden or shown again (what a browser does on a tab switch). */
async function setHidden(page: Page, hidden: boolean) {
  await page.evaluate((h) => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => (h ? "hidden" : "visible") });
    Object.defineProperty(document, "hidden", { configurable: true, get: () => h });
    document.dispatchEvent(new Event("visibilitychange", { bubbles: true }));
  }, hidden);
}

async function createLink(page: Page, baseURL: string, name: string): Promise<{ id: number; token: string }> {
  const response = await page.request.post("/api/wall-links", { data: { name }, headers: origin(baseURL) });
  expect(response.status(), await response.text()).toBe(201);
  const body = await response.json();
  return { id: body.link.id, token: body.token };
}

async function openWithLink(browser: Browser, baseURL: string, token: string) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.clock.install();
  await page.goto(`/wall/link#${token}`);
  await expect(page).toHaveURL(/\/wall(\?|$)/);
  await expect(page.getByTestId("wall-figure-totalOpen")).toBeVisible();
  return { context, page };
}

test.describe("signed in as a user", () => {
  // Each test waits on the wall's own timers and several upstream rounds.
  test.slow();
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("viewer");
  });

  test("shows the snapshot's key figures, the charts, the health summary and a clock with its zone", async ({ page, baseURL }) => {
    await page.goto("/wall");
    await expect(page.getByTestId("wall-figure-totalOpen")).toBeVisible();
    await expect(async () => {
      const truth = await (await page.request.post(SNAPSHOT, { data: { all: false, windowHours: 168 }, headers: origin(baseURL!) })).json();
      await page.reload();
      await expect(page.getByTestId("wall-figure-totalPendingProposals")).toHaveAttribute("data-value", String(truth.reviewQueue.totalPendingProposals), {
        timeout: 15_000,
      });
      await expect(page.getByTestId("wall-figure-totalOpen")).toHaveAttribute("data-value", String(truth.takedownQueue.totalOpen));
      await expect(page.getByTestId("wall-review-sla-bar-breached")).toHaveAttribute("data-value", String(truth.reviewQueue.slaBuckets.breached));
      await expect(page.getByTestId("wall-takedown-status-bar-inProgress")).toHaveAttribute("data-value", String(truth.takedownQueue.statusCounts.inProgress));
    }).toPass({ timeout: 90_000 });
    const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByTestId("wall-clock")).toContainText(zone);
    await expect(page.getByTestId("wall-clock")).toContainText(/\d\d:\d\d:\d\d/);
    await expect(page.getByTestId("wall-health-ok")).toBeVisible();
    await expect(page.getByTestId("live-badge")).toBeVisible();
    // One screen, no navigation.
    await expect(page.getByRole("navigation")).toHaveCount(0);
  });

  test("refreshes on its own at the interval and pauses while the tab is hidden", async ({ page }) => {
    const { requests, settled } = countSnapshotRequests(page);
    await page.clock.install();
    await page.goto("/wall?refresh=15s");
    await expect(page.getByTestId("wall-figure-totalOpen")).toBeVisible();
    await freezeClock(page);
    await settled();
    const start = requests.length;
    await page.clock.runFor(15_000);
    await expect.poll(() => requests.length).toBe(start + 1);
    await settled();

    await setHidden(page, true);
    await page.clock.runFor(60_000);
    await page.waitForTimeout(500);
    expect(requests.length).toBe(start + 1);

    await setHidden(page, false);
    await expect.poll(() => requests.length).toBe(start + 2);
  });

  test("a failing upstream keeps the last data with a stale badge; it recovers by itself", async ({ page }) => {
    const snapshots = countSnapshotRequests(page);
    await page.clock.install();
    await page.goto("/wall?refresh=15s");
    const figure = page.getByTestId("wall-figure-totalOpen");
    await expect(figure).toBeVisible();
    await expect(page.getByTestId("live-badge")).toBeVisible();
    const value = await figure.getAttribute("data-value");
    await freezeClock(page);

    await page.route(`**${SNAPSHOT}`, (r) =>
      r.fulfill({
        status: 502,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "UPSTREAM_ERROR", message: "The service is unavailable", requestId: "req-e2e" } }),
      }),
    );
    await advanceToNextRefresh(page, snapshots);
    await expect(page.getByTestId("stale-badge")).toHaveText(/Stale since \d\d:\d\d/);
    await expect(page.getByTestId("connection-lost")).toBeVisible();
    await expect(figure).toHaveAttribute("data-value", value!);

    await page.unroute(`**${SNAPSHOT}`);
    await advanceToNextRefresh(page, snapshots);
    await expect(page.getByTestId("stale-badge")).toHaveCount(0);
    await expect(page.getByTestId("connection-lost")).toHaveCount(0);
    await expect(page.getByTestId("live-badge")).toBeVisible();
  });

  test("no serious accessibility violation on /wall", async ({ page }) => {
    await page.goto("/wall");
    await expect(page.getByTestId("wall-figure-totalOpen")).toBeVisible();
    await expect(page.getByTestId("wall-health-ok")).toBeVisible();
    const results = await axe(page).analyze();
    const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
    expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});

test.describe("wall links", () => {
  test.slow();
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("admin");
  });

  test("a link opens the wall without a password, reads only the wall, and stops once revoked", async ({ page, browser, baseURL }, testInfo) => {
    const { id, token } = await createLink(page, baseURL!, `Lobby ${testInfo.project.name} ${Date.now()}`);
    const wall = await openWithLink(browser, baseURL!, token);
    try {
      // The token never reached a URL the server saw, and left the address bar.
      expect(wall.page.url()).not.toContain(token);
      // Every other route answers 403, pages send the link back to the wall.
      const unblock = await wall.context.request.post("/api/asset/unblock", { data: { content: "x", reason: "y" }, headers: origin(baseURL!) });
      expect(unblock.status()).toBe(403);
      expect((await wall.context.request.get("/api/wall-links")).status()).toBe(403);
      expect((await wall.context.request.get("/api/organization/reports?limit=5")).status()).toBe(403);
      const reports = await wall.context.newPage();
      await reports.goto("/reports");
      await expect(reports).toHaveURL(/\/wall$/);
      await reports.close();

      // Last use is recorded.
      const listed = await (await page.request.get("/api/wall-links")).json();
      expect(listed.links.find((l: { id: number }) => l.id === id).lastUsedAt).not.toBeNull();

      await freezeClock(wall.page);
      const revoked = await page.request.delete(`/api/wall-links/${id}`, { headers: origin(baseURL!) });
      expect(revoked.status()).toBe(200);
      await wall.page.clock.runFor(60_000);
      await expect(wall.page.getByRole("heading", { name: "This wall link was revoked" })).toBeVisible();
      await expect(wall.page.getByTestId("wall-figure-totalOpen")).toHaveCount(0);
      // A revoked link says so where it is: a wall screen has no one to sign in (the console's pages go to sign-in instead).
      await expect(wall.page).toHaveURL(/\/wall$/);
      // And it stays stopped: no more requests, and a reload says the same.
      const after: string[] = [];
      wall.page.on("request", (r) => after.push(r.url()));
      await wall.page.clock.runFor(120_000);
      await wall.page.waitForTimeout(300);
      expect(after.filter((u) => u.includes("/api/"))).toEqual([]);
      await wall.page.reload();
      await expect(wall.page.getByRole("heading", { name: "This wall link was revoked" })).toBeVisible();
      // The token no longer opens anything.
      const again = await wall.context.request.post("/api/session/wall", { data: { token }, headers: origin(baseURL!) });
      expect(again.status()).toBe(401);
    } finally {
      await wall.context.close();
    }
  });

  test("an unknown token is refused with a clear message", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto(`/wall/link#${"A".repeat(43)}`);
    await expect(page.getByTestId("wall-link-error")).toContainText("not valid or was revoked");
    await context.close();
  });

  test("an admin creates a link in the UI, sees it once, and revokes it", async ({ page }, testInfo) => {
    const name = `Ops room ${testInfo.project.name} ${Date.now()}`;
    await page.goto("/settings/wall-links");
    // The list is loaded by the page's script: once it shows, the form is live too.
    await expect(page.getByTestId("wall-links").or(page.getByText("No wall links yet."))).toBeVisible();
    await page.getByLabel("Name").fill(name);
    await page.getByRole("button", { name: "Create link" }).click();
    const created = page.getByTestId("created-wall-link");
    await expect(created).toContainText("shown only once");
    const url = await created.getByLabel("Link").inputValue();
    expect(url).toMatch(/\/wall\/link#[A-Za-z0-9_-]{43}$/);
    await created.getByRole("button", { name: "I have copied it" }).click();
    await expect(page.getByTestId("created-wall-link")).toHaveCount(0);
    await expect(page.getByText(url.split("#")[1])).toHaveCount(0);

    const row = page.getByRole("row").filter({ hasText: name });
    await expect(row).toContainText("Never");
    await expect(row).toContainText("Active");
    await row.getByRole("button", { name: `Revoke ${name}` }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Revoke" }).click();
    await expect(row).toContainText("Revoked");
    await expect(row.getByRole("button")).toHaveCount(0);
  });

  test("a viewer cannot manage wall links", async ({ page, signInAs }) => {
    await page.context().clearCookies();
    await signInAs("viewer");
    await page.goto("/settings/wall-links");
    await expect(page.getByText("You need the admin role")).toBeVisible();
    // The API's 403 for every wall-link route: app/api/wall-links/wall-links-routes.test.ts.
  });
});

test.describe("its numbers, for a signed-in user", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("viewer");
  });

  test("a review number opens a triage list of exactly that many, or says how many are in triage", async ({ page }) => {
    test.slow();
    const leading = (text: string) => Number(/\d[\d,]*/.exec(text.includes(": ") ? text.slice(text.indexOf(": ") + 2) : text)![0].replace(/,/g, ""));
    await expect(async () => {
      await page.goto("/wall");
      await expect(page.locator('main a[href="/triage"]').first()).toBeVisible({ timeout: 30_000 });
      const links = await page.locator('a[href^="/triage"]').evaluateAll((as) => as.map((a) => ({ text: a.textContent ?? "", href: a.getAttribute("href")! })));
      expect(links.length).toBeGreaterThanOrEqual(2);
      for (const link of links) {
        const query = new URL(link.href, "http://x").searchParams;
        const answer = await (await page.request.get(`/api/triage/queue?limit=1${query.size ? `&${query}` : ""}`)).json();
        expect(answer.filteredTotal, `${link.text} → ${link.href}`).toBe(leading(link.text));
      }
    }).toPass({ timeout: 90_000 });
    const figure = Number(await page.getByTestId("wall-figure-totalPendingProposals").getAttribute("data-value"));
    const link = page.locator('main a[href="/triage"]').first();
    const count = leading((await link.textContent())!);
    if (count !== figure) await expect(link).toHaveText(/^[\d,]+ in triage$/);
    await link.click();
    await expect(page).toHaveURL(/\/triage$/);
    await expect(page.getByTestId("triage-scope-note")).toContainText("In triage: every pending proposal on the reports the service flags for your review");
    await expect(page.getByTestId("queue-counts")).toHaveAttribute("data-filtered", String(count));
  });
});

test.describe("its health list and trend words", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("viewer");
  });

  for (const size of [
    { width: 1920, height: 1080 },
    { width: 1280, height: 720 },
  ]) {
    test(`every check needing attention is shown whole or counted in '+N more' at ${size.width}x${size.height}`, async ({ page }) => {
      await page.setViewportSize(size);
      await page.goto("/wall");
      const list = page.getByTestId("wall-health-attention");
      await expect(list).toBeVisible({ timeout: 20_000 });
      await expect(async () => {
        // Read each round: the list settles once every check has answered.
        const total = Number(await list.getAttribute("data-total"));
        const { whole, clipped } = await list.evaluate((ul) => {
          const bottom = ul.getBoundingClientRect().bottom;
          const items = [...ul.querySelectorAll("li[data-attention]")];
          return {
            whole: items.filter((li) => li.getBoundingClientRect().bottom <= bottom + 1).length,
            clipped: items.filter((li) => li.getBoundingClientRect().bottom > bottom + 1).length,
          };
        });
        const more = page.getByTestId("wall-health-more");
        const hidden = (await more.count()) > 0 ? Number(await more.getAttribute("data-count")) : 0;
        expect(clipped).toBe(0);
        expect(whole + hidden).toBe(total);
        if (hidden > 0) await expect(more).toHaveText(new RegExp(`^\\+${hidden} more`));
        // As long as the list may take to appear: it settles when the last check answers.
      }).toPass({ timeout: 20_000 });
    });
  }

  test("a change is labelled by the span really recorded: '−10 in 1 h' after an hour, not 'in 24 h'", async ({ page }) => {
    await page.route("**/api/history/queues?*", async (route) => {
      const to = new Date();
      const point = (msAgo: number, n: number) => ({
        t: new Date(to.getTime() - msAgo).toISOString(),
        totalPending: n,
        slaBreached: n,
        openTakedowns: n,
        staleInProgress: n,
      });
      await route.fulfill({
        json: {
          scope: "org:acme",
          window: "24h",
          from: new Date(to.getTime() - 86_400_000).toISOString(),
          to: to.toISOString(),
          points: [point(3_600_000, 30), point(0, 20)],
          change: { totalPending: -10, slaBreached: -10, openTakedowns: -10, staleInProgress: -10 },
        },
      });
    });
    await page.goto("/wall");
    await expect(page.getByTestId("wall-trend-change-totalPending")).toHaveText("\u221210 in 1 h");
  });
});
