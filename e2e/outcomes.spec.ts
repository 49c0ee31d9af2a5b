import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

const CARDS = ["summary", "takedownTrend", "takedownByProvider", "successRate", "falsePositives", "foundBySource", "timeToDetection", "console"];

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

/** Opens the page and waits for its cards: one answer carries a dozen calls to the service. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.getByTestId("outcome-card-summary")).toBeVisible({ timeout: 30_000 });
}

test("every card shows its figures beside the previous period, with the service's charts", async ({ page }) => {
  await open(page, "/outcomes");
  await expect(page.getByRole("heading", { name: "Outcomes", level: 1 })).toBeVisible();
  for (const id of CARDS) {
    const card = page.getByTestId(`outcome-card-${id}`);
    await expect(card, id).toBeVisible();
    // The demo switches time to detection off (EMBEDDED_METRICS_OFF's default).
    await expect(card, id).toHaveAttribute("data-state", id === "console" ? "console" : id === "timeToDetection" ? "not-enabled" : "ok");
  }
  await expect(page.getByTestId("outcomes-blocked-per-day-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("outcomes-takedown-trend-chart").locator("svg").first()).toBeVisible();
  await expect(page.getByTestId("outcome-figure-newThreats")).toBeVisible();
  await expect(
    page
      .getByTestId("outcome-card-takedownTrend")
      .getByText(/improved|worsened/)
      .first(),
  ).toBeVisible();
  // Asset types in words, a type outside the enum too (the demo's DOMAIN): never the code.
  await expect(
    page
      .getByTestId("outcome-card-falsePositives")
      .getByText(/^Domain: /)
      .first(),
  ).toBeVisible();
  await expect(page.getByTestId("outcome-card-falsePositives")).not.toContainText("DOMAIN");
  const own = page.getByTestId("outcome-card-console");
  // Claim collisions are a count from the audit trail now, not "not recorded".
  const collisions = own.getByTestId("outcome-figure-claims:take-overs");
  await expect(collisions.getByRole("rowheader")).toHaveText("Claim collisions (a proposal taken over from another reviewer)");
  await expect(collisions.locator("td").first()).toHaveAttribute("data-value", /^\d+$/);
  await expect(own).not.toContainText("Not recorded");
  // How long proposals waited until reviewed: a fresh demo has sent no review, and says so in words
  // (another spec on the same server may have sent one: then it is a length of time).
  const measured = own.getByTestId("outcome-figure-review-wait:measured").locator("td").first();
  await expect(measured).toHaveAttribute("data-value", /^\d+$/);
  const median = own.getByTestId("outcome-figure-review-wait:median");
  const p90 = own.getByTestId("outcome-figure-review-wait:p90");
  await expect(median.getByRole("rowheader")).toHaveText("Median wait from arrival until reviewed");
  await expect(p90.getByRole("rowheader")).toHaveText("9 in 10 proposals reviewed within");
  if ((await measured.getAttribute("data-value")) === "0") {
    await expect(median.locator("td").first()).toHaveText("none");
    await expect(p90.locator("td").first()).toHaveText("none");
    await expect(own).toContainText("Wait until reviewed: no review was sent through this console in this period.");
  } else {
    await expect(median.locator("td").first()).toHaveText(/^\d[\d,]* (seconds?|min|h|days?)\b/);
    await expect(p90.locator("td").first()).toHaveText(/^\d[\d,]* (seconds?|min|h|days?)\b/);
  }

  await page.getByRole("button", { name: "7 days" }).click();
  await expect(page).toHaveURL(/window=7/);
  await expect(page.getByTestId("outcomes-window")).toContainText("(7 days, UTC)");
});

test("a metric switched off for the organization says so, and what it would show; the other cards stand", async ({ page }) => {
  await open(page, "/outcomes?window=7");
  const gated = page.getByTestId("outcome-card-timeToDetection");
  await expect(gated).toHaveAttribute("data-state", "not-enabled");
  await expect(gated).toContainText("Not enabled for your organization. This card would show the median time from a threat going live to its detection");
  await expect(gated.getByRole("table")).toHaveCount(0);
  await expect(page.getByTestId("outcome-card-summary")).toHaveAttribute("data-state", "ok");
  await expect(page.getByTestId("outcome-card-falsePositives")).toHaveAttribute("data-state", "ok");
});

test("a number opens its list: blocked web addresses on /reports, takedowns filed in the period on /takedowns", async ({ page }) => {
  await open(page, "/outcomes?window=90");
  const url = page.getByTestId("outcome-figure-blockedByType:URL").getByRole("link");
  await expect(url).toBeVisible();
  await url.click();
  await expect(page).toHaveURL(/\/reports\?.*assetTypes=URL/, { timeout: 30_000 });
  await expect(page).toHaveURL(/reviewStatuses=APPROVE/);
  await expect(page.getByRole("heading", { name: "Reports", level: 1 })).toBeVisible();

  await open(page, "/outcomes?window=90");
  await page.getByTestId("outcome-figure-takedownsFiled").getByRole("link").click();
  await expect(page).toHaveURL(/\/takedowns\?createdFrom=/, { timeout: 30_000 });
  await expect(page.getByTestId("takedown-created-note")).toContainText("Filed from");
});

test("the CSV export carries the figures on screen", async ({ page }) => {
  await open(page, "/outcomes?window=30");
  const shown = await page.getByTestId("outcome-figure-newThreats").locator("td").first().getAttribute("data-value");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download CSV" }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString("utf8"));
  expect(text).toContain(`Threats blocked,${shown},`);
});

test("the Outcomes page has no serious accessibility violations", async ({ page }) => {
  await open(page, "/outcomes");
  const results = await axe(page).analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});
