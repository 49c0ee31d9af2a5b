import { expect, test } from "./fixtures/auth";

test("shot", async ({ page, signInAs }) => {
  const errors: string[] = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  await signInAs("reviewer");
  await page.setViewportSize({ width: 1400, height: 1000 });
  await page.goto("/triage");
  await expect(page.getByTestId("queue-item").first()).toBeVisible({ timeout: 30000 });
  await page.screenshot({ path: "/tmp/triage-1.png", fullPage: false });
  await page.keyboard.press("j");
  await page.keyboard.press("j");
  await page.keyboard.press("a");
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/triage-2.png" });
  await page.keyboard.press("Escape");
  await page.keyboard.press("?");
  await page.waitForTimeout(300);
  await page.screenshot({ path: "/tmp/triage-3.png" });
  console.log(errors.join("\n"));
});
