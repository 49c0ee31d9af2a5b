import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startWebhookReceiver, type WebhookReceiver } from "../lib/testing/webhook-receiver";
import { expect, test } from "./fixtures/auth";

const SIGNING_SECRET = "whsec_ZTJlLWFsZXJ0cy1zaWduaW5nLWtleS0wMQ==";
const RULE = "E2E pending proposals";
const CHANNEL = "E2E receiver";

let receiver: WebhookReceiver;
test.beforeAll(async () => {
  receiver = await startWebhookReceiver(() => SIGNING_SECRET);
});
test.afterAll(async () => {
  await receiver?.close();
});

/**
 * The rule's state badge, read after a reload (states change on the server every evaluation). On a
 * loaded server a reload of /alerts can take many seconds, so the wait outlasts the rule's minute of
 * pending with room to spare.
 */
async function expectRuleState(page: Page, state: string) {
  await expect(async () => {
    await page.reload();
    await expect(page.locator(`[data-rule="${RULE}"] [data-testid="alert-state"]`)).toHaveAttribute("data-state", state, { timeout: 1_000 });
  }).toPass({ timeout: 120_000, intervals: [1_000] });
}

/** With SCREENSHOT_DIR set: /alerts and the wall while the alert fires, at desktop and phone sizes. */
async function screenshots(page: Page) {
  const dir = process.env.SCREENSHOT_DIR;
  if (!dir) return;
  for (const [name, size] of [["1440", { width: 1440, height: 900 }], ["390", { width: 390, height: 844 }]] as const) {
    await page.setViewportSize(size);
    await page.goto("/alerts");
    await expect(page.getByTestId("alert-rules")).toBeVisible();
    await page.screenshot({ path: `${dir}/alerts-${name}.png`, fullPage: true });
    await page.goto("/wall");
    await expect(page.getByTestId("wall-alert-banner")).toBeVisible();
    await page.screenshot({ path: `${dir}/wall-${name}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

const webhooksOf = (type: string) => receiver.received.filter((r) => (r.body as { type?: string } | null)?.type === type);

test("an admin creates a webhook channel and a rule; the alert goes pending, fires on /alerts and the wall, is delivered signed, then resolves", async ({ page, signInAs, baseURL }) => {
  test.setTimeout(420_000);
  await signInAs("admin");
  await removeAlertsConfig(page, baseURL!);
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts");

  // A signed webhook channel, and its test message.
  await page.getByRole("button", { name: "New channel" }).click();
  await page.getByLabel("Channel name").fill(CHANNEL);
  await page.getByLabel("Webhook address").fill(receiver.url);
  await page.getByLabel("Signing secret").fill(SIGNING_SECRET);
  await page.getByRole("button", { name: "Add channel" }).click();
  await expect(page.getByTestId("alert-channel-row").filter({ hasText: CHANNEL })).toContainText("address set (hidden)");
  await page.getByRole("button", { name: `Send test to ${CHANNEL}` }).click();
  await expect(page.getByTestId("alerts-notice")).toContainText("Test delivered");
  expect(webhooksOf("alert.test")).toHaveLength(1);
  expect(webhooksOf("alert.test")[0]!.signatureValid).toBe(true);
  expect(await page.content()).not.toContain(receiver.url);

  // A rule the demo queue already crosses: more than 0 pending proposals, held for a minute (long
  // enough that the pending state is seen between two reloads of a busy server).
  await page.getByRole("button", { name: "New rule" }).click();
  await page.getByLabel("Name", { exact: true }).fill(RULE);
  await page.getByLabel("Threshold (fires above)").fill("0");
  await page.getByLabel("For (minutes)").fill("1");
  await page.getByLabel("Keep firing (minutes)").fill("0");
  await page.getByLabel("Severity").selectOption("critical");
  await page.getByRole("checkbox", { name: CHANNEL }).check();
  await page.getByLabel("Note for the responder").fill("Add reviewers to the rota.");
  await page.getByRole("button", { name: "Create rule" }).click();
  await expect(page.getByTestId("alerts-notice")).toContainText(`Rule “${RULE}” saved.`);

  await expectRuleState(page, "pending");
  expect(webhooksOf("alert.firing")).toHaveLength(0);
  await expectRuleState(page, "firing");
  await expect(page.getByTestId("firing-indicator")).toContainText("1 firing");
  await expect.poll(() => webhooksOf("alert.firing").length, { timeout: 30_000 }).toBe(1);
  const fired = webhooksOf("alert.firing")[0]!;
  expect(fired.signatureValid).toBe(true);
  expect(fired.id).toMatch(/^msg_/);
  expect(fired.body).toMatchObject({ data: { alerts: [{ ruleName: RULE, severity: "critical", note: "Add reviewers to the rota." }] } });
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("alert-delivery").first()).toHaveAttribute("data-status", "delivered", { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations.map((v) => v.id)).toEqual([]);

  await page.goto("/wall");
  await expect(page.getByTestId("wall-alert-banner")).toContainText(RULE);
  await screenshots(page);

  // Raise the threshold above the queue: the alert resolves and the receiver is told once.
  await page.goto("/alerts");
  await page.getByRole("button", { name: `Edit ${RULE}` }).click();
  await page.getByLabel("Threshold (fires above)").fill("1000000");
  await page.getByRole("button", { name: "Save rule" }).click();
  await expect.poll(() => webhooksOf("alert.resolved").length, { timeout: 60_000 }).toBe(1);
  expect(webhooksOf("alert.resolved")[0]!.signatureValid).toBe(true);
  await expect(async () => {
    await page.reload();
    await expect(page.getByTestId("alert-history")).toContainText("resolved", { timeout: 1_000 });
    await expect(page.getByTestId("firing-indicator")).toHaveCount(0, { timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
  expect(webhooksOf("alert.firing")).toHaveLength(1);

  // Leave the shared server as it was: no rule, no channel.
  await removeAlertsConfig(page, baseURL!);
});

/** Deletes every rule and channel (also what a failed earlier attempt left behind). */
async function removeAlertsConfig(page: Page, baseURL: string) {
  const origin = { Origin: new URL(baseURL).origin };
  const overview = await (await page.request.get("/api/alerts")).json();
  for (const rule of overview.rules) expect((await page.request.delete(`/api/alerts/rules/${rule.id}`, { headers: origin })).status()).toBe(204);
  for (const channel of overview.channels) expect((await page.request.delete(`/api/alerts/channels/${channel.id}`, { headers: origin })).status()).toBe(204);
}

test("a viewer reads alerts but cannot change rules or channels", async ({ page, signInAs }) => {
  await signInAs("viewer");
  await page.goto("/alerts");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Alerts");
  await expect(page.getByRole("heading", { name: "Rules and their states" })).toBeVisible();
  await expect(page.getByRole("button", { name: "New rule" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "New channel" })).toHaveCount(0);
});
