import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

// Budget: the service allows 10 reviews per organization per rolling 24 h, shared by every spec on
// a server (triage.spec.ts makes 5). This file makes 1 successful review; the 429 is mocked.

type Figures = { totalPending: number; slaBreached: number; openTakedowns: number; staleInProgress: number };
type Point = { t: string } & ({ [K in keyof Figures]: number } | { [K in keyof Figures]: null });
type Trend = { scope: string; window: string; from: string; to: string; points: Point[]; change: { [K in keyof Figures]: number | null } };
type Budget = { limit: number; windowHours: number; used: number; remaining: number; nextFreeAt: string | null };
type Id = number | string;
type Proposal = { id: Id; reviewStatus: string; asset: { id: Id; content: string } };
type Report = { id: Id; reportedByCustomer: boolean; proposals: Proposal[] };

const FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;
const HISTORY = "**/api/history/queues?*";

const serious = async (page: Page) =>
  (await new AxeBuilder({ page }).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

async function trendTruth(page: Page, scope: string, window: string): Promise<Trend> {
  const response = await page.request.get(`/api/history/queues?scope=${encodeURIComponent(scope)}&window=${window}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function budgetTruth(page: Page): Promise<Budget> {
  const response = await page.request.get("/api/history/review-budget");
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

const isGap = (p: Point) => p.totalPending === null;

/** The runs of recorded points between gaps: one line segment (one `M` command) each. */
function runs(points: Point[]): number {
  let count = 0;
  points.forEach((p, i) => {
    if (!isGap(p) && (i === 0 || isGap(points[i - 1]!))) count++;
  });
  return count;
}

/** Move commands (segments) and vertices of a recharts line path. */
async function lineShape(line: Locator) {
  const d = (await line.locator("path.recharts-line-curve").getAttribute("d")) ?? "";
  return { segments: (d.match(/M/g) ?? []).length, vertices: (d.match(/[ML]/g) ?? []).length };
}

/** The table rows as [kind, t, values] (gap rows carry no values; their time is the midpoint the server chose). */
async function tableRows(page: Page) {
  return page.getByTestId("trend-row").evaluateAll((rows) =>
    rows.map((r) => ({
      kind: r.getAttribute("data-kind"),
      t: r.getAttribute("data-t"),
      values: Object.fromEntries([...r.querySelectorAll("[data-figure]")].map((c) => [c.getAttribute("data-figure"), Number(c.getAttribute("data-value"))])),
    })),
  );
}

const expectedRows = (trend: Trend) =>
  trend.points.map((p) =>
    isGap(p)
      ? { kind: "gap", values: {} }
      : { kind: "point", t: p.t, values: Object.fromEntries(FIGURES.map((f) => [f, p[f]])) },
  );

const withoutGapTimes = (rows: Awaited<ReturnType<typeof tableRows>>) => rows.map((r) => (r.kind === "gap" ? { kind: r.kind, values: r.values } : r));

/** Fresh page load (records a point), then the trend as the page shows it must equal the route's answer. */
async function expectTrendMatchesRoute(page: Page, path: string, window: string) {
  let truth: Trend | undefined;
  await expect(async () => {
    await page.goto(path);
    await expect(page.getByTestId("trend-summary")).toBeVisible({ timeout: 15_000 });
    const scope = (await page.getByTestId("queue-trends").getAttribute("data-scope"))!;
    truth = await trendTruth(page, scope, window);
    // Another spec may record a point between the page's fetch and ours: then look again.
    for (const figure of FIGURES) {
      const shape = await lineShape(page.getByTestId(`trend-${figure}-line`));
      expect(shape.vertices, figure).toBe(truth.points.filter((p) => !isGap(p)).length);
      expect(shape.segments, figure).toBe(runs(truth.points));
      await expect(page.getByTestId(`trend-change-${figure}`)).toHaveAttribute("data-value", String(truth.change[figure] ?? ""), { timeout: 1000 });
    }
    await page.getByRole("button", { name: "Show trends as a table" }).click();
    expect(withoutGapTimes(await tableRows(page))).toEqual(expectedRows(truth));
  }).toPass({ timeout: 60_000 });
  return truth!;
}

test.describe("queue trends", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("viewer");
  });

  test("the charts and the table draw exactly the points the console recorded", async ({ page }) => {
    const startedAt = Date.now();
    const day = await expectTrendMatchesRoute(page, "/queues?refresh=off", "24h");
    expect(day.scope).toBe("org:acme");
    // Loading the page recorded a point (at most one per minute per scope, so within the last minute or so).
    const last = day.points.filter((p) => !isGap(p)).at(-1);
    expect(last, "a recorded point").toBeDefined();
    expect(Date.parse(last!.t)).toBeGreaterThan(startedAt - 120_000);
    await expect(page.getByRole("table", { name: /^Queue trend for acme, last 24 hours$/ })).toBeVisible();

    // The window is in the URL and asks the route for that window.
    await page.getByRole("button", { name: "Show trends as a table" }).click();
    const asked = page.waitForRequest((r) => r.url().includes("/api/history/queues?") && r.url().includes("window=7d"));
    await page.getByText("7 d", { exact: true }).click();
    await asked;
    await expect(page).toHaveURL(/[?&]trend=7d/);
    await expectTrendMatchesRoute(page, "/queues?refresh=off&trend=7d", "7d");
    await page.goBack();
    await expect(page).not.toHaveURL(/trend=7d/);
  });

  test("a gap is drawn as a gap and listed as one, never filled in", async ({ page }) => {
    const to = Date.now();
    const from = to - 24 * 3_600_000;
    const at = (h: number) => new Date(from + h * 3_600_000).toISOString();
    const p = (h: number, n: number): Point => ({ t: at(h), totalPending: n, slaBreached: 40 - h, openTakedowns: 9, staleInProgress: 3 });
    const gap = (h: number): Point => ({ t: at(h), totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null });
    const points = [p(1, 100), p(2, 104), gap(5), p(8, 110), p(9, 112), gap(12), p(16, 115)];
    let scopeAsked = "";
    await page.route(HISTORY, (route) => {
      const url = new URL(route.request().url());
      scopeAsked = url.searchParams.get("scope") ?? "";
      const trend: Trend = {
        scope: scopeAsked,
        window: url.searchParams.get("window") ?? "24h",
        from: new Date(from).toISOString(),
        to: new Date(to).toISOString(),
        points,
        change: { totalPending: 15, slaBreached: -15, openTakedowns: 0, staleInProgress: 0 },
      };
      return route.fulfill({ status: 200, contentType: "application/json", body: JSON.stringify(trend) });
    });

    await page.goto("/queues?refresh=off");
    const line = page.getByTestId("trend-totalPending-line");
    await expect(line.locator("path.recharts-line-curve")).toBeVisible();
    expect(scopeAsked).toBe("org:acme");
    // Three runs of recorded points: three segments, five vertices, and the lone last point as a dot.
    for (const figure of FIGURES) {
      expect(await lineShape(page.getByTestId(`trend-${figure}-line`)), figure).toEqual({ segments: 3, vertices: 5 });
      await expect(page.getByTestId(`trend-${figure}-dot`)).toHaveCount(1);
    }
    await expect(page.getByTestId("trend-change-totalPending")).toHaveText("+15 in 24 h");
    await expect(page.getByTestId("trend-change-slaBreached")).toHaveText("\u221215 in 24 h");
    await expect(page.getByTestId("trend-change-openTakedowns")).toHaveText("no change");
    await expect(line).toHaveAttribute("aria-label", /up 15 in 24 hours; 5 points recorded, 2 gaps with no data/);

    await page.getByRole("button", { name: "Show trends as a table" }).click();
    const rows = await tableRows(page);
    expect(rows.map((r) => r.kind)).toEqual(["point", "point", "gap", "point", "point", "gap", "point"]);
    expect(rows.map((r) => r.t)).toEqual(points.map((x) => x.t));
    await expect(page.locator('[data-testid="trend-row"][data-kind="gap"]').first()).toContainText("Gap: nothing recorded");

    // The wall draws the same gaps.
    await page.goto("/wall");
    const wallLine = page.getByTestId("wall-trend-totalPending-line");
    await expect(wallLine.locator("path.recharts-line-curve")).toBeVisible({ timeout: 15_000 });
    expect(await lineShape(wallLine)).toEqual({ segments: 3, vertices: 5 });
    await expect(page.getByTestId("wall-trend-change-totalPending")).toHaveText("+15 in 24 h");
    await expect(page.getByTestId("wall-trend-change-slaBreached")).toHaveText("\u221215 in 24 h");
  });

  test("no recorded data says so", async ({ page }) => {
    await page.route(HISTORY, (route) => {
      const to = new Date();
      const from = new Date(to.getTime() - 24 * 3_600_000);
      const empty = { totalPending: null, slaBreached: null, openTakedowns: null, staleInProgress: null };
      return route.fulfill({
        status: 200,
        contentType: "application/json",
        body: JSON.stringify({ scope: "org:acme", window: "24h", from: from.toISOString(), to: to.toISOString(), points: [], change: empty }),
      });
    });
    await page.goto("/queues?refresh=off");
    await expect(page.getByTestId("trend-summary")).toContainText("No data yet for the last 24 hours");
    for (const figure of FIGURES) await expect(page.getByTestId(`trend-change-${figure}`)).toHaveText("no data yet");
  });

  test("a failing history route shows the console's error and a retry", async ({ page }) => {
    await page.route(HISTORY, (route) =>
      route.fulfill({
        status: 500,
        contentType: "application/json",
        body: JSON.stringify({ error: { code: "INTERNAL", message: "The history could not be read", requestId: "req-history" } }),
      }),
    );
    await page.goto("/queues?refresh=off");
    const alert = page.getByRole("alert").filter({ hasText: "Could not load the trend" });
    await expect(alert).toContainText("The history could not be read");
    await expect(alert).toContainText("req-history");
    await page.unroute(HISTORY);
    await alert.getByRole("button", { name: "Try again" }).click();
    await expect(page.getByTestId("trend-summary")).toBeVisible();
  });

  test("axe finds no serious or critical violation with the trend charts and the table on the page", async ({ page }) => {
    await page.goto("/queues?refresh=off");
    await expect(page.getByTestId("trend-totalPending-line")).toBeVisible();
    expect(await serious(page)).toEqual([]);
    await page.getByRole("button", { name: "Show trends as a table" }).click();
    await expect(page.getByTestId("trend-table")).toBeVisible();
    expect(await serious(page)).toEqual([]);

    await page.goto("/wall");
    await expect(page.getByTestId("wall-trend-totalPending-line")).toBeVisible({ timeout: 15_000 });
    expect(await serious(page)).toEqual([]);
  });
});

test.describe("review budget", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("reviewer");
  });

  const used = (page: Page) => page.getByTestId("budget-used");

  test("shows the reviews made through this console, and counts a new one", async ({ page }) => {
    let before = await budgetTruth(page);
    // Another spec may review between the page's fetch and ours: then look again.
    await expect(async () => {
      await page.goto("/triage");
      await expect(used(page)).toBeVisible();
      before = await budgetTruth(page);
      await expect(used(page)).toHaveAttribute("data-used", String(before.used), { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await expect(used(page)).toHaveText(`${before.used} of ${before.limit} reviews used through this console in the last ${before.windowHours} hours`);
    await expect(page.getByTestId("budget-remaining")).toHaveText(before.remaining === 0 ? "none left" : `${before.remaining} left`);
    await expect(page.getByTestId("budget-not-seen")).toContainText("are not seen here");
    if (before.nextFreeAt !== null) await expect(page.getByTestId("budget-next-free")).toContainText(/frees up at .+ \(in \d/);

    // The shared dev server's budget may be spent; a fresh server's never is (this file and triage.spec.ts use 6 of 10).
    test.skip(before.remaining === 0 && process.env.E2E_BASE_URL !== undefined, "the dev server's review budget is spent");

    // The last waiting proposal of the first page: triage.spec.ts reviews from the top.
    const queue = (await (await page.request.get("/api/organization/reports?limit=20&needsCustomerReview=true")).json()) as { reports: Report[] };
    const proposal = queue.reports
      .filter((r) => r.reportedByCustomer)
      .flatMap((r) => r.proposals)
      .filter((x) => x.reviewStatus === "PENDING")
      .at(-1);
    expect(proposal, "a proposal waiting on the organization").toBeDefined();
    const item = page.locator(`[data-queue-key="${proposal!.id}"]`);
    await item.click();
    await page.getByRole("region", { name: "Selected proposal" }).getByRole("button", { name: "Reject", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reject proposal" });
    await dialog.getByLabel("Insufficient evidence").check();
    const answered = page.waitForResponse((r) => r.url().endsWith(`/proposals/${proposal!.id}/review`));
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();
    expect((await answered).status()).toBe(200);
    await expect(page.getByTestId("triage-status")).toContainText("Rejected");

    // Refetched after the review, without a reload: one more (other specs may review at the same time).
    await expect.poll(async () => Number(await used(page).getAttribute("data-used"))).toBeGreaterThanOrEqual(before.used + 1);
    const shown = Number(await used(page).getAttribute("data-used"));
    const after = await budgetTruth(page);
    expect(after.used).toBeGreaterThanOrEqual(shown);
    if (after.used === before.used + 1) expect(shown).toBe(before.used + 1);
    await expect(page.getByTestId("budget-next-free")).toBeVisible();
  });

  test("after a 429 the panel shows the service's own Retry-After", async ({ page }) => {
    await page.route("**/api/organization/proposals/*/review", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "5400", "Content-Type": "application/json" },
        body: JSON.stringify({ error: { code: "TOO_MANY_REQUESTS", message: "Review limit reached", requestId: "req-budget" } }),
      }),
    );
    await page.goto("/triage");
    await expect(used(page)).toBeVisible();
    const budgetCalls: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/history/review-budget")) budgetCalls.push(r.url());
    });
    await page.getByTestId("queue-item").first().click();
    await page.getByRole("region", { name: "Selected proposal" }).getByRole("button", { name: "Reject", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Reject proposal" });
    await dialog.getByLabel("Decayed (no longer active)").check();
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();

    await expect(page.getByTestId("review-error")).toContainText("daily review budget is spent");
    const service = page.getByTestId("budget-service");
    await expect(service).toContainText("By its Retry-After, reviews are possible again at");
    await expect(service).toContainText("(in 1 h 30 min)");
    await expect(page.getByTestId("budget-remaining")).toHaveText(/^none left/);
    await expect.poll(() => budgetCalls.length).toBeGreaterThanOrEqual(1);
    expect(await serious(page)).toEqual([]);
  });
});
