import { expect, test } from "./fixtures/auth";

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

/** Waits until the threats sync has read every reported asset and the watchlist once (it starts with the console). */
async function synced(page: import("@playwright/test").Page) {
  await expect(async () => {
    const answer = await (await page.request.get("/api/assets/sync")).json();
    expect(answer.backfillDone && answer.lastWatchlistAt !== null).toBe(true);
  }).toPass({ timeout: 60_000 });
}

test("/assets lists what became of every reported asset, filters through its address, and fits a phone", async ({ page }) => {
  await synced(page);
  await page.goto("/assets");
  await expect(page.getByRole("heading", { name: "Assets", level: 1 })).toBeVisible();
  await expect(page.getByTestId("asset-sync-state")).toContainText("reported assets, last read");
  await expect(page.getByTestId("asset-row").first()).toBeVisible();

  await page.getByLabel("State").selectOption({ label: "Blocked" });
  await page.getByRole("button", { name: "Apply filters" }).click();
  await expect(page).toHaveURL(/state=blocked/);
  const states = page.getByTestId("asset-row").getByTestId("asset-state");
  await expect(states.first()).toHaveText("Blocked");
  expect(new Set(await states.allTextContents())).toEqual(new Set(["Blocked"]));
  // A completed takedown says so in words with its dates.
  await expect(page.getByTestId("asset-takedown").getByText("Completed", { exact: true }).first()).toBeVisible();

  await page.getByRole("button", { name: "Watchlist" }).click();
  await expect(page).toHaveURL(/tab=watchlist/);
  // Its first answer is the whole list (a thousand rows in the demo): slow to draw on a loaded machine.
  await expect(page.getByTestId("watchlist-row").first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId("watchlist-row").first()).not.toContainText(/NOT_ENOUGH_EVIDENCE|PARKING|ALIVE|DEAD/);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/assets");
  await expect(page.getByTestId("asset-row").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("each number of the funnel on /outcomes opens the list of exactly those assets", async ({ page }) => {
  await synced(page);
  await page.goto("/outcomes?window=90");
  const blocked = page.getByTestId("funnel-blocked").getByRole("link");
  await expect(blocked).toHaveText(/^\d[\d,]*$/, { timeout: 30_000 });
  const count = (await blocked.textContent())!.replaceAll(",", "");
  await blocked.click();
  await expect(page).toHaveURL(/\/assets\?.*reached=blocked/);
  await expect(page.getByTestId("asset-reached")).toBeVisible();
  await expect(page.getByTestId("asset-count")).toHaveText(new RegExp(`of ${Number(count).toLocaleString("en-US")} assets? shown`));
});
