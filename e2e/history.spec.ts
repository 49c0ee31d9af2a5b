import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

// The review budget is shown and tested on /triage (e2e/triage.spec.ts), where reviews are made.

type Figures = { totalPending: number; slaBreached: number; openTakedowns: number; staleInProgress: number };
type Point = { t: string } & ({ [K in keyof Figures]: number } | { [K in keyof Figures]: null });
type Trend = { scope: string; window: string; from: string; to: string; points: Point[]; change: { [K in keyof Figures]: number | null } };

const FIGURES = ["totalPending", "slaBreached", "openTakedowns", "staleInProgress"] as const;
const HISTORY = "**/api/history/queues?*";

const serious = async (page: Page) =>
  (await axe(page).analyze()).violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);

async function trendTruth(page: Page, scope: string, window: string): Promise<Trend> {
  const response = await page.request.get(`/api/history/queues?scope=${encodeURIComponent(scope)}&window=${window}`);
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
  trend.points.map((p) => (isGap(p) ? { kind: "gap", values: {} } : { kind: "point", t: p.t, values: Object.fromEntries(FIGURES.map((f) => [f, p[f]])) }));

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

  // No recorded data, and a failing history route with Try again: components/history/queue-trends.test.tsx.

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
