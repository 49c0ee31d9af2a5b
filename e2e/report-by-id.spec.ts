import type { APIRequestContext } from "@playwright/test";
import { DEMO_PASSWORD, expect, test } from "./fixtures/auth";
import { type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

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
  // The panel can be drawn before the page is hydrated; a click in that moment was lost once in CI
  // (run F). The filter form says when the page is hydrated.
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
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

test("a value that cannot be an id is refused at once, with no lookup", async ({ page }) => {
  const asked: string[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname.startsWith("/api/organization/reports/")) asked.push(r.url());
  });
  // The service's ids are any integer or non-empty printable text (lib/contract/opaque-id-text.ts): spaces alone are none.
  await page.goto("/reports?report=%20%20");
  const lookup = page.getByTestId("report-lookup");
  await expect(lookup).toHaveAttribute("data-state", "refused");
  await expect(lookup).toContainText("Not a report id");
  await expect(lookup).toContainText("it is only spaces");
  expect(asked).toEqual([]);
});

// Issue 29: a console just started has an empty report index, filled at REPORT_INDEX_RATE calls a
// minute (the documented 30 here, not the suite's fast 1200). The oldest report of 5,000 is the
// last the walk reaches (about 250 calls, over 8 minutes); it opens within seconds by narrowing
// on dates. It starts its own console on fresh data.
test.describe("right after a cold start, at the documented rate", () => {
  test.describe.configure({ timeout: 150_000 });
  let server: Spawned | undefined;
  test.afterEach(async () => {
    await server?.kill();
    server = undefined;
  });

  test("the oldest report opens by id within seconds, not once the index walk reaches it", async ({ browser }) => {
    server = await startConsoleServer({
      DATA_DIR: tempDir("by-id-cold"),
      EMBEDDED_NOW: "2026-11-20T12:00:00.000Z",
      REPORT_INDEX_RATE: "30",
      HISTORY_RECORDER: "off",
      API_RATE_LIMIT_PER_MINUTE: "100000",
      LOG_LEVEL: "warn",
    });
    const context = await browser.newContext({ baseURL: server.url });
    const page = await context.newPage();
    const signIn = await page.request.post("/api/session", { data: { username: "admin", password: DEMO_PASSWORD }, headers: { Origin: server.url } });
    expect(signIn.status()).toBe(204);
    const started = Date.now();
    await page.goto("/reports?report=1");
    const panel = page.getByTestId("report-panel");
    await expect(panel.getByTestId("report-detail")).toContainText("#1", { timeout: 20_000 });
    expect(Date.now() - started).toBeLessThan(20_000);
    await context.close();
  });
});

// Issue 29: triage holds only the proposals of reports the service flags as waiting on this
// organization's review; "Review in triage" is offered only for those, and the others say where they wait.
test("'Review in triage' only for a report whose proposals triage holds; the others say where they wait", async ({ page }) => {
  test.setTimeout(120_000);
  type Listed = { id: number | string; proposals: { reviewStatus: string }[] };
  let inTriage: { id: string; count: number } | undefined;
  let elsewhere: { id: string; pending: number } | undefined;
  let cursor: string | null = null;
  for (let i = 0; i < 15 && !(inTriage && elsewhere); i++) {
    const response = await page.request.get(`/api/organization/reports?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
    const body = (await response.json()) as { reports: Listed[]; nextCursor: string | null };
    for (const report of body.reports) {
      const pending = report.proposals.filter((p) => p.reviewStatus === "PENDING").length;
      if (pending === 0 || (inTriage && elsewhere)) continue;
      const queue = (await (await page.request.get(`/api/triage/queue?limit=1&report=${encodeURIComponent(String(report.id))}`)).json()) as {
        filteredTotal: number;
      };
      if (queue.filteredTotal > 0) inTriage ??= { id: String(report.id), count: queue.filteredTotal };
      else elsewhere ??= { id: String(report.id), pending };
    }
    cursor = body.nextCursor;
    if (!cursor) break;
  }
  expect(inTriage, "a report whose proposals triage holds").toBeDefined();
  expect(elsewhere, "a report with pending proposals triage does not hold").toBeDefined();

  const panel = page.getByTestId("report-panel");
  await page.goto(`/reports?report=${elsewhere!.id}`);
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  await expect(panel.getByTestId("pending-elsewhere")).toHaveAttribute("data-state", "elsewhere");
  await expect(panel.getByTestId("pending-elsewhere")).toContainText("not in triage");
  await expect(panel.getByTestId("pending-elsewhere")).toContainText("another organization");
  await expect(panel.getByTestId("review-in-triage")).toHaveCount(0);

  await page.goto(`/reports?report=${inTriage!.id}`);
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  const link = panel.getByTestId("review-in-triage");
  await expect(link).toHaveText(`Review in triage (${inTriage!.count} pending)`);
  await link.click();
  await expect(page.getByTestId("queue-item").first()).toBeVisible({ timeout: 30_000 });
});
