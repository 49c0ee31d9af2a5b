import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./fixtures/auth";

// Budget: the service allows 10 reviews per organization per rolling 24 h, shared by every spec
// on a server. This file makes 5 successful ones (approve, reject, watchlist, the keyboard
// reject, and the review that makes the 409 real); 429 is mocked, probes never pass the checks.

type Id = number | string;
type Proposal = { id: Id; reviewStatus: string; asset: { id: Id; type: string; content: string; status: string } };
type Report = { id: Id; title: string; proposals: Proposal[] };
type ReportPage = { reports: Report[]; nextCursor: string | null };

const QUEUE_API = "/api/organization/reports?limit=20&needsCustomerReview=true";
const reviewPath = (id: Id) => `/api/organization/proposals/${id}/review`;

const originOf = (page: Page) => ({ Origin: new URL(page.url() === "about:blank" ? test.info().project.use.baseURL! : page.url()).origin });

async function queueReports(request: APIRequestContext): Promise<(Report & { reportedByCustomer: boolean })[]> {
  const response = await request.get(QUEUE_API);
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as ReportPage).reports as (Report & { reportedByCustomer: boolean })[];
}

const pending = (reports: Report[]) => reports.flatMap((r) => r.proposals).filter((p) => p.reviewStatus === "PENDING");

/**
 * A proposal that waits on the organization: a PENDING one on a report the organization filed
 * itself (upstream-notes: needsCustomerReview covers those). Each successful review removes it, so
 * the next call finds another.
 */
async function waitingProposal(page: Page): Promise<Proposal> {
  const proposal = pending((await queueReports(page.request)).filter((r) => r.reportedByCustomer))[0];
  expect(proposal, "a proposal waiting on the organization on the queue's first page").toBeDefined();
  return proposal!;
}

/** A different, valid id of the same form as the proposal's asset id. */
const otherId = (id: Id): Id => (typeof id === "number" ? id + 1_000_000 : String(Number(id) + 1_000_000));

/**
 * A PENDING proposal of the first page that the service says (403) is not waiting on the
 * organization. The probe sends a mismatched assetId: a waiting proposal answers 409 for that and
 * nothing changes either way (the budget is only spent by a review that passes every check).
 */
async function notWaitingProposal(page: Page): Promise<Proposal | undefined> {
  const candidates = pending((await queueReports(page.request)).filter((r) => !r.reportedByCustomer)).slice(0, 12);
  const statuses = await Promise.all(
    candidates.map(async (proposal) => {
      const response = await page.request.post(reviewPath(proposal.id), {
        data: { assetId: otherId(proposal.asset.id), decision: "REJECT", rejectReason: "irrelevant" },
        headers: originOf(page),
      });
      return response.status();
    }),
  );
  return candidates[statuses.indexOf(403)];
}

/** The service's own view of a proposal, found through the report list by its asset's content. */
async function proposalInService(request: APIRequestContext, proposal: Proposal): Promise<Proposal | undefined> {
  let cursor: string | null = null;
  for (let pageNo = 0; pageNo < 10; pageNo++) {
    const url = `/api/organization/reports?limit=20&searchQuery=${encodeURIComponent(proposal.asset.content)}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ""}`;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    const body = (await response.json()) as ReportPage;
    const found = body.reports.flatMap((r) => r.proposals).find((p) => String(p.id) === String(proposal.id));
    if (found || body.nextCursor === null) return found;
    cursor = body.nextCursor;
  }
  return undefined;
}

const item = (page: Page, proposal: Proposal) => page.locator(`[data-queue-key="${proposal.id}"]`);

async function openTriage(page: Page) {
  await page.goto("/triage");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Triage");
  await expect(page.getByTestId("queue-item").first()).toBeVisible();
}

async function selectInUi(page: Page, proposal: Proposal) {
  await item(page, proposal).click();
  await expect(item(page, proposal)).toHaveAttribute("aria-current", "true");
  await expect(page.getByTestId("selected-asset")).toHaveText(proposal.asset.content);
}

const detailButton = (page: Page, name: "Approve" | "Reject" | "Watchlist") =>
  page.getByRole("region", { name: "Selected proposal" }).getByRole("button", { name, exact: true });

test.describe("as a reviewer", () => {
  test.beforeEach(async ({ signInAs }) => {
    await signInAs("reviewer");
  });

  test("approve with a brand label blocks the asset worldwide, sending the ids back as received", async ({ page }) => {
    const proposal = await waitingProposal(page);
    const brands = (await (await page.request.get("/api/organization/brands")).json()).brands as { id: Id; name: string }[];
    expect(brands.length).toBeGreaterThan(0);
    await openTriage(page);
    await selectInUi(page, proposal);

    await detailButton(page, "Approve").click();
    const dialog = page.getByRole("dialog", { name: "Approve proposal" });
    await expect(dialog).toContainText("cannot be undone");
    await expect(dialog).toContainText("blocks this asset worldwide");
    // Confirming without a label is refused in place.
    await dialog.getByRole("button", { name: "Approve and block worldwide" }).click();
    await expect(dialog).toContainText("Choose a label.");
    await dialog.getByLabel("Brand Impersonation (names a brand)").check();
    await dialog.getByRole("combobox", { name: /^Brand/ }).selectOption(String(brands[0]!.id));

    const sent = page.waitForRequest((r) => r.url().endsWith(reviewPath(proposal.id)) && r.method() === "POST");
    await dialog.getByRole("button", { name: "Approve and block worldwide" }).click();
    await expect(item(page, proposal)).toHaveCount(0);
    expect((await sent).postDataJSON()).toStrictEqual({
      assetId: proposal.asset.id,
      decision: "APPROVE",
      label: "Brand Impersonation",
      brandId: brands[0]!.id,
    });
    await expect(page.getByTestId("triage-status")).toContainText("Approved; the asset is now blocked worldwide");

    const truth = await proposalInService(page.request, proposal);
    expect(truth?.reviewStatus).toBe("APPROVED");
    expect(truth?.asset.status).toBe("BLOCKED");
  });

  test("reject and watchlist (OTHER with its note) change the proposal in the service", async ({ page }) => {
    const rejected = await waitingProposal(page);
    await openTriage(page);
    await selectInUi(page, rejected);
    await detailButton(page, "Reject").click();
    const rejectDialog = page.getByRole("dialog", { name: "Reject proposal" });
    await rejectDialog.getByLabel("No malicious activity").check();
    const rejectSent = page.waitForRequest((r) => r.url().endsWith(reviewPath(rejected.id)));
    await rejectDialog.getByRole("button", { name: "Reject", exact: true }).click();
    await expect(item(page, rejected)).toHaveCount(0);
    expect((await rejectSent).postDataJSON()).toStrictEqual({ assetId: rejected.asset.id, decision: "REJECT", rejectReason: "no_malicious_activity" });
    await expect(page.getByTestId("triage-status")).toContainText("Rejected");
    expect((await proposalInService(page.request, rejected))?.reviewStatus).toBe("REJECTED");

    const watched = await waitingProposal(page);
    await page.reload();
    await expect(page.getByTestId("queue-item").first()).toBeVisible();
    await selectInUi(page, watched);
    await detailButton(page, "Watchlist").click();
    const watchDialog = page.getByRole("dialog", { name: "Watchlist proposal" });
    await watchDialog.getByLabel("Other (explain in a note)").check();
    await watchDialog.getByRole("button", { name: "Add to watchlist" }).click();
    await expect(watchDialog).toContainText("Describe the reason in a note.");
    await watchDialog.getByLabel(/^Note/).fill("  Clone of a known phishing kit  ");
    const watchSent = page.waitForRequest((r) => r.url().endsWith(reviewPath(watched.id)));
    await watchDialog.getByRole("button", { name: "Add to watchlist" }).click();
    await expect(item(page, watched)).toHaveCount(0);
    expect((await watchSent).postDataJSON()).toStrictEqual({
      assetId: watched.asset.id,
      decision: "WATCHLIST",
      watchlistReason: "OTHER",
      note: "Clone of a known phishing kit",
    });
    await expect(page.getByTestId("triage-status")).toContainText("Added to the watchlist");
    // A watchlist is stored as a rejection.
    expect((await proposalInService(page.request, watched))?.reviewStatus).toBe("REJECTED");
  });

  test("409: a proposal resolved meanwhile says so and leaves the refreshed queue", async ({ page }) => {
    const proposal = await waitingProposal(page);
    await openTriage(page);
    await selectInUi(page, proposal);
    // Someone else resolves it while the page still shows it.
    const elsewhere = await page.request.post(reviewPath(proposal.id), {
      data: { assetId: proposal.asset.id, decision: "REJECT", rejectReason: "decayed" },
      headers: originOf(page),
    });
    expect(elsewhere.status(), await elsewhere.text()).toBe(200);

    await detailButton(page, "Reject").click();
    const dialog = page.getByRole("dialog", { name: "Reject proposal" });
    await dialog.getByLabel("Irrelevant").check();
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();
    const alert = page.getByTestId("review-error");
    await expect(alert).toHaveAttribute("role", "alert");
    await expect(alert).toContainText("resolved meanwhile, or its asset changed");
    await expect(alert).toContainText("Request id:");
    // The refreshed queue no longer lists it: the service resolved it.
    await expect(item(page, proposal)).toHaveCount(0);
  });

  test("429: the organization's daily review budget is spent, and when it returns", async ({ page }) => {
    await page.route("**/api/organization/proposals/*/review", (route) =>
      route.fulfill({
        status: 429,
        headers: { "Retry-After": "5400", "Content-Type": "application/json" },
        body: JSON.stringify({ error: { code: "TOO_MANY_REQUESTS", message: "Review limit reached", requestId: "req-budget" } }),
      }),
    );
    await openTriage(page);
    const first = page.getByTestId("queue-item").first();
    const key = await first.getAttribute("data-queue-key");
    await first.click();
    await detailButton(page, "Reject").click();
    const dialog = page.getByRole("dialog", { name: "Reject proposal" });
    await dialog.getByLabel("Decayed (no longer active)").check();
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();

    const alert = page.getByTestId("review-error");
    await expect(alert).toContainText("daily review budget is spent");
    await expect(alert).toContainText("Reviews are possible again in 1 h 30 min");
    await expect(alert).toContainText("req-budget");
    // Rolled back: the proposal is in the queue again, carrying the reason.
    const back = page.locator(`[data-queue-key="${key}"]`);
    await expect(back).toBeVisible();
    await expect(back).toContainText("daily review budget is spent");
  });

  test("403: a proposal not waiting on this organization says so and becomes read-only", async ({ page }) => {
    // Real when the first page holds such a proposal; otherwise the service's answer is mocked.
    const notWaiting = await notWaitingProposal(page);
    if (!notWaiting) {
      await page.route("**/api/organization/proposals/*/review", (route) =>
        route.fulfill({
          status: 403,
          contentType: "application/json",
          body: JSON.stringify({ error: { code: "FORBIDDEN", message: "This proposal is not waiting on your organization's review", requestId: "req-403" } }),
        }),
      );
    }
    await openTriage(page);
    const key = notWaiting ? String(notWaiting.id) : await page.getByTestId("queue-item").first().getAttribute("data-queue-key");
    const target = page.locator(`[data-queue-key="${key}"]`);
    await target.click();
    await detailButton(page, "Reject").click();
    const dialog = page.getByRole("dialog", { name: "Reject proposal" });
    await dialog.getByLabel("Irrelevant").check();
    await dialog.getByRole("button", { name: "Reject", exact: true }).click();

    await expect(page.getByTestId("review-error")).toContainText("not waiting on your organization's review");
    // It comes back below the proposals that do wait on the organization, read-only.
    await expect(target).toContainText("Not waiting on your organization");
    await expect(page.getByTestId("queue-item").last()).toHaveAttribute("data-queue-key", key!);
    await target.click();
    await expect(detailButton(page, "Approve")).toBeDisabled();
  });

  test("the whole flow works from the keyboard alone", async ({ page }) => {
    const proposal = await waitingProposal(page);
    await openTriage(page);
    const keys = await page.getByTestId("queue-item").evaluateAll((els) => els.map((e) => e.getAttribute("data-queue-key")));
    const index = keys.indexOf(String(proposal.id));
    expect(index).toBeGreaterThanOrEqual(0);
    const focusedKey = () => page.evaluate(() => document.activeElement?.getAttribute("data-queue-key") ?? null);

    await page.keyboard.press("j"); // the first j lands on the selected (first) proposal
    expect(await focusedKey()).toBe(keys[0]);
    for (let i = 0; i < index; i++) await page.keyboard.press("j");
    await expect(item(page, proposal)).toBeFocused();
    await expect(item(page, proposal)).toHaveAttribute("aria-current", "true");
    await page.keyboard.press("k");
    if (index > 0) {
      expect(await focusedKey()).toBe(keys[index - 1]);
      await page.keyboard.press("j");
    }
    await expect(item(page, proposal)).toBeFocused();

    await page.keyboard.press("?");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeHidden();
    await expect(item(page, proposal)).toBeFocused();

    // Approve: warns, traps focus, and Escape cancels without sending anything.
    let sentReviews = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().includes("/review")) sentReviews++;
    });
    await page.keyboard.press("a");
    const approve = page.getByRole("dialog", { name: "Approve proposal" });
    await expect(approve).toContainText("cannot be undone");
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => document.activeElement?.closest("dialog[open]") !== null)).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(approve).toBeHidden();
    await expect(item(page, proposal)).toBeFocused();
    expect(sentReviews).toBe(0);

    // Reject: the first reason is focused; Space picks it, Enter confirms.
    await page.keyboard.press("r");
    const reject = page.getByRole("dialog", { name: "Reject proposal" });
    await expect(reject.getByLabel("Irrelevant")).toBeFocused();
    await page.keyboard.press("Space");
    await page.keyboard.press("Enter");
    await expect(reject).toBeHidden();
    await expect(item(page, proposal)).toHaveCount(0);
    // Focus moves on to the proposal that took its place.
    await expect.poll(focusedKey).not.toBeNull();
    expect(await focusedKey()).not.toBe(String(proposal.id));
    await expect(page.getByTestId("triage-status")).toContainText("Rejected");
    expect(sentReviews).toBe(1);
    expect((await proposalInService(page.request, proposal))?.reviewStatus).toBe("REJECTED");
  });

  test("axe finds no serious or critical violations, with and without the dialog open", async ({ page }) => {
    await openTriage(page);
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations
        .filter((v) => v.impact === "serious" || v.impact === "critical")
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
    expect(await serious()).toEqual([]);

    await detailButton(page, "Approve").click();
    const dialog = page.getByRole("dialog", { name: "Approve proposal" });
    await dialog.getByLabel("Employee Impersonation (names a brand)").check();
    await dialog.getByRole("button", { name: "Approve and block worldwide" }).click(); // shows the brand error
    await expect(dialog).toContainText("Choose the brand");
    expect(await serious()).toEqual([]);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Keyboard shortcuts" }).click();
    await expect(page.getByRole("dialog", { name: "Keyboard shortcuts" })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});

test("a viewer sees the queue read-only, with a note", async ({ page, signInAs }) => {
  await signInAs("viewer");
  await openTriage(page);
  await expect(page.getByRole("note")).toContainText("reviewing proposals needs the reviewer or admin role");
  await expect(page.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  await page.keyboard.press("j");
  await page.keyboard.press("a");
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await expect(page.getByTestId("triage-status")).toContainText("needs the reviewer or admin role");
});
