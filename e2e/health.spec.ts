import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

type Registry = { checks: { id: string; implemented: boolean; path?: string }[] };
type Result = { id: string; severity: string; ok: boolean; findings: { ref: string }[]; threshold: Record<string, unknown> };

async function post<T>(page: Page, baseURL: string, path: string, data: unknown = {}): Promise<T> {
  const response = await page.request.post(path, { data, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return response.json();
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("viewer");
});

test("a card per registered check, each graded as the service answered, counted in the summary", async ({ page, baseURL }) => {
  const checkRequests = new Set<string>();
  page.on("request", (r) => {
    const path = new URL(r.url()).pathname;
    if (path.startsWith("/api/healthchecks/") && path !== "/api/healthchecks/list") checkRequests.add(path);
  });
  const registry = await post<Registry>(page, baseURL!, "/api/healthchecks/list");
  await page.goto("/health");
  for (const check of registry.checks) {
    await expect(page.getByTestId(`health-card-${check.id}`)).toBeVisible();
  }
  await expect(page.getByText("Checking…")).toHaveCount(0, { timeout: 20_000 });

  const counts = { ok: 0, warn: 0, fail: 0, unknown: 0 };
  // The server page ran every check and handed the answers over: the browser asked for none of them.
  expect([...checkRequests]).toEqual([]);
  for (const check of registry.checks.filter((c) => c.implemented)) {
    const path = `/api/healthchecks/${check.id.replace(".", "/")}`;
    // Other specs may change data meanwhile (reviews): the grade follows a fresh answer.
    await expect(async () => {
      const truth = await post<Result>(page, baseURL!, path);
      await expect(page.getByTestId(`grade-${check.id}`)).toHaveAttribute("data-grade", truth.severity, { timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    const grade = (await page.getByTestId(`grade-${check.id}`).getAttribute("data-grade")) as keyof typeof counts;
    counts[grade]++;
  }
  for (const [grade, count] of Object.entries(counts)) {
    await expect(page.getByTestId(`summary-${grade}`)).toHaveAttribute("data-count", String(count));
  }
  // The grade is written as a word and an icon, not only a colour.
  await expect(page.getByTestId("grade-reviewing.old-proposals")).toHaveText(/(OK|Warn|Fail|Unknown)$/);
});

test("findings link proposals to their report and review, and takedowns to their row", async ({ page, baseURL }) => {
  const truth = await post<Result>(page, baseURL!, "/api/healthchecks/reviewing/old-proposals");
  test.skip(truth.findings.length === 0, "no old proposals in this dataset");
  await page.goto("/health");
  const card = page.getByTestId("health-card-reviewing.old-proposals");
  const first = card.locator(`[data-testid="finding"][data-ref="${truth.findings[0].ref}"]`).first();
  const id = truth.findings[0].ref.split(":")[1];
  const reportId = /report #?(\d+)/.exec((truth.findings[0] as unknown as { message: string }).message)?.[1];
  await expect(first.getByRole("link", { name: "Review in triage" })).toHaveAttribute("href", `/triage?proposal=${id}`);
  if (reportId) await expect(first.getByRole("link", { name: `Report ${reportId}` })).toHaveAttribute("href", `/reports?report=${reportId}`);
  await expect(card.getByTestId("observed")).toContainText("14 days or more");
  await expect(card.getByTestId("threshold")).toContainText("Fail at the age of");

  // A takedown finding lands on that takedown.
  const stale = await post<Result>(page, baseURL!, "/api/healthchecks/takedowns/stale-in-progress");
  expect(stale.findings.length).toBeGreaterThan(0);
  const takedownId = stale.findings[0].ref.split(":")[1];
  const staleCard = page.getByTestId("health-card-takedowns.stale-in-progress");
  await staleCard
    .getByRole("link", { name: `Takedown ${takedownId}`, exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/takedowns\\?id=${takedownId}$`));
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-id", takedownId);
  await expect(page.getByTestId("takedown-one").getByTestId("takedown-row")).toHaveAttribute("data-stale", "true");

  // A kind with no page of its own (detection configs) is shown in place, not as a link.
  await page.goto("/health");
  const silent = page.getByTestId("health-card-detections.silent-configs");
  const silentTruth = await post<Result>(page, baseURL!, "/api/healthchecks/detections/silent-configs");
  if (silentTruth.findings.length > 0) {
    // Named in words ("Detection config 7"), the raw ref kept in its title.
    await expect(silent.getByTestId("finding-ref-text").first()).toHaveText(`Detection config ${silentTruth.findings[0].ref.split(":")[1]}`);
    await expect(silent.getByTestId("finding-ref-text").first()).toHaveAttribute("title", silentTruth.findings[0].ref);
    await expect(silent.getByTestId("findings").getByRole("link")).toHaveCount(0);
  }
});

test("finding texts read durations and times in words, not fractional hours, ISO times or raw refs", async ({ page, baseURL }) => {
  const stale = await post<Result & { findings: { message: string }[] }>(page, baseURL!, "/api/healthchecks/takedowns/stale-in-progress");
  expect(stale.findings.length).toBeGreaterThan(0);
  // The service's own words carry them: what the page shows must not.
  expect(stale.findings[0].message).toMatch(/\d+(\.\d+)? h\b/);
  await page.goto("/health");
  const messages = page.getByTestId("health-card-takedowns.stale-in-progress").getByTestId("finding-message");
  await expect(messages.first()).toBeVisible();
  for (const text of await page.getByTestId("finding-message").allTextContents()) {
    expect(text).not.toMatch(/\d+\.\d+ (h|d)\b/);
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T\d{2}:/);
    expect(text).not.toMatch(/\b[a-z-]+:\d+\b/);
    expect(text).not.toMatch(/IN_PROGRESS/);
  }
  await expect(messages.first()).toContainText(/for (about )?\d+ days, since \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}/);
});

test("every 'Open' link of a check opens a console page that exists, filtered to what the check is about", async ({ page }) => {
  await page.goto("/health");
  await expect(page.getByText("Checking…")).toHaveCount(0, { timeout: 20_000 });
  const expected: Record<string, string> = {
    "organization.missing-contact-url": "/takedowns?status=IN_PROGRESS,PENDING_INPUT",
    "detections.silent-configs": "/reports?sources=AUTO_DETECTION",
    "takedowns.automation-off": "/takedowns?status=TODO",
    "assets.dead-asset-spike": "/takedowns?liveness=DEAD&status=TODO,IN_PROGRESS,PENDING_INPUT",
  };
  for (const [id, href] of Object.entries(expected)) {
    await expect(page.getByTestId(`health-card-${id}`).getByTestId("check-app-link")).toHaveAttribute("href", href);
  }
  for (const href of await page.getByTestId("check-app-link").evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""))) {
    expect(href).not.toMatch(/section=/);
    expect(href).toMatch(/^\/(reports|takedowns|triage|queues)\?/);
  }
  await page.getByTestId("health-card-takedowns.automation-off").getByTestId("check-app-link").click();
  await expect(page).toHaveURL(/\/takedowns\?status=TODO$/);
  await expect(page.getByRole("heading", { name: "Takedowns", level: 1 })).toBeVisible();
});

test("the summary counts filter the cards by grade, in the URL, with a way back to all", async ({ page }) => {
  await page.goto("/health");
  await expect(page.getByText("Checking…")).toHaveCount(0, { timeout: 20_000 });
  const okCount = Number(await page.getByTestId("summary-ok").getAttribute("data-count"));
  const all = await page.locator('[data-testid^="health-card-"]').count();
  await page.getByTestId("summary-ok").click();
  await expect(page).toHaveURL(/[?&]grade=ok\b/);
  await expect(page.getByTestId("summary-ok")).toHaveAttribute("aria-pressed", "true");
  await expect(page.locator('[data-testid^="health-card-"]')).toHaveCount(okCount);
  for (const card of await page.locator('[data-testid^="health-card-"]').all()) await expect(card).toHaveAttribute("data-grade", "ok");
  await page.getByTestId("summary-clear").click();
  await expect(page).not.toHaveURL(/grade=/);
  await expect(page.locator('[data-testid^="health-card-"]')).toHaveCount(all);
});

test("thresholds: valid ones go to the URL and the request; a hand-edited invalid one is not sent", async ({ page }) => {
  const id = "takedowns.stale-in-progress";
  const path = "/api/healthchecks/takedowns/stale-in-progress";
  const bodies: unknown[] = [];
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === path) bodies.push(r.postDataJSON());
  });
  await page.goto("/health");
  const card = page.getByTestId(`health-card-${id}`);
  await expect(card.getByTestId(`grade-${id}`)).toBeVisible();
  await card.getByText("Thresholds", { exact: true }).click();
  // Typed values refused before sending (fail below warn, not a number): components/health/threshold-form.test.tsx.

  await card.getByLabel(/^Warn at \(/).fill("5");
  await card.getByLabel(/^Stale after/).fill("24");
  await card.getByLabel(/^Fail at \(/).fill("9");
  await card.getByRole("button", { name: "Apply thresholds" }).click();
  await expect(page).toHaveURL(/takedowns\.stale-in-progress\.staleThresholdHours=24/);
  await expect.poll(() => bodies.at(-1)).toEqual({ staleThresholdHours: 24, warnThreshold: 5, failThreshold: 9 });
  await expect(card.getByTestId("threshold").locator('[data-key="staleThresholdHours"]')).toHaveText("24 h");

  // A hand-edited invalid URL value is not sent either: the card says why.
  await page.goto(`/health?${encodeURIComponent(`${id}.warnThreshold`)}=0`);
  await expect(page.getByTestId(`health-card-${id}`).getByRole("alert")).toContainText("“Warn at” must be greater than 0");
  await expect(page.getByTestId(`health-card-${id}`)).toHaveAttribute("data-grade", "unknown");
});

// A check that fails to run is unknown and counted so, and Run again on its card runs it again:
// app/(console)/health/client.test.tsx.

// axe on this page (with what it opens first): plain-words.spec.ts, once per size and theme.
