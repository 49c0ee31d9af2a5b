import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

type ApiReport = { id: number | string; title: string; createdAt: string; duplicateOfId: number | string | null };

// Until the background backfill reaches a report the panel says "still indexing" and asks again every few
// seconds; a busy machine also makes the first answer slow.
const INDEXED = { timeout: 90_000 };

/** The first report (newest first) that is a duplicate, and its canonical's id. */
async function findDuplicate(request: APIRequestContext): Promise<ApiReport> {
  let cursor: string | undefined;
  for (let i = 0; i < 20; i++) {
    const response = await request.get(`/api/organization/reports?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    expect(response.status()).toBe(200);
    const page = (await response.json()) as { reports: ApiReport[]; nextCursor: string | null };
    const duplicate = page.reports.find((r) => r.duplicateOfId !== null);
    if (duplicate) return duplicate;
    if (!page.nextCursor) break;
    cursor = page.nextCursor;
  }
  throw new Error("no duplicate report among the first 400");
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("the oldest report opens by URL, with its next steps", async ({ page }) => {
  test.setTimeout(120_000);
  // lib/embedded-service/seed/reports.ts numbers each organization's reports oldest first: #1 is the key's organization's oldest.
  await page.goto("/reports?report=1");
  const panel = page.getByTestId("report-panel");
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  await expect(panel.getByTestId("report-detail")).toContainText("#1");

  // It is the oldest: the service lists nothing created before it.
  const byId = await page.request.get("/api/organization/reports/1");
  expect(byId.status()).toBe(200);
  const { report } = (await byId.json()) as { report: ApiReport };
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(report.title);
  const older = await page.request.get(`/api/organization/reports?limit=1&endDate=${encodeURIComponent(report.createdAt)}`);
  expect((await older.json()).totalCount).toBe(0);

  // Once indexed, a shared link arrives with its report: the server page fetched it beside the
  // first page, so the browser never asks for it (one round trip to the service, not two).
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/organization/reports/1") asked.push(r.url());
  });
  await page.goto("/reports?report=1");
  await expect(panel.getByTestId("report-detail")).toContainText("#1");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(report.title);
  expect(asked).toEqual([]);

  await expect(panel.getByTestId("copy-report-link")).toBeVisible();
  const unblock = panel.getByTestId("unblock-asset").first();
  const href = await unblock.getAttribute("href");
  const asset = new URL(href!, "http://x").searchParams.get("asset")!;
  await unblock.click();
  await expect(page).toHaveURL(/\/unblock\?asset=/);
  await expect(page.getByLabel("Asset content")).toHaveValue(asset);
});

test("a duplicate marker opens its canonical report", async ({ page }) => {
  test.setTimeout(120_000);
  const duplicate = await findDuplicate(page.request);
  const canonical = String(duplicate.duplicateOfId);
  await page.goto(`/reports?report=${duplicate.id}`);
  const panel = page.getByTestId("report-panel");
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  await panel.getByRole("link", { name: `#${canonical}` }).click();
  await expect(page).toHaveURL(new RegExp(`report=${canonical}(&|$)`));
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  await expect(panel.getByTestId("report-detail")).toContainText(`#${canonical}`);
  await expect(panel.getByTestId("report-detail")).not.toContainText(`#${duplicate.id}`);
});

test("an id no report has says no such report", async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto("/reports?report=999999999");
  const lookup = page.getByTestId("report-lookup");
  await expect(lookup).toHaveAttribute("data-state", /^(loading|indexing|missing)$/);
  await expect(lookup).toHaveAttribute("data-state", "missing", INDEXED);
  await expect(lookup).toContainText("No such report");
  const response = await page.request.get("/api/organization/reports/999999999");
  expect(response.status()).toBe(404);
  expect((await response.json()).error.code).toBe("REPORT_NOT_FOUND");
});
