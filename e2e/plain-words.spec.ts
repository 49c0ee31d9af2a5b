import type { Page } from "@playwright/test";
import { documentedCodes } from "@/lib/format/labels";
import { formatClock, formatZoneLabel } from "@/lib/format/time";
import { DEMO_PASSWORD, expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

/**
 * The console as a person reads it (docs/architecture.md, "Words" and "Look"): on every page and
 * in both themes the visible text holds no documented enum code, no ISO timestamp and no
 * camelCase key; /reports shows at least 20 rows at 1440×900; the wall's clock agrees with its
 * zone label in another zone; an ended session leads to sign-in and back; axe finds nothing
 * serious at 1440 px in the light theme and at 390 px in the dark one (the WCAG 2.2 AA rules:
 * fixtures/axe.ts). SHOTS=<dir> also writes a screenshot of each page and size.
 */

type PageCase = { path: string; ready: string | null; open?: (page: Page) => Promise<void> };

/** Every page, with what its axe scan opens first (a disclosure whose content only shows once opened). */
const PAGES: PageCase[] = [
  { path: "/reports", ready: "report-row" },
  { path: "/queues", ready: "snapshot-updated" },
  {
    path: "/health",
    ready: null,
    open: (page) => page.getByTestId("health-card-takedowns.stale-in-progress").getByText("Thresholds", { exact: true }).click(),
  },
  { path: "/asset-groups", ready: null },
  { path: "/own-assets", ready: "own-asset" },
  { path: "/unblock", ready: null },
  { path: "/reports/new", ready: null },
  { path: "/settings", ready: "user-row" },
  {
    path: "/activity",
    ready: "activity-row",
    open: async (page) => {
      const summary = page.getByTestId("activity-row").first().locator("summary").first();
      if ((await summary.count()) > 0) await summary.click();
    },
  },
  { path: "/triage", ready: "queue-counts" },
  { path: "/takedowns", ready: "takedown-row" },
  { path: "/alerts", ready: null },
];

// Codes made only of capitals with an underscore, or the status words, as whole words. ("API" and
// "URL" are also ordinary words and are left out.)
const CODES = [
  ...documentedCodes().filter((c) => /^[A-Z][A-Z0-9]*_[A-Z0-9_]+$/.test(c) || ["TODO", "CLOSED", "PENDING", "APPROVED", "REJECTED"].includes(c)),
  // Single-word codes seen raw on screen (issue 29: `TELEGRAM`, `MANAGER`, `URL · UNKNOWN`): platforms,
  // the service's roles, asset and watch statuses. ("EMAIL" and the asset types that are also
  // names are left out: they are ordinary words in reports' own texts.)
  ...documentedCodes(["reporterPlatform", "reporterRole", "assetStatus", "livenessStatus", "watchStatus"]).filter(
    (c) => /^[A-Z]{4,}$/.test(c) && c !== "EMAIL" && c !== "NONE",
  ),
];
const CODE_PATTERN = new RegExp(`\\b(${CODES.join("|")})\\b`);
const ISO_PATTERN = /\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
const CAMEL_PATTERN = /\b[a-z]+[A-Z][A-Za-z]*\b/;
const BULK_ID_PATTERN = /\bmb_[A-Za-z0-9_-]{12}/g;

/** The page's visible text, without the findings tables and suggested actions: the service's own messages, shown as given. */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const copy = document.body.cloneNode(true) as HTMLElement;
    for (const own of copy.querySelectorAll("[data-testid=findings], [data-service-text]")) own.remove();
    document.body.append(copy);
    copy.style.position = "absolute";
    const text = copy.innerText;
    copy.remove();
    return text;
  });
}

async function settle(page: Page, ready: string | null) {
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  if (ready) await expect(page.getByTestId(ready).first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText("Checking…")).toHaveCount(0, { timeout: 20_000 });
  await expect(page.locator("[role=status]", { hasText: /^Loading/ })).toHaveCount(0, { timeout: 20_000 });
}

function findings(text: string): string[] {
  const found: string[] = [];
  for (const line of text.split("\n")) {
    const code = CODE_PATTERN.exec(line);
    if (code) found.push(`code ${code[1]} in "${line.trim()}"`);
    if (ISO_PATTERN.test(line)) found.push(`ISO time in "${line.trim()}"`);
    // A bulk action's id is shown as it is, to quote (lib/marks/service.ts): random letters, not words.
    const camel = CAMEL_PATTERN.exec(line.replace(BULK_ID_PATTERN, ""));
    if (camel) found.push(`camelCase ${camel[0]} in "${line.trim()}"`);
  }
  return found;
}

/** The pages checked for no horizontal overflow at 390 px. */
const FITS_390 = ["/alerts", "/activity", "/health"];

// axe runs once per size, in a different theme at each: every rule in each theme and at each size,
// in half the scans (each scan of a long page took 3–6 s in CI; docs/testing.md, "Browser").
const SCANS = [
  { width: 1440, height: 900, theme: "light" },
  { width: 390, height: 844, theme: "dark" },
] as const;

for (const { path, ready, open } of PAGES) {
  test(`${path} reads in plain words and passes axe in both themes`, async ({ page, context, baseURL, signInAs }) => {
    // The words do not change with the theme: the dark theme is here for axe's contrast check, after
    // the page's own toggle (the class it sets is what the server renders from the cookie).
    test.setTimeout(90_000);
    await context.addCookies([{ name: "theme", value: "light", url: baseURL! }]);
    await signInAs("admin");
    for (const { theme, ...size } of SCANS) {
      await page.setViewportSize(size);
      await page.goto(path);
      await settle(page, ready);
      await expect(page.locator("html")).toHaveClass("light");
      expect(findings(await visibleText(page)), `${path} at ${size.width} px`).toEqual([]);
      // Nothing wider than the screen at 390 px (issue 41: /activity's action filter was 525 px wide).
      if (size.width === 390 && FITS_390.includes(path)) expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      if (theme === "dark") {
        await page.getByRole("button", { name: "Dark theme" }).click();
        await expect(page.locator("html")).toHaveClass("dark");
      }
      await open?.(page);
      if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${path.slice(1)}-${size.width}-${theme}.png`, fullPage: size.width < 400 });
      const results = await axe(page).analyze();
      const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
      expect(bad.map((v) => `${path} ${size.width}px ${theme} ${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
      // The next load starts light again: the toggle kept its choice in the cookie.
      await context.addCookies([{ name: "theme", value: "light", url: baseURL! }]);
    }
  });
}

test("a report's reporter and a triage item's evidence say the platform and role in words", async ({ page, signInAs }) => {
  await signInAs("admin");
  await page.goto("/triage");
  await settle(page, "queue-counts");
  const evidence = page.getByTestId("evidence");
  await expect(evidence).toBeVisible({ timeout: 20_000 });
  expect(findings(await evidence.innerText()), "triage evidence").toEqual([]);
  await evidence.getByRole("link", { name: /^Open report .+ in Reports$/ }).click();
  const detail = page.getByRole("heading", { name: "Reporter" });
  await expect(detail).toBeVisible({ timeout: 20_000 });
  expect(findings(await visibleText(page)), "report panel").toEqual([]);
});

test("at least 20 report rows are visible at 1440×900 with the filters closed", async ({ page, signInAs }) => {
  await signInAs("viewer");
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto("/reports");
  await expect(page.getByTestId("report-row").first()).toBeVisible();
  const visible = await page.getByTestId("report-list-scroller").evaluate((scroller) => {
    const box = scroller.getBoundingClientRect();
    return [...scroller.querySelectorAll("[data-testid=report-row]")].filter((row) => {
      const r = row.getBoundingClientRect();
      return r.top >= box.top && r.bottom <= box.bottom + 0.5 && r.bottom <= window.innerHeight;
    }).length;
  });
  expect(visible).toBeGreaterThanOrEqual(20);
});

test.describe("in another time zone", () => {
  test.use({ timezoneId: "Asia/Kolkata" });
  test("the wall's clock and its zone label agree with the browser", async ({ page, signInAs }) => {
    await signInAs("viewer");
    await page.goto("/wall");
    // Chromium may name the zone by its older alias (Asia/Calcutta): compare with what the browser says.
    const browserZone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
    await expect(page.getByTestId("wall-zone")).toHaveText(`${browserZone} (GMT+5:30)`);
    const shown = (await page.getByTestId("wall-clock").textContent()) ?? "";
    const now = await page.evaluate(() => Date.now());
    const expected = [now - 1000, now, now + 1000].map((t) => formatClock(t, "Asia/Kolkata"));
    expect(
      expected.some((clock) => shown.includes(clock)),
      `${shown} against ${expected.join(", ")}`,
    ).toBe(true);
    expect(shown).toContain(formatZoneLabel(now, browserZone));
  });
});

test("an ended session leads to sign-in and back to the page", async ({ page, context, signInAs }) => {
  await signInAs("viewer");
  await page.goto("/queues");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Queues");
  // The page's own calls are answered first: one sent after the cookie goes would take the page to sign-in itself (a 401).
  await page.waitForLoadState("networkidle");
  await context.clearCookies({ name: "rampart_session" });
  await page.goto("/queues?all=false");
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel("Username").fill("viewer");
  await page.getByLabel("Password").fill(DEMO_PASSWORD);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(/\/queues\?all=false$/);
});
