import type { Page } from "@playwright/test";
import type { QueueSnapshot } from "../lib/contract/snapshot";
import { expect, test } from "./fixtures/auth";
import { holdScripts } from "./fixtures/hold-scripts";
import { listedTakedownCount as listedCount } from "./fixtures/takedowns";

type Row = { id: number | string; status: string; asset: { content: string } | null; assignee: { id: number | string; fullName: string } | null };

async function post<T>(page: Page, baseURL: string, path: string, data: unknown): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

/** Every takedown through the console's route, page by page. */
async function allTakedowns(page: Page, baseURL: string, body: Record<string, unknown> = {}): Promise<Row[]> {
  const rows: Row[] = [];
  let next: string | null = null;
  for (let pages = 0; pages < 100; pages++) {
    const answer: { takedowns: Row[]; nextPage: string | null } = await post(page, baseURL, "/api/takedowns/list", {
      ...body,
      per_page: 100,
      ...(next ? { next_page: next } : {}),
    });
    rows.push(...answer.takedowns);
    next = answer.nextPage;
    if (next === null) break;
  }
  return rows;
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

test("every takedown is listed, and the counts per open status equal the snapshot's", async ({ page, baseURL }) => {
  const snapshot = await post<QueueSnapshot>(page, baseURL!, "/api/operations/queues/snapshot", { all: false, windowHours: 168 });
  const all = await allTakedowns(page, baseURL!);
  const byStatus = (status: string) => all.filter((t) => t.status === status).length;
  expect(byStatus("TODO")).toBe(snapshot.takedownQueue.statusCounts.todo);
  expect(byStatus("IN_PROGRESS")).toBe(snapshot.takedownQueue.statusCounts.inProgress);
  expect(byStatus("PENDING_INPUT")).toBe(snapshot.takedownQueue.statusCounts.pendingInput);

  await page.goto("/takedowns");
  await expect(page.getByRole("heading", { name: "Takedowns", level: 1 })).toBeVisible();
  expect(await listedCount(page)).toBe(all.length);

  for (const [status, count] of [
    ["TODO", snapshot.takedownQueue.statusCounts.todo],
    ["PENDING_INPUT", snapshot.takedownQueue.statusCounts.pendingInput],
  ] as const) {
    await page.goto(`/takedowns?status=${status}`);
    expect(await listedCount(page), status).toBe(count);
    await expect(page.getByTestId("takedown-row").first()).toHaveAttribute("data-status", status);
  }
});

test("filters by status through the chips, sorts, and marks stale in-progress work", async ({ page, baseURL }) => {
  const snapshot = await post<QueueSnapshot>(page, baseURL!, "/api/operations/queues/snapshot", { all: false, windowHours: 168 });
  await page.goto("/takedowns");
  await page.getByTestId("filter-status").getByRole("button", { name: "In progress" }).click();
  await expect(page).toHaveURL(/status=IN_PROGRESS/);
  await page.getByLabel("Sort").selectOption("updated-asc");
  await expect(page).toHaveURL(/sort=updated-asc/);
  // Oldest change first: the first rows are the stale ones, marked in words.
  await expect(page.getByTestId("takedown-row").first()).toHaveAttribute("data-stale", "true");
  await expect(page.getByTestId("takedown-row").first().getByText("Stale", { exact: true })).toBeVisible();
  expect(await listedCount(page)).toBe(snapshot.takedownQueue.statusCounts.inProgress);

  await page.goto("/takedowns?stale=true");
  expect(await listedCount(page)).toBe(snapshot.takedownQueue.staleInProgress);
});

test("a takedown opens by id, and text search finds it by its asset", async ({ page, baseURL }) => {
  const all = await allTakedowns(page, baseURL!);
  const target = all.find((t) => t.asset !== null)!;
  await page.goto(`/takedowns?id=${target.id}`);
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-id", String(target.id));
  await page.goto("/takedowns");
  await page.getByRole("searchbox", { name: "Search" }).fill(target.asset!.content);
  await page.getByRole("searchbox", { name: "Search" }).press("Enter");
  await expect(page.locator(`[data-testid="takedown-row"][data-id="${target.id}"]`)).toBeVisible();
});

test("a search typed and sent before the page's code has loaded still searches", async ({ page, baseURL }) => {
  const all = await allTakedowns(page, baseURL!);
  const target = all.find((t) => t.asset !== null)!;
  const scripts = await holdScripts(page);
  await page.goto("/takedowns?sort=updated-asc", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill(target.asset!.content);
  await search.press("Enter");
  // The browser sends the form itself: the search joins the address's other parameters.
  await expect(page).toHaveURL(/[?&]q=/);
  expect(new URL(page.url()).searchParams.get("sort")).toBe("updated-asc");
  await scripts.release();
  await expect(page.locator(`[data-testid="takedown-row"][data-id="${target.id}"]`)).toBeVisible();
  await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(target.asset!.content);
});

test("text typed while the page loads survives hydration, and Enter then applies it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/takedowns", { waitUntil: "commit" });
  const search = page.getByRole("searchbox", { name: "Search" });
  await search.fill("no-such-asset.example");
  await scripts.release();
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
  await expect(search).toHaveValue("no-such-asset.example");
  await search.press("Enter");
  await expect(page).toHaveURL(/[?&]q=no-such-asset\.example/);
  await expect(search).toHaveValue("no-such-asset.example");
});

test("the count says the total before every page is loaded: the service's count, or 'at least'", async ({ page, baseURL }) => {
  const snapshot = await post<QueueSnapshot>(page, baseURL!, "/api/operations/queues/snapshot", { all: false, windowHours: 168 });
  await page.goto("/takedowns?status=IN_PROGRESS");
  const count = page.getByTestId("takedown-count");
  await expect(count).toHaveAttribute("data-total", String(snapshot.takedownQueue.statusCounts.inProgress));
  await expect(count).toContainText((snapshot.takedownQueue.statusCounts.inProgress ?? -1).toLocaleString("en"));
  await page.goto("/takedowns?liveness=ALIVE");
  await expect(count).not.toHaveText("\u00a0");
  if ((await count.getAttribute("data-complete")) === "false") {
    await expect(count).toHaveAttribute("data-total-kind", "at-least");
    await expect(count).toContainText(/^At least [\d,]+ takedowns/);
  }
});

test("filters by assignee, Unassigned included (the service cannot: the console reads every page)", async ({ page, baseURL }) => {
  const all = await allTakedowns(page, baseURL!);
  const unassigned = all.filter((t) => t.assignee === null).length;
  await page.goto("/takedowns");
  // A choice made before hydration is not seen by the page (the filter form says when it is hydrated).
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
  await page.getByLabel("Assignee").selectOption("unassigned");
  await expect(page).toHaveURL(/[?&]assignee=unassigned\b/);
  const count = page.getByTestId("takedown-count");
  await expect(count).toHaveAttribute("data-complete", "true", { timeout: 30_000 });
  await expect(count).toHaveAttribute("data-count", String(unassigned));
  if (unassigned > 0) await expect(page.getByTestId("takedown-assignee").first()).toHaveText("Unassigned");
  const someone = all.find((t) => t.assignee !== null)!.assignee!;
  await page.getByLabel("Assignee").selectOption(String(someone.id));
  await expect(count).toHaveAttribute("data-count", String(all.filter((t) => t.assignee !== null && String(t.assignee.id) === String(someone.id)).length));
  await expect(page.getByTestId("takedown-assignee").first()).toHaveText(someone.fullName);
});

test("a row opens its takedown with its asset's record", async ({ page }) => {
  await page.goto("/takedowns?status=IN_PROGRESS");
  const row = page.getByTestId("takedown-row").first();
  const id = await row.getAttribute("data-id");
  await row.getByRole("link", { name: `Takedown ${id}` }).click();
  await expect(page).toHaveURL(new RegExp(`/takedowns\\?id=${id}$`));
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-id", id!);
  await expect(page.getByTestId("takedown-asset").getByTestId("asset-record")).toBeVisible();
});

test("the stale view's sort says the order its rows come in: oldest change first", async ({ page }) => {
  await page.goto("/takedowns?stale=true");
  const sort = page.getByTestId("takedown-sort");
  await expect(sort).toHaveValue("updated-asc");
  await expect(sort).toBeDisabled();
  await expect(page.getByTestId("takedown-row").nth(1)).toBeVisible();
  const times = await page
    .getByTestId("takedown-row")
    .locator("time")
    .evaluateAll((ts) => ts.slice(0, 10).map((t) => Date.parse(t.getAttribute("datetime") ?? "")));
  expect(times).toEqual([...times].sort((a, b) => a - b));
});

test("dense like /reports: one line a takedown, more than 15 on a 1440x900 screen", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/takedowns");
  await expect(page.getByTestId("takedown-row").first()).toBeVisible();
  const box = (await page.getByTestId("takedown-list-scroller").boundingBox())!;
  const inView = await page
    .getByTestId("takedown-row")
    .evaluateAll(
      (rows, bottom) => rows.filter((r) => r.getBoundingClientRect().bottom <= bottom && r.getBoundingClientRect().bottom <= window.innerHeight).length,
      box.y + box.height,
    );
  expect(inView).toBeGreaterThan(15);
});

test("CSV export holds every listed takedown", async ({ page, baseURL }) => {
  const inProgress = await allTakedowns(page, baseURL!, { takedownStatus: ["IN_PROGRESS"] });
  await page.goto("/takedowns?status=IN_PROGRESS");
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export CSV" }).click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray();
  const lines = Buffer.concat(text).toString("utf8").trim().split("\r\n");
  expect(lines[0]).toBe("id,status,createdAt,updatedAt,assetId,assetContent,assetType,liveness,brand,assignee");
  expect(lines.length - 1).toBe(inProgress.length);
});

// axe on this page (with what it opens first): plain-words.spec.ts, once per size and theme.
