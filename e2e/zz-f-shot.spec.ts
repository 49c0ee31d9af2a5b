import { test } from "./fixtures/auth";
test("shot", async ({ page, signInAs }) => {
  await signInAs((process.env.ROLE as "admin") ?? "admin");
  await page.goto(process.env.SHOT_PATH ?? "/asset-groups");
  await page.waitForTimeout(Number(process.env.WAIT ?? 3000));
  await page.screenshot({ path: process.env.OUT ?? "/tmp/f/shot.png", fullPage: true });
});
