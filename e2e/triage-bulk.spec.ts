import { readFile } from "node:fs/promises";
import { type Browser, expect, type Page, test } from "@playwright/test";
import { E2E_NOW } from "./fixtures/servers";
import { type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

/**
 * Bulk decisions and snoozes on /triage (issue 45), on a console of this spec's own: the day's
 * review budget is whole here (10), and no other spec's queue loses proposals while these are
 * held or snoozed. The cap under concurrency and the wake-ups' rules are unit-tested
 * (lib/triage/bulk-hold.test.ts, lib/marks/store.test.ts); this is what a reviewer sees.
 */
test.describe.configure({ mode: "serial", timeout: 120_000 });

let server: Spawned;

test.beforeAll(async () => {
  test.info().setTimeout(120_000);
  server = await startConsoleServer({
    DATA_DIR: tempDir("triage-bulk"),
    EMBEDDED_NOW: E2E_NOW,
    UPSTREAM_REUSE_MS: "0",
    HISTORY_RECORDER: "off",
    ALERT_JOBS: "off",
    DIGEST_JOB: "off",
    API_RATE_LIMIT_PER_MINUTE: "100000",
    // Long enough to look at the ten held and undo them; the sending itself has its tests (e2e/triage.spec.ts).
    REVIEW_UNDO_SECONDS: "120",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await server?.kill();
});

async function triageAs(browser: Browser, role: "reviewer" | "admin"): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  const response = await page.request.post(`${server.url}/api/session`, {
    data: { username: role, password: "rampart-demo" },
    headers: { Origin: server.url },
  });
  expect(response.status()).toBe(204);
  await page.goto(`${server.url}/triage`);
  await expect(page.getByTestId("queue-pick").first()).toBeVisible({ timeout: 30_000 });
  return page;
}

const total = async (page: Page) => Number(await page.getByTestId("queue-counts").getAttribute("data-total"));
const keys = (page: Page) => page.getByTestId("queue-item").evaluateAll((items) => items.map((i) => i.getAttribute("data-queue-key")!));

/** Ticks the first proposal's box, then shift-ticks the n-th: the n in between are selected. */
async function selectFirst(page: Page, n: number) {
  const picks = page.getByTestId("queue-pick");
  await picks.nth(0).click();
  await picks.nth(n - 1).click({ modifiers: ["Shift"] });
  await expect(page.getByTestId("triage-selected-count")).toContainText(`${n} proposals selected`);
}

test("rejecting twelve with ten reviews left holds ten under one undo and offers two to the service's Review page", async ({ browser }) => {
  const page = await triageAs(browser, "reviewer");
  const before = await total(page);
  const twelve = (await keys(page)).slice(0, 12);
  await selectFirst(page, 12);
  await expect(page.getByTestId("triage-selected-count")).toHaveText(
    "12 proposals selected · the remaining budget covers 10; 2 would go to the service's Review page",
  );
  // The selection as CSV, one line per proposal after the header.
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Export selected as CSV" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("triage-selected-12.csv");
  const csv = await readFile((await file.path())!, "utf8");
  expect(csv.trim().split("\r\n")).toHaveLength(13);
  await page.getByRole("button", { name: "Decide 12" }).click();

  const held = page.getByTestId("triage-bulk-held");
  await expect(held).toContainText("10 reviews held: each is sent when its undo window ends.");
  const handedOver = page.getByTestId("triage-handed-over");
  await expect(handedOver).toContainText("Beyond today's budget: 2 proposals marked as handed over.");
  await expect(handedOver.getByRole("listitem")).toHaveCount(2);
  // The ten held have left the queue; the console held no more than the budget.
  await expect.poll(() => total(page)).toBeLessThanOrEqual(before - 10);
  const budget = (await (await page.request.get(`${server.url}/api/triage/reviews`)).json()) as { budget: { remaining: number; held: number } };
  expect(budget.budget).toMatchObject({ remaining: 0, held: 10 });

  await held.getByRole("button", { name: "Undo all 10" }).click();
  await expect(page.getByTestId("triage-bulk-bar")).toContainText("Undone: none of them was reviewed.");
  const after = (await (await page.request.get(`${server.url}/api/triage/reviews`)).json()) as { budget: { remaining: number; held: number } };
  expect(after.budget).toMatchObject({ remaining: 10, held: 0 });
  // Undone, the ten are back in the queue; the two handed over stay in it, tagged so until the service decides them.
  await expect.poll(() => total(page)).toBe(before);
  const tagged = page.getByTestId("queue-item").filter({ hasText: "handed-over" });
  await expect(tagged).toHaveCount(2);
  for (const key of await tagged.evaluateAll((items) => items.map((i) => i.getAttribute("data-queue-key")!))) expect(twelve).toContain(key);
  await page.context().close();
});

test("five proposals snoozed until a time leave /triage and come back at that time", async ({ browser }) => {
  const page = await triageAs(browser, "admin");
  const before = await total(page);
  const five = (await keys(page)).slice(0, 5);
  // By keyboard: x ticks the selected proposal, shift+j ticks the next one too and moves to it.
  await page.getByTestId("queue-item").first().click();
  await page.keyboard.press("x");
  for (let i = 0; i < 4; i++) await page.keyboard.press("Shift+J");
  await expect(page.getByTestId("triage-selected-count")).toContainText("5 proposals selected");
  const bar = page.getByTestId("triage-bulk-bar");
  await bar.getByLabel("How long to snooze").selectOption("date");
  // 12 s from now, as the date-time box takes it: the browser's own zone, to the second.
  const wakeAt = await page.evaluate(() => {
    const at = new Date(Date.now() + 12_000);
    const two = (n: number) => String(n).padStart(2, "0");
    return `${at.getFullYear()}-${two(at.getMonth() + 1)}-${two(at.getDate())}T${two(at.getHours())}:${two(at.getMinutes())}:${two(at.getSeconds())}`;
  });
  const wakesAt = Date.now() + 12_000;
  await bar.getByLabel("Wake them at").fill(wakeAt);
  await bar.getByRole("button", { name: "Snooze 5" }).click();
  await expect(bar).toContainText("Snoozed 5 proposals: they leave this list until they wake.");
  await expect.poll(() => total(page)).toBe(before - 5);
  for (const key of five) await expect(page.locator(`[data-queue-key="${key}"]`)).toHaveCount(0);

  // At their time they are back (the open page polls; a reload shows it at once).
  await page.waitForTimeout(Math.max(0, wakesAt - Date.now()));
  await expect(async () => {
    await page.reload();
    expect(await total(page)).toBe(before);
  }).toPass({ timeout: 30_000 });
  for (const key of five) await expect(page.locator(`[data-queue-key="${key}"]`)).toHaveCount(1);
  await page.context().close();
});
