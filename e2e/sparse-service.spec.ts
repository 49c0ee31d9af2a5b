import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

/*
 * The console against the `sparse` dialect of the embedded service: the shapes of the service's
 * published docs (docs/architecture.md, "Dialects of the embedded service"). Runs in the `sparse`
 * project only (playwright.config.ts).
 */

type ApiReport = { id: string; title?: string | null; proposals: unknown[] };
type ApiPage = { reports: ApiReport[]; nextCursor: string | null; unreadable?: number };
type Finding = { kind: string; ref: string; message: string };

const REPORT_ID = /^rpt_[0-9a-f]{16}$/;
/** The sparse dialect's cursor (lib/embedded-service/sparse.ts): it refuses any other value. */
const SPARSE_CURSOR = /^c\/.+\+[0-9a-f]{8}=$/;
// The report index backfills in the background; a busy machine makes the first answers slow.
const INDEXED = { timeout: 90_000 };
const QUERY = "sources=CANARY_TOKEN";

async function apiPage(request: APIRequestContext, query: string, cursor?: string): Promise<ApiPage> {
  const params = new URLSearchParams(query);
  params.set("limit", "20");
  if (cursor !== undefined) params.set("cursor", cursor);
  const response = await request.get(`/api/organization/reports?${params}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

/** Every page of a query through the console's /api, each cursor handed back as it came. */
async function walk(request: APIRequestContext, query: string) {
  const ids: string[] = [];
  const cursors: string[] = [];
  let cursor: string | undefined;
  do {
    const page = await apiPage(request, query, cursor);
    ids.push(...page.reports.map((r) => r.id));
    cursor = page.nextCursor ?? undefined;
    if (cursor !== undefined) cursors.push(cursor);
  } while (cursor !== undefined && cursors.length < 100);
  return { ids, cursors };
}

async function post<T>(page: Page, baseURL: string, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

test.describe.configure({ timeout: 150_000 });

test.beforeEach(async ({ signInAs }) => {
  await signInAs("reviewer");
});

test("/reports lists every report with its string id, walking pages with the opaque cursor sent back verbatim", async ({ page }) => {
  const truth = await walk(page.request, QUERY);
  expect(truth.ids.length).toBeGreaterThan(20);
  for (const id of truth.ids) expect(id).toMatch(REPORT_ID);
  expect(new Set(truth.ids).size).toBe(truth.ids.length);
  // The console hands the service's cursor on unchanged; the service answered each next page, which it
  // does only for the exact value it wrote (a changed one is a 400, and the walk above would have failed).
  for (const cursor of truth.cursors) expect(cursor).toMatch(SPARSE_CURSOR);

  const sent: string[] = [];
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (url.pathname === "/api/organization/reports" && url.searchParams.has("cursor")) sent.push(url.searchParams.get("cursor")!);
  });
  await page.goto(`/reports?${QUERY}`);
  const rows = "li[data-index]:has([data-testid=report-row])";
  await expect(page.locator(rows).first()).toBeVisible();
  const byIndex = new Map<number, string>();
  for (let step = 0; step < 500; step++) {
    for (const [index, id] of await page
      .locator(rows)
      .evaluateAll((items) =>
        items.map((li) => [Number(li.getAttribute("data-index")), li.querySelector("[data-report-id]")!.getAttribute("data-report-id")!] as const),
      )) {
      byIndex.set(index, id);
    }
    if (await page.getByTestId("list-end").isVisible()) break;
    await page.getByTestId("report-list-scroller").evaluate((el) => el.scrollBy(0, el.clientHeight * 0.8));
    await page.waitForTimeout(50);
  }
  await expect(page.getByTestId("list-end")).toBeVisible();
  expect([...Array(byIndex.size).keys()].map((i) => byIndex.get(i))).toEqual(truth.ids);
  // The browser sent each cursor exactly as the service wrote it.
  expect(sent.length).toBeGreaterThan(0);
  for (const cursor of sent) expect(truth.cursors).toContain(cursor);
});

test("a record without an id is left out and counted; a report opens by its string id and says what was not sent", async ({ page }) => {
  const first = await apiPage(page.request, "");
  expect(first.unreadable).toBe(1);
  await page.goto("/reports");
  await expect(page.getByText(/1 report could not be read/)).toBeVisible();

  const untitled = first.reports.find((r) => r.title === undefined || r.title === null);
  const report = untitled ?? first.reports[0]!;
  expect(report.id).toMatch(REPORT_ID);
  await page.goto(`/reports?report=${encodeURIComponent(report.id)}`);
  const panel = page.getByTestId("report-panel");
  await expect(panel.getByTestId("report-detail")).toBeVisible(INDEXED);
  await expect(panel.getByTestId("report-detail")).toContainText(report.id);
  if (untitled) await expect(panel.getByRole("heading", { level: 2 })).toContainText(/not sent by the service/);
});

test("/triage disables a proposal the service sent without its asset, and says why", async ({ page }) => {
  const response = await page.request.get("/api/triage/queue?limit=1000");
  expect(response.status(), await response.text()).toBe(200);
  const queue = (await response.json()) as { items: { key: string; proposal: { id: string; asset?: unknown } }[] };
  const bare = queue.items.find((i) => !i.proposal.asset);
  expect(bare, "a queued proposal without its asset").toBeTruthy();
  expect(bare!.proposal.id).toMatch(/^prop_[0-9a-z]+$/);
  await page.goto(`/triage?proposal=${encodeURIComponent(bare!.proposal.id)}`);
  const selected = page.getByRole("region", { name: "Selected proposal" });
  await expect(selected).toContainText(/did not send this proposal's asset, so it cannot be reviewed here/i, INDEXED);
  for (const name of ["Approve", "Reject", "Watchlist"]) {
    const button = selected.getByRole("button", { name, exact: true });
    if ((await button.count()) > 0) await expect(button).toBeDisabled();
  }
});

test("/health links a finding whose ref is a bare id by its kind", async ({ page, baseURL }) => {
  const stale = await post<{ findings: Finding[] }>(page, baseURL!, "/api/healthchecks/takedowns/stale-in-progress");
  const finding = stale.findings.find((f) => f.kind === "takedown");
  expect(finding, "a takedown finding").toBeTruthy();
  expect(finding!.ref).toMatch(/^[1-9][0-9]*$/);
  await page.goto("/health");
  const card = page.getByTestId("health-card-takedowns.stale-in-progress");
  const link = card
    .locator(`[data-testid="finding"][data-ref="${finding!.ref}"]`)
    .first()
    .getByRole("link", { name: `Takedown ${finding!.ref}`, exact: true });
  await expect(link).toHaveAttribute("href", `/takedowns?id=${finding!.ref}`);
  await link.click();
  await expect(page).toHaveURL(new RegExp(`/takedowns\\?id=${finding!.ref}$`));
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-id", finding!.ref);
});

test("the Service contract card lists what the console tolerated, per endpoint, in words", async ({ page }) => {
  // Calls that meet the sparse shapes: the report list (fields missing, a record without id) and the
  // takedown list, which announces its deprecation.
  await apiPage(page.request, "");
  const takedowns = await page.request.post("/api/takedowns/list", { data: {}, headers: { Origin: new URL(test.info().project.use.baseURL!).origin } });
  expect(takedowns.status(), await takedowns.text()).toBe(200);

  await page.goto("/health");
  const card = page.getByTestId("service-contract");
  await expect(card.getByRole("heading", { name: "Service contract" })).toBeVisible();
  await expect(card.getByTestId("service-contract-entries")).toBeVisible({ timeout: 30_000 });
  const entry = (kind: string) => card.locator(`[data-testid="service-contract-entry"][data-kind="${kind}"]`);
  await expect(entry("record-dropped").first()).toContainText("GET /organization/reports");
  await expect(entry("record-dropped").first()).toContainText("records left out");
  await expect(entry("field-missing").first()).toContainText("field missing");
  await expect(entry("deprecation").first()).toContainText("POST /takedowns/list");
  await expect(entry("deprecation").first()).toContainText("deprecation announced");
  await expect(card.getByTestId("service-contract-empty")).toHaveCount(0);
});

test("/triage counts the proposal the service sent without an id, with the request id to quote", async ({ page }) => {
  await page.goto("/triage");
  const notice = page.getByTestId("triage-unreadable");
  await expect(notice).toContainText(/^1 proposal could not be read; request id triage-walk-[0-9a-f-]{36}: the service sent it without an id/, INDEXED);
});

test("/health, /queues and asset groups say in words what the service did not send, never a 0 or a blank", async ({ page }) => {
  await page.goto("/health");
  const cancelled = page.getByTestId("health-card-takedowns.cancelled-count");
  await expect(cancelled.getByTestId("check-not-sent")).toContainText("not sent by the service", { timeout: 30_000 });
  await expect(cancelled.getByTestId("observed")).toContainText("Not sent by the service");
  const backlog = page.getByTestId("health-card-reviewing.backlog");
  await expect(backlog.getByTestId("findings-unreadable")).toContainText("1 finding could not be read");

  await page.goto("/queues");
  const distinct = page.getByTestId("figure-distinctReports");
  await expect(distinct).toHaveText("Not sent by the service", { timeout: 30_000 });
  await expect(distinct).not.toHaveAttribute("data-value");
  await expect(page.getByTestId("figure-staleInProgress")).toHaveText("Not sent by the service");
  await expect(page.getByTestId("review-sla-not-sent")).toHaveText("No SLA: not sent by the service.");
  await expect(page.getByTestId("figure-totalPendingProposals")).toHaveAttribute("data-value", /^[1-9][0-9]*$/);

  await page.goto("/asset-groups");
  const counts = page.getByTestId("group-count");
  await expect(counts.first()).toBeVisible({ timeout: 30_000 });
  const texts = await counts.allTextContents();
  expect(texts.length).toBeGreaterThan(0);
  for (const text of texts) expect(text).toMatch(/^(\d+|not sent by the service)$/);
  // The sparse dialect leaves out the count of every group with an even id (acme's seed has four groups).
  expect(texts).toContain("not sent by the service");
  expect(texts.some((t) => /^\d+$/.test(t))).toBe(true);
});
