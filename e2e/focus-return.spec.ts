import { expect, test } from "./fixtures/auth";

/**
 * Focus returns to whatever opened a panel, a dialog or an editor (docs/architecture.md, "Look"):
 * one check of each kind. On the way, a passing outcome shows as a toast. SHOTS=<dir> also writes
 * screenshots of the dialog and the toast.
 */

test("focus returns to the opener of the report panel, the shortcuts dialog and the rename editor", async ({ page, context, baseURL, signInAs }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await signInAs("admin");
  await page.setViewportSize({ width: 1440, height: 900 });
  const shot = async (name: string) => {
    if (process.env.SHOTS) await page.screenshot({ path: `${process.env.SHOTS}/${name}.png` });
  };

  // The panel: a row's link opens it; Escape closes it and focus is back on that link.
  await page.goto("/reports");
  const opener = page.getByTestId("report-row").first().getByRole("link").first();
  await opener.click();
  const panel = page.getByTestId("report-panel");
  await expect(panel.getByRole("heading", { level: 2 })).toBeFocused();
  await panel.getByTestId("copy-report-link").click();
  await expect(page.getByTestId("toast")).toContainText("Link copied.");
  await shot("toast-1440");
  await page.keyboard.press("Escape");
  await expect(panel).toHaveCount(0);
  await expect(opener).toBeFocused();

  // The dialog: labelled by its title; Escape closes it and focus is back on its button.
  await page.goto("/triage");
  const button = page.getByRole("button", { name: "Keyboard shortcuts" });
  await button.click();
  const dialog = page.getByRole("dialog", { name: "Keyboard shortcuts" });
  await expect(dialog).toBeVisible();
  await shot("triage-dialog-1440");
  if (process.env.SHOTS) {
    await page.setViewportSize({ width: 390, height: 844 });
    await shot("triage-dialog-390");
    await page.setViewportSize({ width: 1440, height: 900 });
  }
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();

  // The editor: Rename opens it in place; Escape closes it and focus is back on Rename.
  await page.goto("/asset-groups");
  const rename = page.getByRole("button", { name: /^Rename / }).first();
  const name = (await rename.getAttribute("aria-label")) ?? "";
  await rename.click();
  await expect(page.getByLabel(`New name for ${name.replace(/^Rename /, "")}`)).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("button", { name })).toBeFocused();
});
