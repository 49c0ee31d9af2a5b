import { readFileSync } from "node:fs";
import type { Page, Request } from "@playwright/test";
import { snapshotCharts } from "../components/queues/snapshot-rows";
import type { QueueSnapshot } from "../lib/contract/snapshot";
import { expect, test } from "./fixtures/auth";
import { listedTakedownCount } from "./fixtures/takedowns";

const SNAPSHOT = "/api/operations/queues/snapshot";

/** The service's own answer, through the console route, with the body the page sends by default. */
async function truth(page: Page, baseURL: string): Promise<QueueSnapshot> {
  const response = await page.request.post(SNAPSHOT, { data: { all: false, windowHours: 168 }, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Every bar label and total on the page carries the number of `snapshot`. */
async function expectPageShows(page: Page, snapshot: QueueSnapshot) {
  for (const chart of snapshotCharts(snapshot)) {
    for (const row of chart.rows) {
      const label = page.getByTestId(`${chart.id}-bar-${row.key}`);
      await expect(label, `${chart.id} ${row.key}`).toHaveAttribute("data-value", String(row.value), { timeout: 2000 });
      await expect(label).toHaveText(row.value!.toLocaleString("en-US"));
    }
  }
  await expect(page.getByTestId("figure-totalPendingProposals")).toHaveAttribute("data-value", String(snapshot.reviewQueue.totalPendingProposals));
  await expect(page.getByTestId("figure-totalOpen")).toHaveAttribute("data-value", String(snapshot.takedownQueue.totalOpen));
  await expect(page.getByTestId("figure-staleInProgress")).toHaveAttribute("data-value", String(snapshot.takedownQueue.staleInProgress));
  await expect(page.getByTestId("figure-distinctReports")).toHaveAttribute("data-value", String(snapshot.reviewQueue.distinctReports));
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

test("every bar and table cell carries the number the service returned", async ({ page, baseURL }) => {
  await page.goto("/queues?refresh=off");
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
  // Other specs may review proposals meanwhile: compare with a fresh truth after a fresh page load.
  await expect(async () => {
    const expected = await truth(page, baseURL!);
    await page.getByRole("button", { name: "Refresh now" }).click();
    await expect(page.getByRole("button", { name: "Refresh now" })).toBeEnabled();
    await expectPageShows(page, expected);
  }).toPass({ timeout: 45_000 });

  // The table shows what the page itself was last answered.
  const answer = page.waitForResponse((r) => r.url().endsWith(SNAPSHOT) && r.request().method() === "POST");
  await page.getByRole("button", { name: "Refresh now" }).click();
  const expected = (await (await answer).json()) as QueueSnapshot;
  await expect(page.getByRole("button", { name: "Refresh now" })).toBeEnabled();
  await expectPageShows(page, expected);
  await page.getByRole("button", { name: "Show Review queue by SLA as a table" }).click();
  const sla = expected.reviewQueue.slaBuckets;
  for (const [key, value] of Object.entries(sla)) {
    await expect(page.getByTestId(`review-sla-cell-${key}`)).toHaveAttribute("data-value", String(value));
  }
  await expect(page.getByRole("table", { name: "Review queue by SLA" })).toBeVisible();
  await expect(page.getByTestId("snapshot-updated")).toHaveText(/^Updated \d\d:\d\d:\d\d \((\d+ seconds?|\d+ min) ago\)$/);
});

test("Download CSV saves the snapshot the page shows", async ({ page }) => {
  await page.goto("/queues?refresh=off");
  const answer = page.waitForResponse((r) => r.url().endsWith(SNAPSHOT) && r.request().method() === "POST");
  await page.getByRole("button", { name: "Refresh now" }).click();
  const shown = (await (await answer).json()) as QueueSnapshot;
  await expect(page.getByRole("button", { name: "Refresh now" })).toBeEnabled();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/\.csv$/);
  const text = readFileSync((await file.path())!, "utf8");
  expect(text.startsWith("\uFEFFsection,metric,value\r\n")).toBe(true);
  expect(text).toContain(`reviewQueue,totalPendingProposals,${shown.reviewQueue.totalPendingProposals}`);
  expect(text).toContain(`snapshot,generatedAt,${shown.generatedAt}`);
});

test("the refresh interval refetches, never faster than 15 s", async ({ page }) => {
  const requests: number[] = [];
  const responses: number[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(SNAPSHOT) && r.method() === "POST") requests.push(Date.now());
  });
  const done = (r: Request) => {
    if (r.url().endsWith(SNAPSHOT) && r.method() === "POST") responses.push(Date.now());
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  // A refetch is skipped while the previous one is still in flight: let each one finish first.
  const settled = () => expect.poll(() => responses.length).toBe(requests.length);
  await page.clock.install();
  await page.goto("/queues?refresh=5s");
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
  await expect(page.getByLabel("Auto-refresh")).toHaveValue("15s");
  const t = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(t + 2000);
  await settled();
  const start = requests.length;
  await page.clock.runFor(10_000);
  await page.waitForTimeout(300);
  expect(requests.length).toBe(start);
  await page.clock.runFor(5_000);
  await expect.poll(() => requests.length).toBe(start + 1);
  await settled();
  await page.clock.runFor(15_000);
  await expect.poll(() => requests.length).toBe(start + 2);
  await settled();

  // Off stops it.
  await page.getByLabel("Auto-refresh").selectOption("off");
  await page.clock.runFor(500); // the URL update is throttled by a timer
  await expect(page).toHaveURL(/refresh=off/);
  await settled();
  const stopped = requests.length;
  await page.clock.runFor(60_000);
  await page.waitForTimeout(300);
  expect(requests.length).toBe(stopped);
});

test("a failed refresh keeps the data with a stale notice; the next good answer clears it", async ({ page }) => {
  await page.goto("/queues?refresh=off");
  const figure = page.getByTestId("figure-totalOpen");
  await expect(figure).toBeVisible();
  const value = await figure.getAttribute("data-value");
  await page.route(`**${SNAPSHOT}`, (r) =>
    r.fulfill({
      status: 502,
      contentType: "application/json",
      body: JSON.stringify({ error: { code: "UPSTREAM_ERROR", message: "The service is unavailable", requestId: "req-test" } }),
    }),
  );
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByTestId("stale-badge")).toContainText("Stale since");
  await expect(page.getByTestId("stale-badge")).toContainText("The service is unavailable");
  await expect(figure).toHaveAttribute("data-value", value!);
  await page.unroute(`**${SNAPSHOT}`);
  await page.getByRole("button", { name: "Refresh now" }).click();
  await expect(page.getByTestId("stale-badge")).toHaveCount(0);
});

test("controls live in the URL; all organizations needs staff credentials", async ({ page }) => {
  await page.goto("/queues?refresh=off");
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
  // A negative window refused before sending: components/queues/queue-controls.test.tsx.

  const sent = page.waitForRequest((r) => r.url().endsWith(SNAPSHOT) && r.postDataJSON()?.windowHours === 24);
  await page.getByLabel("Stale after (hours)").fill("24");
  await page.getByRole("button", { name: "Apply" }).click();
  await sent;
  await expect(page).toHaveURL(/windowHours=24/);

  // The console's key reaches one organization: "All organizations" is not offered; asked for by
  // address, the page says why it cannot and offers the way back.
  await expect(page.getByLabel("All organizations (staff)")).toHaveCount(0);
  await page.goto("/queues?refresh=off&all=true");
  await expect(page.locator("main [role=alert]")).toContainText("All organizations needs staff credentials");
  await page.getByRole("button", { name: "Show your own organization" }).click();
  await expect(page).not.toHaveURL(/all=true/);
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
});

test("the organization is read in lower case: 'ACME' is the key's own", async ({ page }) => {
  const sent: unknown[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(SNAPSHOT) && r.method() === "POST") sent.push(r.postDataJSON()?.slug);
  });
  await page.goto("/queues?refresh=off");
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
  // 'bad slug!' refused in words before sending: components/queues/queue-controls.test.tsx; by the
  // route with a 400: app/api/operations/queues/snapshot/route.test.ts.

  await page.getByLabel("Organization", { exact: true }).fill("ACME");
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/slug=acme\b/);
  await expect(page.getByTestId("snapshot-scope")).toContainText("Organization acme");
  await expect(page.locator("main [role=alert]")).toHaveCount(0);
  expect(sent).not.toContain("ACME");
  // The address too, and the route refuses a malformed slug with a 400 that says why (never sent upstream).
  await page.goto("/queues?refresh=off&slug=ACME");
  await expect(page.getByTestId("snapshot-scope")).toContainText("Organization acme");
});

test("the stale threshold chosen is in the exports and beside the stale trend", async ({ page }) => {
  await page.goto("/queues?refresh=off&windowHours=24");
  await expect(page.getByTestId("review-age-bar-lt24h")).toBeVisible();
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const text = readFileSync((await (await download).path())!, "utf8");
  expect(text).toContain("snapshot,staleThresholdHours,24\r\n");
  await expect(page.getByTestId("trend-note-staleInProgress")).toContainText("the figures above count 24 h or more");
});

// axe on this page (with what it opens first): plain-words.spec.ts, once per size and theme.

test('every number opens its list: "In progress" under takedowns lists exactly those, an age bar its window', async ({ page, baseURL }) => {
  const snapshot = await truth(page, baseURL!);
  await page.goto("/queues?refresh=off");
  const inProgress = page.getByTestId("takedown-status-link-inProgress");
  await expect(inProgress).toHaveText(`In progress: ${snapshot.takedownQueue.statusCounts.inProgress!.toLocaleString("en-US")}`);
  await inProgress.click();
  await expect(page).toHaveURL(/\/takedowns\?status=IN_PROGRESS$/);
  expect(await listedTakedownCount(page)).toBe(snapshot.takedownQueue.statusCounts.inProgress);
  await expect(page.getByTestId("takedown-row").first()).toHaveAttribute("data-status", "IN_PROGRESS");

  await page.goto("/queues?refresh=off");
  await page.getByTestId("takedown-age-link-h24to72").click();
  await expect(page).toHaveURL(/\/takedowns\?status=TODO%2CIN_PROGRESS%2CPENDING_INPUT&age=h24to72&asOf=/);
  expect(await listedTakedownCount(page)).toBe(snapshot.takedownQueue.ageBuckets.h24to72);

  // The figure's link (followed by address: the trend charts above may still be moving the layout on a slow machine).
  await page.goto("/queues?refresh=off");
  const stale = await page.getByRole("link", { name: /^Stale takedowns in progress: .*open the list$/ }).getAttribute("href");
  await page.goto(stale!);
  expect(await listedTakedownCount(page)).toBe(snapshot.takedownQueue.staleInProgress);
});

test("review buckets open triage filtered to the bucket, with the snapshot's bucket keys", async ({ page }) => {
  await page.goto("/queues?refresh=off");
  await expect(page.getByTestId("review-sla-link-breached")).toHaveAttribute("href", "/triage?sla=breached");
  await expect(page.getByTestId("review-age-link-gte168h")).toHaveAttribute("href", "/triage?age=gte168h");
  await expect(page.getByTestId("review-by-org-link-acme")).toHaveAttribute("href", "/queues?slug=acme");
  await expect(page.getByRole("link", { name: /^SLA breached: .*open the list$/ })).toHaveAttribute("href", "/triage?sla=breached");
});

/** The number a link leads with: after its label when it has one ("Breached: 161 of 254 in triage" → 161, "645 in triage" → 645). */
function leadingNumber(text: string): number {
  const rest = text.includes(": ") ? text.slice(text.indexOf(": ") + 2) : text;
  return Number(/\d[\d,]*/.exec(rest)![0].replace(/,/g, ""));
}

/** Every link of the page into triage, with the number it shows. */
async function triageLinks(page: Page) {
  const links = await page
    .locator('main a[href^="/triage"]')
    .evaluateAll((as) => as.map((a) => ({ text: a.textContent ?? "", href: a.getAttribute("href")! })));
  return links.map((l) => ({ ...l, count: leadingNumber(l.text) }));
}

/** How many proposals the triage list at `href` holds, as the page itself says. */
async function listedProposals(page: Page, href: string): Promise<number> {
  await page.goto(href);
  const counts = page.getByTestId("queue-counts");
  await expect(counts).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("triage-scope-note")).toContainText("In triage: every pending proposal on the reports the service flags for your review");
  return Number(await counts.getAttribute("data-filtered"));
}

test("a review number opens a triage list of exactly that many, or says on the card how many are in triage and how many wait on you", async ({
  page,
  baseURL,
}) => {
  test.slow();
  const snapshot = await truth(page, baseURL!);
  await page.goto("/queues?refresh=off");
  await expect(page.getByTestId("review-sla-link-breached")).toBeVisible({ timeout: 30_000 });
  const links = await triageLinks(page);
  // The total, SLA breached, and every SLA and age bucket.
  expect(links.map((l) => l.href)).toEqual(
    expect.arrayContaining(["/triage", "/triage?sla=breached", "/triage?age=gte168h", "/triage?sla=missingSla", "/triage?age=lt24h"]),
  );
  // Each list through the route the page reads (other specs may review meanwhile: the numbers are read again then).
  await expect(async () => {
    await page.goto("/queues?refresh=off");
    await expect(page.getByTestId("review-sla-link-breached")).toBeVisible({ timeout: 30_000 });
    for (const link of await triageLinks(page)) {
      const query = new URL(link.href, "http://x").searchParams;
      const response = await page.request.get(`/api/triage/queue?limit=1${query.size ? `&${query}` : ""}`);
      expect((await response.json()).filteredTotal, `${link.text} → ${link.href}`).toBe(link.count);
    }
  }).toPass({ timeout: 90_000 });

  // The card says the difference where the list holds fewer than the snapshot counts (the demo data always does).
  const total = page.getByTestId("figure-link-totalPendingProposals");
  await expect(total).toHaveText(/^[\d,]+ in triage$/);
  // Beside it, the one "waiting on you" figure: the service's own backlog count, as /health and /triage show it.
  await expect(page.getByTestId("waiting-on-you")).toHaveText(/^[\d,]+ waiting on you$/);
  const shown = leadingNumber((await total.textContent())!);
  expect(shown).toBeLessThan(snapshot.reviewQueue.totalPendingProposals!);
  await expect(page.getByTestId("review-age-link-gte168h")).toHaveText(/^7 days or more: [\d,]+ of [\d,]+ in triage$/);

  // And the lists themselves, in the page: the figure's list and two buckets' lists.
  for (const testId of ["figure-link-totalPendingProposals", "review-sla-link-breached", "review-age-link-gte168h"]) {
    await expect(async () => {
      await page.goto("/queues?refresh=off");
      const link = page.getByTestId(testId);
      await expect(link).toBeVisible({ timeout: 30_000 });
      const count = leadingNumber((await link.textContent())!);
      expect(await listedProposals(page, (await link.getAttribute("href"))!), testId).toBe(count);
    }).toPass({ timeout: 60_000 });
  }
});
