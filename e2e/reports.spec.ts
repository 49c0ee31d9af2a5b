import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";
import { getOnceMore } from "./fixtures/get-once-more";
import { holdScripts } from "./fixtures/hold-scripts";

type ApiReport = {
  id: number | string;
  title: string;
  imageDisplay: string;
  attachments: { id: number | string; url: string }[];
  externalSubmissionLink: string | null;
  createdAt: string;
};
type ApiPage = { reports: ApiReport[]; nextCursor: string | null; totalCount: number };

/** The service's own answer (through the console's /api), for the same query the page sends. */
async function apiPage(request: APIRequestContext, query: string, cursor?: string): Promise<ApiPage> {
  const params = new URLSearchParams(query);
  params.set("limit", params.get("limit") ?? "20");
  if (cursor) params.set("cursor", cursor);
  const response = await getOnceMore(request, `/api/organization/reports?${params.toString()}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function truthCount(request: APIRequestContext, query: string): Promise<number> {
  return (await apiPage(request, `${query}&limit=1`)).totalCount;
}

const count = (n: number) => n.toLocaleString("en");
const scroller = (page: Page) => page.getByTestId("report-list-scroller");

/** Scrolls the list to an offset, waiting for pages to load until the list is long enough to get there. */
async function scrollListTo(page: Page, offset: number) {
  await expect
    .poll(
      async () =>
        scroller(page).evaluate((el, top) => {
          el.scrollTop = top;
          return Math.round(el.scrollTop);
        }, offset),
      { timeout: 30_000 },
    )
    .toBe(offset);
  await page.waitForTimeout(200);
}

/** The first row entirely inside the list's viewport. */
/** The first row wholly in view below the table's sticky header (a row under the header cannot be clicked without scrolling). */
async function firstVisibleRowId(page: Page): Promise<string | undefined> {
  // Rows are drawn once their code has loaded (after hydration): wait for one in view.
  let id: string | undefined;
  await expect.poll(async () => (id = await visibleRowId(page)), { timeout: 30_000 }).toBeDefined();
  return id;
}

async function visibleRowId(page: Page) {
  return scroller(page).evaluate((el) => {
    const box = el.getBoundingClientRect();
    const header = el.querySelector('[role="rowgroup"], thead, [data-testid="report-table-header"]');
    const top = header ? Math.max(box.top, header.getBoundingClientRect().bottom) : box.top;
    const rows = [...el.querySelectorAll("[data-report-id]")] as HTMLElement[];
    return rows.find((r) => r.getBoundingClientRect().top >= top - 1 && r.getBoundingClientRect().bottom <= box.bottom + 1)?.dataset.reportId;
  });
}

async function openMoreFilters(page: Page) {
  await page.getByRole("button", { name: "More filters" }).click();
}

type FilterCase = { name: string; query: string | ((page: Page) => Promise<string>); apply: (page: Page) => Promise<void> };

// One filter end to end (control, address, the service's count on the page); every other filter's
// control is components/reports/filter-bar.test.tsx, its count app/api/organization/reports/filters-route.test.ts.
const FILTER_CASES: FilterCase[] = [
  {
    name: "status",
    query: "status=CLOSED",
    apply: (p) =>
      p
        .getByLabel("Status", { exact: true })
        .selectOption("CLOSED")
        .then(() => {}),
  },
];

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

for (const filter of FILTER_CASES) {
  test(`filter ${filter.name}, set through the page, gives the service's own totalCount`, async ({ page }) => {
    const all = await truthCount(page.request, "");
    await page.goto("/reports");
    await expect(page.getByTestId("report-total-count")).toHaveText(count(all));
    await openMoreFilters(page);
    await filter.apply(page);
    const query = typeof filter.query === "string" ? filter.query : await filter.query(page);
    const key = query.split("=")[0]!;
    await expect(page).toHaveURL(new RegExp(`[?&]${key}=`));
    const expected = await truthCount(page.request, query);
    expect(expected, "the filter should narrow the list").toBeLessThan(all);
    await expect(page.getByTestId("report-total-count")).toHaveText(count(expected));
    // The URL carries the filter as the service reads it.
    const url = new URL(page.url());
    expect(url.searchParams.get(key)?.split(",").sort()).toEqual(new URLSearchParams(query).get(key)!.split(",").sort());
  });
}

test("scrolling a filtered list to its end loads exactly totalCount rows, no duplicate, no gap", async ({ page }) => {
  test.setTimeout(120_000);
  const query = "sources=CANARY_TOKEN";
  const truthIds: string[] = [];
  let cursor: string | undefined;
  let total = 0;
  do {
    const p = await apiPage(page.request, query, cursor);
    total = p.totalCount;
    truthIds.push(...p.reports.map((r) => String(r.id)));
    cursor = p.nextCursor ?? undefined;
  } while (cursor);
  expect(total).toBeGreaterThan(100);

  await page.goto(`/reports?${query}`);
  await expect(page.getByTestId("report-total-count")).toHaveText(count(total));
  // Rows are drawn once the page is hydrated and their code has loaded: scrolling before would skip the first ones.
  await expect(page.locator("li[data-index]:has([data-testid=report-row])").first()).toBeVisible();
  const byIndex = new Map<number, string>();
  for (let step = 0; step < 2000; step++) {
    const rows = await page
      .locator("li[data-index]:has([data-testid=report-row])")
      .evaluateAll((items) =>
        items.map((li) => [Number(li.getAttribute("data-index")), li.querySelector("[data-report-id]")!.getAttribute("data-report-id")!] as const),
      );
    expect(rows.length).toBeLessThanOrEqual(100);
    for (const [index, id] of rows) {
      const before = byIndex.get(index);
      if (before !== undefined) expect(before, `row ${index} kept its report`).toBe(id);
      byIndex.set(index, id);
    }
    if (await page.getByTestId("list-end").isVisible()) break;
    await scroller(page).evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await page.waitForTimeout(50);
  }
  await expect(page.getByTestId("list-end")).toContainText(`all ${count(total)} reports`);
  expect(byIndex.size).toBe(total);
  const ids = [...Array(total).keys()].map((i) => byIndex.get(i));
  expect(
    ids.every((id) => id !== undefined),
    "no gap",
  ).toBe(true);
  expect(new Set(ids).size, "no duplicate").toBe(total);
  expect(ids).toEqual(truthIds);
});

test("the side panel opens from a row, lives in the URL and closes with Back; the scroll position survives", async ({ page }) => {
  await page.goto("/reports");
  await scrollListTo(page, 2000);
  const id = await firstVisibleRowId(page);
  const row = page.locator(`[data-testid=report-row][data-report-id="${id}"]`);
  const title = await row.locator("a").first().textContent();
  await row.locator('[data-column="created"]').click();
  await expect(page).toHaveURL(new RegExp(`[?&]report=${id}(&|$)`));
  const panel = page.getByTestId("report-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toHaveText(title!);
  await expect(panel.getByTestId("report-detail")).toContainText(`#${id}`);
  await expect(row).toHaveAttribute("data-report-id", id!);
  await page.goBack();
  await expect(panel).toHaveCount(0);
  await expect(page).not.toHaveURL(/report=/);
  expect(await scroller(page).evaluate((el) => el.scrollTop)).toBe(2000);
});

test("Back restores the filters and the scroll position", async ({ page }) => {
  await page.goto("/reports");
  await scrollListTo(page, 3000);
  const before = await firstVisibleRowId(page);

  await openMoreFilters(page);
  await page.getByLabel("Only rejected").check();
  await expect(page).toHaveURL(/onlyRejected=true/);
  await expect(page.getByTestId("report-total-count")).toHaveText(count(await truthCount(page.request, "onlyRejected=true")));
  expect(await scroller(page).evaluate((el) => el.scrollTop)).toBe(0);

  await page.goBack();
  await expect(page).not.toHaveURL(/onlyRejected/);
  await expect(page.getByRole("checkbox", { name: "Only rejected" })).not.toBeChecked();
  await expect.poll(() => scroller(page).evaluate((el) => el.scrollTop)).toBe(3000);
  expect(await firstVisibleRowId(page)).toBe(before);

  await page.goForward();
  await expect(page.getByRole("checkbox", { name: "Only rejected" })).toBeChecked();
  await page.goBack();
  await expect.poll(() => scroller(page).evaluate((el) => el.scrollTop)).toBe(3000);

  // To another page and back: the loaded rows and the position are still there.
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Queues", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Queues");
  await page.goBack();
  await expect.poll(() => scroller(page).evaluate((el) => el.scrollTop)).toBe(3000);
  expect(await firstVisibleRowId(page)).toBe(before);
});

test("a search typed while the page loads is kept, and one sent before hydration is applied", async ({ page }) => {
  let scripts = await holdScripts(page);
  await page.goto("/reports", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("wallet");
  await scripts.release();
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
  await expect(search).toHaveValue("wallet");
  await search.press("Enter");
  await expect(page).toHaveURL(/searchQuery=wallet/);
  await expect(page.getByTestId("report-total-count")).toHaveText(count(await truthCount(page.request, "searchQuery=wallet")));

  // Sent with Enter before the page's code has loaded: the browser sends the address with it.
  scripts = await holdScripts(page);
  await page.goto("/reports?onlyRejected=true", { waitUntil: "commit" });
  await page.getByRole("searchbox", { name: "Search" }).fill("drainer");
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page).toHaveURL(/searchQuery=drainer/);
  expect(new URL(page.url()).searchParams.get("onlyRejected")).toBe("true");
  await scripts.release();
  await expect(page.getByTestId("report-total-count")).toHaveText(count(await truthCount(page.request, "onlyRejected=true&searchQuery=drainer")));
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue("drainer");
});

test("a pasted invalid value shows a notice and is never sent", async ({ page }) => {
  const sent: URL[] = [];
  page.on("request", (r) => {
    if (r.url().includes("/api/organization/reports")) sent.push(new URL(r.url()));
  });
  await page.goto("/reports?status=DONE&countryCodes=USA,nl&startDate=2026-02-30");
  const notice = page.getByTestId("invalid-filter-notice");
  await expect(notice).toContainText('"DONE"');
  await expect(notice).toContainText('"USA"');
  await expect(notice).toContainText('"2026-02-30"');
  await expect(page.getByTestId("report-total-count")).toHaveText(count(await truthCount(page.request, "countryCodes=NL")));
  for (const url of sent) {
    expect(url.searchParams.has("status")).toBe(false);
    expect(url.searchParams.has("startDate")).toBe(false);
    expect(url.searchParams.get("countryCodes")).toBe("NL");
  }
  await notice.getByRole("button", { name: "Remove them from the address" }).click();
  await expect(notice).toHaveCount(0);
  expect(new URL(page.url()).searchParams.get("countryCodes")).toBe("NL");
  expect(new URL(page.url()).searchParams.has("status")).toBe(false);
});

/** The image came from the console's own proxy and the browser decoded it. */
async function expectLoadedThroughProxy(image: Locator) {
  await expect(image).toHaveAttribute("src", /^\/api\/attachments\/image\?url=/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

/** The first reports (walking pages) with attachments for each display mode, and one with an external link. */
async function findSamples(request: APIRequestContext) {
  const wanted = new Map<string, ApiReport>();
  let link: ApiReport | undefined;
  let cursor: string | undefined;
  for (let i = 0; i < 60 && (wanted.size < 3 || !link); i++) {
    const p = await apiPage(request, "", cursor);
    for (const r of p.reports) {
      // Screenshots the service drew, not evidence another spec filed (report-a-threat.spec.ts uploads an
      // .eml, which no image can show, and the embedded service does not serve uploads back).
      const drawn = r.attachments.length > 0 && r.attachments.every((a) => !String(a.url).includes("/api/files/"));
      if (drawn && !wanted.has(r.imageDisplay)) wanted.set(r.imageDisplay, r);
      if (r.externalSubmissionLink && !link) link = r;
    }
    cursor = p.nextCursor ?? undefined;
    if (!cursor) break;
  }
  return { wanted, link };
}

test("attachments follow imageDisplay; a shared link opens a report the list has not loaded", async ({ page }) => {
  test.setTimeout(90_000);
  const { wanted, link } = await findSamples(page.request);
  const images: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "image") images.push(r.url());
  });
  const open = async (id: string) => {
    await page.goto(`/reports?report=${id}`);
    const panel = page.getByTestId("report-panel");
    // Walking the list above taught the console's report index where each sample is.
    await expect(panel.getByTestId("report-detail")).toBeVisible();
    return panel;
  };

  const hidden = wanted.get("HIDDEN");
  if (hidden) {
    const panel = await open(String(hidden.id));
    await expect(panel.getByTestId("attachments-hidden")).toBeVisible();
    await expect(panel.locator("img")).toHaveCount(0);
    for (const a of hidden.attachments) expect(images).not.toContain(a.url);
  }
  const blurred = wanted.get("BLUR");
  if (blurred) {
    const panel = await open(String(blurred.id));
    // Nothing is loaded from a blurred attachment's host until the reader asks.
    await expect(panel.getByTestId("attachment-placeholder").first()).toBeVisible();
    await expect(panel.locator("img")).toHaveCount(0);
    for (const a of blurred.attachments) expect(images).not.toContain(a.url);
    await panel
      .getByRole("button", { name: /blurred, show it/ })
      .first()
      .click();
    await expect(panel.getByTestId("attachment-image").first()).toHaveAttribute("data-blurred", "false");
    await expectLoadedThroughProxy(panel.getByTestId("attachment-image").first());
  }
  const visible = wanted.get("VISIBLE");
  expect(visible).toBeTruthy();
  const panel = await open(String(visible!.id));
  await expect(panel.getByTestId("attachment-image")).toHaveCount(visible!.attachments.length);
  await expect(panel.getByTestId("attachment-image").first()).toHaveAttribute("data-blurred", "false");
  for (const image of await panel.getByTestId("attachment-image").all()) await expectLoadedThroughProxy(image);
  // No image of any report was asked of another host.
  for (const url of images) expect(new URL(url).origin, url).toBe(new URL(page.url()).origin);

  if (link) {
    const withLink = await open(String(link.id));
    const anchor = withLink.getByTestId("external-link");
    await expect(anchor).toHaveAttribute("target", "_blank");
    await expect(anchor).toHaveAttribute("rel", "noopener noreferrer");
  }

  // An id no report has: "no such report", or "still indexing" while the background backfill runs (e2e/report-by-id.spec.ts).
  await page.goto("/reports?report=999999999&sources=APP");
  await expect(page.getByTestId("report-lookup")).toHaveAttribute("data-state", /^(missing|indexing)$/);
});

test("duplicates fold under their canonical report and unique reports are counted", async ({ page }) => {
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toBeVisible();
  await page.getByLabel("Fold duplicates under their canonical report").check();
  await expect(page).toHaveURL(/fold=true/);
  await expect(page.getByTestId("report-total")).toContainText("unique among the loaded");
});

test("new reports found by the 5-minute poll are offered, not inserted", async ({ page }) => {
  await page.clock.install();
  let inject = false;
  let polled = false;
  await page.route("**/api/organization/reports?*", async (route) => {
    const url = new URL(route.request().url());
    // Decided when the request starts: a first page asked for before the poll (the list's own)
    // is never rewritten, however late its answer comes back.
    const rewrite = inject && !url.searchParams.has("cursor");
    if (rewrite) polled = true;
    const response = await route.fetch().catch(() => null);
    // A request the page gave up on (a newer filter) is gone; any other failure is passed on, never left hanging.
    if (!response) return route.abort().catch(() => {});
    const body = (await response.json().catch(() => null)) as ApiPage | null;
    if (!body || !rewrite) return route.fulfill({ response }).catch(() => {});
    const fresh = {
      ...body.reports[0]!,
      id: typeof body.reports[0]!.id === "string" ? "99999001" : 99999001,
      title: "Injected newer report",
      createdAt: "2099-01-01T00:00:00.000Z",
    };
    body.reports = [fresh, ...body.reports.slice(0, 19)];
    body.totalCount += 1;
    await route.fulfill({ response, json: body }).catch(() => {});
  });
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toBeVisible();
  // Hydrated, with the list's own requests answered, before anything is rewritten.
  await page.waitForLoadState("networkidle");
  const firstRow = page.getByTestId("report-row").first();
  const firstId = await firstRow.getAttribute("data-report-id");
  inject = true;
  // Five minutes later the poll asks for the first page again (once its timer is set, however late).
  await expect(async () => {
    if (!polled) await page.clock.fastForward("05:05");
    expect(polled).toBe(true);
  }).toPass();
  const banner = page.getByTestId("new-reports");
  await expect(banner).toHaveText(/1 new report/);
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", firstId!);
  await banner.click();
  await expect(page.getByTestId("report-row").first()).toHaveAttribute("data-report-id", "99999001");
  await expect(banner).toHaveCount(0);
});

test("export streams every report of the filter as CSV", async ({ page }) => {
  const query = "sources=ASSET_MANAGEMENT";
  const total = await truthCount(page.request, query);
  await page.goto(`/reports?${query}`);
  const downloadEvent = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const download = await downloadEvent;
  expect(download.suggestedFilename()).toMatch(/^reports-.*\.csv$/);
  const path = await download.path();
  const { readFile } = await import("node:fs/promises");
  const text = await readFile(path!, "utf8");
  expect(text.startsWith("\uFEFF")).toBe(true);
  const lines = text
    .slice(1)
    .split("\r\n")
    .filter((l) => l !== "");
  expect(lines[0]).toMatch(/^id,title,status,source,createdAt,updatedAt,slaDueAt,duplicateOfId,reportedByCustomer,assets,/);
  expect(lines.length - 1).toBe(total);
  await expect(page.getByTestId("export-done")).toContainText(`${count(total)} rows`);
});

test("axe finds no serious or critical violation", async ({ page }) => {
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toBeVisible();
  await openMoreFilters(page);
  await page.getByTestId("report-row").first().locator("[data-column=proposals]").click();
  await expect(page.getByTestId("report-detail")).toBeVisible();
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
});

// Issue 29, "A day of use": the reports page's minor findings.

test("a reload keeps the list where the reader was", async ({ page }) => {
  await page.goto("/reports");
  await scrollListTo(page, 3000);
  const before = await firstVisibleRowId(page);
  await page.reload();
  // Only the first page comes with the page: the rows load until the remembered offset can be reached.
  await expect.poll(() => scroller(page).evaluate((el) => el.scrollTop), { timeout: 30_000 }).toBe(3000);
  expect(await firstVisibleRowId(page)).toBe(before);
});

test("at 390 px the page never scrolls sideways: rows are cards with status, SLA, asset and age", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto("/reports");
  const row = page.getByTestId("report-row").first();
  await expect(row).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  // Nor does the list inside its box: everything a row shows is in view.
  expect(await scroller(page).evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  for (const column of ["title", "status", "sla", "asset", "created"]) {
    const box = await row.locator(`[data-column=${column}]`).boundingBox();
    expect(box, column).not.toBeNull();
    expect(box!.x + box!.width, column).toBeLessThanOrEqual(390);
  }
  await row.locator("[data-column=created]").click();
  await expect(page.getByTestId("report-detail")).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});

test("the asset column shows the host, and under an asset filter the asset that matched", async ({ page }) => {
  await page.goto("/reports");
  const cells = page.locator("[data-testid=report-row] [data-testid=row-asset]");
  await expect(cells.first()).toBeVisible();
  for (const text of await cells.allTextContents()) expect(text).not.toMatch(/^https?:\/\//);
  await page.goto("/reports?assetTypes=ADDRESS");
  await expect(page.getByRole("columnheader", { name: "Matching asset" })).toBeVisible();
  await expect(cells.first()).toBeVisible();
  for (const text of await cells.allTextContents()) expect(text).toMatch(/^0x/);
});

test("a failed list shows no counting line; an empty one names its filters and offers Clear filters", async ({ page }) => {
  const all = await truthCount(page.request, "");
  await page.goto("/reports");
  await expect(page.getByTestId("report-total-count")).toHaveText(count(all));
  // Rows are drawn once the page is hydrated: a filter chosen before would not be sent.
  await expect(page.getByTestId("report-row").first()).toBeVisible();
  await page.route("**/api/organization/reports?*", (route) =>
    route.fulfill({ status: 502, json: { error: { code: "UPSTREAM_UNAVAILABLE", message: "The service did not answer.", requestId: "req-e2e" } } }),
  );
  await page.getByLabel("Status", { exact: true }).selectOption("CLOSED");
  await expect(page).toHaveURL(/status=CLOSED/);
  await expect(page.getByRole("alert").filter({ hasText: "Could not load the reports" })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId("report-total")).toHaveText("");
  await page.unroute("**/api/organization/reports?*");

  await page.goto("/reports?searchQuery=no-report-has-this-text-zq");
  const empty = page.getByTestId("reports-empty");
  await expect(empty).toContainText("No reports match these filters.");
  await expect(empty.getByRole("list", { name: "Filters that left the list empty" })).toContainText("Search: no-report-has-this-text-zq");
  await empty.getByRole("button", { name: "Clear filters" }).click();
  await expect(page).not.toHaveURL(/searchQuery/);
  await expect(page.getByTestId("report-total-count")).toHaveText(count(all));
});

test("folded duplicates find their canonical report by id, also once the index catches up", async ({ page }) => {
  // The first lookup of each canonical report answers "still indexing", as after a start.
  const answered = new Set<string>();
  await page.route(/\/api\/organization\/reports\/[^/?]+(\?.*)?$/, async (route) => {
    const id = new URL(route.request().url()).pathname.split("/").pop()!;
    if (answered.has(id)) return route.continue();
    answered.add(id);
    await route.fulfill({ status: 404, json: { error: { code: "REPORT_INDEXING", message: "Still indexing, 10 %", requestId: "req-e2e" } } });
  });
  await page.goto("/reports?fold=true");
  await expect(page.getByTestId("report-total")).toContainText("unique among the loaded");
  await expect(page.getByTestId("canonicals-indexing")).toBeVisible();
  // Asked again a few seconds later: the duplicates fold under their canonical report.
  await expect(page.getByTestId("canonicals-indexing")).toHaveCount(0, { timeout: 20_000 });
  expect(answered.size).toBeGreaterThan(0);
  const folded = page.getByRole("button", { name: /^Show \d+ duplicates?$/ });
  for (let step = 0; step < 40 && !(await folded.first().isVisible()); step++) {
    await scroller(page).evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await page.waitForTimeout(100);
  }
  await expect(folded.first()).toBeVisible();
  // The row that stands for the group is the canonical report itself, fetched by id.
  // The row of the first such button (the list may hold more than one folded row, by where it stopped scrolling).
  const row = page.locator("[data-testid=report-row]").filter({ has: folded }).first();
  expect(answered.has((await row.getAttribute("data-report-id"))!)).toBe(true);
});

test("a watchlist decision reads Watchlisted, not Rejected", async ({ page, baseURL }) => {
  test.setTimeout(90_000);
  type Proposal = { id: number | string; reviewStatus: string; asset: { id: number | string } | null };
  let found: { report: string; proposal: string } | undefined;
  let cursor: string | undefined;
  for (let i = 0; i < 40 && !found; i++) {
    const p = (await apiPage(page.request, "onlyRejected=true", cursor)) as unknown as {
      reports: { id: number | string; proposals: Proposal[] }[];
      nextCursor: string | null;
    };
    for (const r of p.reports) {
      for (const proposal of r.proposals.filter((x) => x.reviewStatus === "REJECTED" && x.asset)) {
        const search = await page.request.post("/api/asset/search", { data: { assetId: proposal.asset!.id }, headers: { Origin: new URL(baseURL!).origin } });
        if (search.ok() && (await search.json()).asset.watchStatus === "WATCHLISTED") found = { report: String(r.id), proposal: String(proposal.id) };
        if (found) break;
      }
      if (found) break;
    }
    cursor = p.nextCursor ?? undefined;
    if (!cursor) break;
  }
  expect(found, "the demo data has a watchlisted asset").toBeTruthy();
  await page.goto(`/reports?report=${found!.report}`);
  const proposal = page.getByTestId("proposal").filter({ hasText: `Proposal #${found!.proposal}` });
  await expect(proposal.getByTestId("review-watchlisted")).toHaveText(/Watchlisted/);
  await expect(proposal).not.toContainText("Rejected");
});

test("Unblock or dispute offers the blocked assets only", async ({ page, signInAs }) => {
  await signInAs("admin");
  type Asset = { content: string | null; status: string };
  let withBlocked: { id: string; blocked: string[] } | undefined;
  let withoutBlocked: string | undefined;
  let cursor: string | undefined;
  for (let i = 0; i < 20 && (!withBlocked || !withoutBlocked); i++) {
    const p = (await apiPage(page.request, "", cursor)) as unknown as {
      reports: { id: number | string; proposals: { asset: Asset | null }[] }[];
      nextCursor: string | null;
    };
    for (const r of p.reports) {
      const assets = r.proposals.flatMap((x) => (x.asset?.content ? [x.asset] : []));
      const blocked = [...new Set(assets.filter((a) => a.status === "BLOCKED").map((a) => a.content!))];
      if (blocked.length > 0 && blocked.length < assets.length && !withBlocked) withBlocked = { id: String(r.id), blocked };
      if (assets.length > 0 && blocked.length === 0 && !withoutBlocked) withoutBlocked = String(r.id);
    }
    cursor = p.nextCursor ?? undefined;
    if (!cursor) break;
  }
  expect(withBlocked && withoutBlocked, "the demo data has reports with and without blocked assets").toBeTruthy();
  await page.goto(`/reports?report=${withBlocked!.id}`);
  const links = page.getByTestId("report-panel").getByTestId("unblock-asset");
  // Rows are drawn once the page is hydrated.
  await expect(page.getByTestId("report-row").first()).toBeVisible();
  await expect
    .poll(async () => (await links.evaluateAll((as) => as.map((a) => new URL((a as HTMLAnchorElement).href).searchParams.get("asset")))).sort())
    .toEqual(withBlocked!.blocked.slice(0, 3).sort());
  await page.goto(`/reports?report=${withoutBlocked}`);
  await expect(page.getByTestId("report-panel").getByTestId("unblock-none")).toContainText("No asset of this report is blocked");
  await expect(page.getByTestId("report-panel").getByTestId("unblock-asset")).toHaveCount(0);
});
