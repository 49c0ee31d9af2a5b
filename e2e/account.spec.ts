import { randomBytes } from "node:crypto";
import { expect, test } from "./fixtures/auth";
import { type Spawned, startConsoleServer, tempDir } from "./fixtures/spawn";

// What only a browser shows of issue 46: the paste form, the warning and second confirmation in
// /triage, a read-only key's disabled writes and banner, the readiness card. The routes, the match
// and the parsing are proven below (docs/account.md, "Tests").

test.describe.configure({ timeout: 120_000 });

type Item = { key: string; waiting: string; proposal: { asset: { content: string; type: string } | null } };

test("three own assets pasted; a proposal on one of them warns, and its approve asks a second time", async ({ page, signInAs, baseURL }) => {
  await signInAs("admin");
  const origin = new URL(baseURL!).origin;
  const ownAssets = async () => ((await (await page.request.get("/api/own-assets")).json()) as { assets: { id: string | number; content: string }[] }).assets;
  const remove = async (ids: (string | number)[]) => {
    for (const id of ids) await page.request.delete(`/api/organization/assets/${id}`, { data: { assetId: id }, headers: { Origin: origin }, timeout: 10_000 });
  };
  const queue = (await (await page.request.get("/api/triage/queue?limit=1000")).json()) as { items: Item[] };
  // Far down the queue, where the triage specs do not review, a proposal on a site of its own.
  const target = queue.items.filter((i) => i.waiting !== "other" && i.proposal.asset?.type === "URL").at(-1)!;
  const host = new URL(target.proposal.asset!.content).hostname;
  const suffix = randomBytes(4).toString("hex");
  const pasted = [`https://www.${host}`, `@e2e_own_${suffix}`, `0x${randomBytes(20).toString("hex").toUpperCase()}`];
  // A run stopped before its clean-up left its site behind.
  await remove((await ownAssets()).filter((a) => a.content === pasted[0]).map((a) => a.id));
  try {
    await page.goto("/own-assets");
    await page.getByRole("textbox", { name: /^Add own assets: paste/ }).fill(pasted.join("\n"));
    await page.getByRole("button", { name: "Add 3 assets" }).click();
    await expect(page.getByTestId("own-assets-added")).toContainText("3 assets added");
    await page.getByLabel("Search content, name and description").fill(`e2e_own_${suffix}`);
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page.getByTestId("own-asset")).toHaveCount(1);

    await page.goto(`/triage?proposal=${encodeURIComponent(target.key)}`);
    await expect(page.getByTestId("own-asset-warning")).toContainText(`is on the same site as the organization's own asset https://www.${host}`);
    await page.getByRole("region", { name: "Selected proposal" }).getByRole("button", { name: "Approve", exact: true }).click();
    const askFirst = page.getByRole("dialog", { name: "Someone is reviewing this proposal" });
    const dialog = page.getByRole("dialog", { name: "Approve proposal" });
    await expect(dialog.or(askFirst)).toBeVisible();
    if (await askFirst.isVisible()) await askFirst.getByRole("button", { name: "Review it anyway" }).click();
    await dialog.getByLabel(/^General Phishing/).check();
    await dialog.getByRole("button", { name: "Approve and block worldwide" }).click();
    const second = page.getByRole("dialog", { name: "Approve the organization's own asset?" });
    await expect(second).toBeVisible();
    await expect(second.getByTestId("own-asset-confirm")).toContainText("approving it would block the organization's own asset");
    // Not approved: the proposal stays in the queue for the other specs.
    await second.getByRole("button", { name: "Cancel" }).click();
    await expect(second).toBeHidden();
    const held = (await (await page.request.get("/api/triage/reviews")).json()) as { reviews: { proposalId: string }[] };
    expect(held.reviews.some((r) => r.proposalId === target.key)).toBe(false);
  } finally {
    await remove((await ownAssets()).filter((a) => pasted.includes(a.content)).map((a) => a.id));
  }
});

test("the readiness card says what a missing letter of authorization prevents", async ({ page, signInAs }) => {
  await signInAs("viewer");
  await page.goto("/health");
  const letter = page.getByTestId("account-readiness-card").locator('[data-item="letter-of-authorization"]');
  await expect(letter).toContainText("Missing");
  await expect(letter).toContainText("Registrars and hosts may refuse takedowns the service files for the organization");
  await expect(letter).toContainText("Ask the organization's legal contact");
});

test.describe("a read-only key", () => {
  let server: Spawned;
  test.beforeAll(async () => {
    // The embedded service's read-only key (lib/embedded-service/demo-keys.ts), selected by UPSTREAM_API_KEY.
    server = await startConsoleServer({
      DATA_DIR: tempDir("read-only-key"),
      UPSTREAM_API_KEY: "cp_live_acme_readonly_4e6a8c0b2d4f6a8c0e2b4d6f8a0c2e4b",
      SESSION_SECRET: "read-only-key-session-secret-0123456789",
      HISTORY_RECORDER: "off",
      ALERT_JOBS: "off",
      DIGEST_JOB: "off",
      LOG_LEVEL: "warn",
    });
  });
  test.afterAll(async () => server?.kill());

  test("every write is off with the reason and the banner says so; its API answers 403 in the same words", async ({ page }) => {
    const origin = server.url;
    const signIn = await page.request.post(`${origin}/api/session`, { data: { username: "admin", password: "rampart-demo" }, headers: { Origin: origin } });
    expect(signIn.status()).toBe(204);
    await page.goto(`${origin}/own-assets`);
    await expect(page.getByTestId("key-banner")).toContainText("The console's key is read-only");
    const reason = "The console's key for the service is read-only, so the service refuses every change made with it";
    await expect(page.getByTestId("write-refused")).toContainText(reason);
    await expect(page.getByRole("button", { name: /^Add/ })).toBeDisabled();
    await page.goto(`${origin}/unblock`);
    await expect(page.getByRole("button", { name: "Continue" })).toBeDisabled();
    await expect(page.getByTestId("write-refused")).toContainText(reason);
    await page.goto(`${origin}/triage`);
    await expect(page.getByTestId("decisions-disabled")).toContainText(reason);
    await expect(page.getByRole("region", { name: "Selected proposal" }).getByRole("button", { name: "Approve", exact: true })).toBeDisabled();
    await page.goto(`${origin}/asset-groups`);
    await expect(page.getByTestId("write-refused")).toContainText(reason);
    const refused = await page.request.post(`${origin}/api/organization/asset-groups`, { data: { name: "never" }, headers: { Origin: origin } });
    expect(refused.status()).toBe(403);
    expect((await refused.json()).error).toMatchObject({ code: "READ_ONLY_KEY" });
    // Finding what is new is a read; filing and uploading evidence are writes (issue 42).
    await page.goto(`${origin}/reports/new`);
    // Typed again until the page is hydrated (text typed before is not in the page's state).
    await expect(async () => {
      await page.getByLabel("Text with the threats").fill("https://never-filed-read-only.example/login");
      await expect(page.getByRole("button", { name: "Find assets" })).toBeEnabled({ timeout: 1_000 });
    }).toPass();
    await page.getByRole("button", { name: "Find assets" }).click();
    await expect(page.getByRole("button", { name: /^File \d+ asset/ })).toBeDisabled();
    await expect(page.getByTestId("write-refused")).toContainText(reason);
    await expect(page.getByLabel("Add evidence files")).toBeDisabled();
    await page.goto(`${origin}/settings`);
    await expect(page.getByTestId("key-powers-writes")).toContainText("Read-only");
  });
});
