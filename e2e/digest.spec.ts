import type { Page } from "@playwright/test";
import { SMTPServer } from "smtp-server";
import { startWebhookReceiver, type WebhookReceiver } from "../lib/testing/webhook-receiver";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

const SIGNING_SECRET = "whsec_ZTJlLWRpZ2VzdC1zaWduaW5nLWtleS0wMQ==";
const MAIL_CHANNEL = "E2E digest mail";
const HOOK_CHANNEL = "E2E digest hook";

let receiver: WebhookReceiver;
let smtp: SMTPServer;
let smtpPort = 0;
const mails: string[] = [];

test.beforeAll(async () => {
  receiver = await startWebhookReceiver(() => SIGNING_SECRET);
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        mails.push(Buffer.concat(chunks).toString("utf8"));
        cb();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  smtpPort = (smtp.server.address() as { port: number }).port;
});
test.afterAll(async () => {
  await receiver?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

/** A mail's text as written: quoted-printable soft breaks and escapes undone. */
function decoded(mail: string): string {
  return mail.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

async function cleanUp(page: Page, origin: { Origin: string }) {
  const digests = (await (await page.request.get("/api/digests")).json()) as { digests: { id: number }[]; channels: { id: number; name: string }[] };
  for (const d of digests.digests) await page.request.delete(`/api/digests/${d.id}`, { headers: origin });
  for (const c of digests.channels.filter((c) => c.name.startsWith("E2E digest")))
    await page.request.delete(`/api/alerts/channels/${c.id}`, { headers: origin });
}

test("an admin defines a weekly digest, previews it and sends it now to a mail server and a signed webhook, with the page's numbers", async ({
  page,
  signInAs,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signInAs("admin");
  const origin = { Origin: new URL(baseURL!).origin };
  await cleanUp(page, origin);
  const mail = {
    type: "email",
    name: MAIL_CHANNEL,
    // This test server offers no STARTTLS: the channel allows plain text on purpose.
    settings: { host: "127.0.0.1", port: smtpPort, secure: false, allowPlainText: true, from: "rampart@example.test", to: ["leads@example.test"] },
  };
  const hook = { type: "webhook", name: HOOK_CHANNEL, secrets: { url: receiver.url, signingSecret: SIGNING_SECRET } };
  for (const channel of [mail, hook]) expect((await page.request.post("/api/alerts/channels", { headers: origin, data: channel })).status()).toBe(201);

  await page.goto("/outcomes");
  const section = page.getByRole("region", { name: "Weekly digest" });
  await expect(section).toBeVisible({ timeout: 30_000 });
  const form = section.getByRole("form", { name: "New weekly digest" });
  await form.getByLabel("Name").fill("E2E leads");
  await form.getByLabel(`${MAIL_CHANNEL} (email)`).check();
  await form.getByLabel(`${HOOK_CHANNEL} (webhook)`).check();
  await form.getByLabel("Time zone").fill("Europe/Berlin");
  // Saved: the answer is awaited, so a refusal or a slow save says so rather than a missing item.
  const saved = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/digests" && r.request().method() === "POST");
  await form.getByRole("button", { name: "Save digest" }).click();
  const answer = await saved;
  expect(answer.status(), await answer.text()).toBe(201);
  const item = section.getByRole("listitem").filter({ hasText: "E2E leads" });
  await expect(item).toContainText("Mondays at 09:00 Europe/Berlin", { timeout: 30_000 });

  // Changed: another hour, said at once; the form closes.
  await item.getByRole("button", { name: "Edit" }).click();
  const change = item.getByRole("form", { name: "Change E2E leads" });
  await change.getByLabel("Hour").selectOption("10");
  await change.getByRole("button", { name: "Save changes" }).click();
  await expect(item).toContainText("Mondays at 10:00 Europe/Berlin");
  await expect(change).toHaveCount(0);

  // Preview: the text as sent, the week it covers, and its figure for threats blocked.
  await item.getByRole("button", { name: "Preview" }).click();
  await item.getByText("Text and Slack versions").click();
  const text = (await item.getByTestId("digest-preview-text").textContent({ timeout: 60_000 })) ?? "";
  const week = /The week (\d{4}-\d{2}-\d{2}) to (\d{4}-\d{2}-\d{2})/.exec(text);
  expect(week, text).not.toBeNull();
  const blocked = /Threats blocked: ([\d,]+)/.exec(text)?.[1];
  expect(blocked, text).toBeDefined();

  // The same week on the page shows the same number.
  const outcomes = await page.context().newPage();
  await outcomes.goto(`/outcomes?from=${week![1]}&to=${week![2]}`);
  await expect(outcomes.getByTestId("outcome-figure-newThreats").getByRole("link")).toHaveText(blocked!, { timeout: 30_000 });
  await outcomes.close();

  // Send now: both channels, delivered, with the same number.
  await item.getByRole("button", { name: "Send now" }).click();
  await expect(item.getByTestId("digest-delivery").filter({ hasText: MAIL_CHANNEL })).toHaveAttribute("data-status", "delivered", { timeout: 60_000 });
  await expect(item.getByTestId("digest-delivery").filter({ hasText: HOOK_CHANNEL })).toHaveAttribute("data-status", "delivered");
  expect(mails).toHaveLength(1);
  const sent = decoded(mails[0]!);
  expect(sent).toContain("Subject: Weekly digest: E2E leads");
  expect(sent).toContain(`Threats blocked: ${blocked}`);
  expect(sent).toContain("Content-Type: text/html");
  const webhook = receiver.received.find((r) => (r.body as { type?: string }).type === "digest.weekly");
  expect(webhook?.signatureValid).toBe(true);
  const figures = (webhook!.body as { organizations: { cards: { figures: { key: string; current: number | null }[] }[] }[] }).organizations[0]!.cards.flatMap(
    (c) => c.figures,
  );
  expect(figures.find((f) => f.key === "newThreats")?.current?.toLocaleString("en-US")).toBe(blocked);

  // The activity log names the change and the send.
  await page.goto("/activity?action=digest.send-now");
  await expect(page.getByRole("row").filter({ hasText: "Weekly digest sent now" }).first()).toBeVisible({ timeout: 30_000 });
  await cleanUp(page, origin);
});

test("a viewer sees the Outcomes page without the digest section", async ({ page, signInAs }) => {
  await signInAs("viewer");
  await page.goto("/outcomes");
  await expect(page.getByTestId("outcome-card-summary")).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole("region", { name: "Weekly digest" })).toHaveCount(0);
  // The API's 403 for every digest route and role: app/api/digests/digests-routes.test.ts.
});

test("the digest section, with a preview open, has no serious accessibility violations", async ({ page, signInAs, baseURL }) => {
  test.setTimeout(180_000);
  await signInAs("admin");
  const origin = { Origin: new URL(baseURL!).origin };
  await cleanUp(page, origin);
  const hook = { type: "webhook", name: HOOK_CHANNEL, secrets: { url: receiver.url, signingSecret: SIGNING_SECRET } };
  const channel = (await (await page.request.post("/api/alerts/channels", { headers: origin, data: hook })).json()) as { channel: { id: number } };
  expect(
    (await page.request.post("/api/digests", { headers: origin, data: { name: "E2E axe", channelIds: [channel.channel.id], timeZone: "UTC" } })).status(),
  ).toBe(201);
  await page.goto("/outcomes");
  const item = page.getByRole("region", { name: "Weekly digest" }).getByRole("listitem").filter({ hasText: "E2E axe" });
  await expect(item).toBeVisible({ timeout: 30_000 });
  await item.getByRole("button", { name: "Preview" }).click();
  await expect(item.getByTestId("digest-preview")).toBeVisible({ timeout: 60_000 });
  // The preview's frame is sandboxed without scripts, so axe cannot run inside it (it waited out the
  // test's time); the frame itself is checked: it has a title.
  await expect(item.locator("iframe")).toHaveAttribute("title", "Preview of E2E axe");
  const results = await axe(page).include("#weekly-digest-title").include("section[aria-labelledby='weekly-digest-title']").exclude("iframe").analyze();
  const serious = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await cleanUp(page, origin);
});
