import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

/*
 * The console against the `alternate` dialect of the embedded service (docs/architecture.md,
 * "Dialects of the embedded service"): string ids, an opaque `cursor`, nested errors, and the
 * PENDING / APPROVED / REJECTED report statuses. Runs in the `alternate` project only
 * (playwright.config.ts). Every other spec runs once, against the standard dialect; what each route
 * answers in each dialect is checked in vitest (docs/testing.md). This spec keeps what the SCREEN
 * shows differently here: the other status words, the SLA of a report those words call settled,
 * and pages opened by the string ids in their addresses.
 */

type Report = { id: unknown; status: string | null; slaDueAt: string | null; updatedAt: string; duplicateOfId: unknown };
type ReportPage = { reports: Report[]; nextCursor: string | null };

/** The words each of the dialect's report statuses is shown in (lib/format/labels.ts). */
const WORDS: Record<string, string> = { PENDING: "Pending", APPROVED: "Approved", REJECTED: "Rejected" };
// The report index backfills in the background; a busy machine makes the first answers slow.
const INDEXED = { timeout: 60_000 };

async function reportPage(request: APIRequestContext, cursor?: string | null): Promise<ReportPage> {
  const response = await request.get(`/api/organization/reports?limit=20${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`);
  expect(response.status(), await response.text()).toBe(200);
  return response.json();
}

async function post<T>(page: Page, baseURL: string, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

test("/reports shows each status in the dialect's words, and a settled one's SLA as met or missed, never as urgent", async ({ page }) => {
  const first = await reportPage(page.request);
  for (const report of first.reports) {
    expect(typeof report.id).toBe("string");
    expect(Object.keys(WORDS)).toContain(report.status);
  }
  await page.goto("/reports");
  await expect(page.getByTestId("report-row").first()).toBeVisible();
  const settled = first.reports.filter((r) => (r.status === "APPROVED" || r.status === "REJECTED") && r.slaDueAt !== null);
  expect(settled.length, "the first page has a settled report with an SLA").toBeGreaterThan(0);
  for (const report of first.reports.slice(0, 8)) {
    const row = page.locator(`[data-testid="report-row"][data-report-id="${report.id}"]`);
    await expect(row.locator("[data-column=status]")).toContainText(WORDS[report.status!]!);
  }
  for (const report of settled.slice(0, 3)) {
    const sla = page.locator(`[data-testid="report-row"][data-report-id="${report.id}"] [data-column=sla]`);
    await expect(sla).toHaveText(/SLA (met|missed)/);
  }
  // The standard vocabulary's words belong to the other dialect.
  await expect(page.locator("[data-testid=report-row] [data-column=status]").filter({ hasText: /To do|In progress|Closed/ })).toHaveCount(0);
});

test("a report opens by its string id in the address, and its duplicate marker opens the canonical one", async ({ page }) => {
  test.setTimeout(120_000);
  let duplicate: Report | undefined;
  let cursor: string | null = null;
  for (let i = 0; i < 20 && !duplicate; i++) {
    const answer = await reportPage(page.request, cursor);
    duplicate = answer.reports.find((r) => r.duplicateOfId !== null);
    cursor = answer.nextCursor;
    if (!cursor) break;
  }
  expect(duplicate, "a duplicate among the first 400 reports").toBeDefined();
  expect(typeof duplicate!.id).toBe("string");
  expect(typeof duplicate!.duplicateOfId).toBe("string");
  const canonical = duplicate!.duplicateOfId as string;

  await page.goto(`/reports?report=${duplicate!.id}`);
  const panel = page.getByTestId("report-panel");
  const detail = panel.getByTestId("report-detail");
  await expect(detail).toBeVisible(INDEXED);
  await expect(detail).toContainText(`#${duplicate!.id}`);
  await expect(detail).toContainText(WORDS[duplicate!.status!]!);
  await panel.getByRole("link", { name: `#${canonical}` }).click();
  await expect(page).toHaveURL(new RegExp(`report=${canonical}(&|$)`));
  await expect(detail).toContainText(`#${canonical}`, INDEXED);
});

test("a takedown and a triage proposal open by their string ids in the address", async ({ page, baseURL }) => {
  const takedowns = await post<{ takedowns: { id: unknown }[] }>(page, baseURL!, "/api/takedowns/list", { per_page: 5 });
  const takedown = takedowns.takedowns[0]!;
  expect(typeof takedown.id).toBe("string");
  await page.goto(`/takedowns?id=${takedown.id}`);
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-id", String(takedown.id));

  const queue = (await (await page.request.get("/api/triage/queue?limit=5")).json()) as { items: { key: string; report: { id: unknown } }[] };
  const item = queue.items.at(-1)!;
  expect(typeof item.report.id).toBe("string");
  await page.goto(`/triage?proposal=${item.key}`);
  const shown = page.locator(`[data-queue-key="${item.key}"]`);
  await shown.click();
  await expect(shown).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("evidence").getByRole("link", { name: /Open report/ })).toHaveAttribute("href", `/reports?report=${item.report.id}`);
});

test("an organization the key cannot use is refused in the service's words, sent in the dialect's nested error", async ({ page }) => {
  await page.goto("/queues?slug=initech");
  const refused = page.getByTestId("organization-refused");
  await expect(refused).toBeVisible({ timeout: 30_000 });
  await expect(refused).toContainText('The service refused the organization "initech"');
});
