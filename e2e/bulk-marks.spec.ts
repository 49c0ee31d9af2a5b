import { expect, test } from "./fixtures/auth";

// Issue 45: what only a browser shows of bulk marks: a selection of every report matching a filter,
// beyond the loaded page, tagged in one step, and the tag's own list giving the same count.
test("selects every report matching a filter across pages, tags them in one request, and the tag lists as many", async ({ page, signInAs }) => {
  await signInAs("reviewer");
  await page.goto("/reports?searchQuery=drainer");
  const totalText = (await page.getByTestId("report-total-count").textContent()) ?? "";
  const total = Number(totalText.replace(/\D/g, ""));
  // More than one page of 20: "all matching" is more than the loaded rows.
  expect(total).toBeGreaterThan(20);

  const rows = page.getByTestId("report-row");
  await rows.nth(0).getByTestId("row-pick").click();
  await rows
    .nth(2)
    .getByTestId("row-pick")
    .click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("selected-count")).toHaveText("3 selected");
  // x on a focused row toggles it.
  await rows.nth(3).getByRole("link").first().focus();
  await page.keyboard.press("x");
  await expect(page.getByTestId("selected-count")).toHaveText("4 selected");

  await page.getByRole("button", { name: `Select all ${totalText} matching this filter` }).click();
  await expect(page.getByTestId("selected-count")).toHaveText(`All ${totalText} reports matching this filter selected`);
  const tag = `e2e-${Date.now()}`;
  await page.getByLabel("Tag", { exact: true }).fill(tag);
  const answer = page.waitForResponse((r) => r.url().endsWith("/api/marks/bulk") && r.request().method() === "POST");
  await page.getByRole("button", { name: `Apply to ${totalText}` }).click();
  const bulk = await (await answer).json();
  expect(bulk.count).toBe(total);
  await expect(page.getByTestId("bulk-done")).toContainText(`Tagged ${totalText} reports ${tag}`);
  await expect(rows.nth(0).getByTestId("row-tag").filter({ hasText: tag })).toBeVisible();

  await page.goto(`/reports?tag=${tag}`);
  await expect(page.getByTestId("report-total-count")).toHaveText(totalText);
  await expect(rows.first().getByTestId("row-tag").filter({ hasText: tag })).toBeVisible();

  // The shared server's reports go back as they were: the bulk action undone as one step.
  expect((await page.request.delete(`/api/marks/bulk/${bulk.batchId}`, { headers: { Origin: new URL(page.url()).origin } })).status()).toBe(200);
});
