import type { APIRequestContext, Page, TestInfo } from "@playwright/test";
import { expect, test } from "./fixtures/auth";
import { axe } from "./fixtures/axe";

const API = "/api/organization/asset-groups";
type Group = { id: number | string; name: string; assetCount: number };

function uniqueName(prefix: string, testInfo: TestInfo): string {
  return `${prefix} ${testInfo.project.name} ${testInfo.workerIndex}-${Math.random().toString(36).slice(2, 8)}`;
}

async function listGroups(request: APIRequestContext): Promise<Group[]> {
  const response = await request.get(API);
  expect(response.status()).toBe(200);
  return (await response.json()).groups;
}

function row(page: Page, name: string) {
  return page.getByTestId("group-row").filter({ has: page.getByTestId("group-name").getByText(name, { exact: true }) });
}

async function renameInUi(page: Page, from: string, to: string) {
  await page.getByRole("button", { name: `Rename ${from}`, exact: true }).click();
  const field = page.getByLabel(`New name for ${from}`, { exact: true });
  await field.fill(to);
  await field.press("Enter");
}

test.beforeEach(async ({ signInAs }) => {
  await signInAs("admin");
});

test("create, rename and delete a group; each is in the activity log as admin", async ({ page }, testInfo) => {
  // Each success is a toast (components/ui/toast.tsx); one may still show when the next arrives.
  const name = uniqueName("Created", testInfo);
  const renamed = uniqueName("Renamed", testInfo);
  await page.goto("/asset-groups");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Asset groups");

  await page.getByLabel("New group name").fill(name);
  await page.getByRole("button", { name: "Create group" }).click();
  await expect(page.getByTestId("group-notice").filter({ hasText: `Created the group "${name}".` })).toBeVisible();
  await expect(row(page, name).getByTestId("group-count")).toHaveText("0");
  const created = (await listGroups(page.request)).find((g) => g.name === name);
  expect(created).toBeDefined();

  await renameInUi(page, name, renamed);
  await expect(row(page, renamed)).toBeVisible();
  await expect(page.getByTestId("group-notice").filter({ hasText: `Renamed "${name}" to "${renamed}".` })).toBeVisible();
  const afterRename = (await listGroups(page.request)).find((g) => String(g.id) === String(created!.id));
  expect(afterRename?.name).toBe(renamed);

  await page.getByRole("button", { name: `Delete ${renamed}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("No assets are assigned to it.");
  await dialog.getByRole("button", { name: "Delete group" }).click();
  await expect(page.getByTestId("group-notice").filter({ hasText: `Deleted the group "${renamed}"; 0 assets were unassigned.` })).toBeVisible();
  await expect(row(page, renamed)).toHaveCount(0);
  expect((await listGroups(page.request)).some((g) => String(g.id) === String(created!.id))).toBe(false);

  for (const [action, target] of [
    ["asset-group.create", `group-name:${name}`],
    ["asset-group.rename", `group:${created!.id}`],
    ["asset-group.delete", `group:${created!.id}`],
  ] as const) {
    await page.goto(`/activity?action=${action}&user=admin`);
    const event = page
      .getByTestId("activity-row")
      .filter({ has: page.getByTestId("activity-target").getByText(target, { exact: true }) })
      .first();
    await expect(event.getByTestId("activity-user")).toContainText("admin");
    await expect(event.getByTestId("activity-outcome")).toContainText("success");
  }
});

// Rename refusals (409 for a taken name or one differing only in letter case, 404, 0/256 characters) and Cancel on delete are proven without a browser:
// components/asset-groups/asset-groups-view.test.tsx, app/api/organization/asset-groups/asset-groups-routes.test.ts.

test("viewers see the groups read-only", async ({ page, signInAs }) => {
  await page.context().clearCookies();
  await signInAs("viewer");
  await page.goto("/asset-groups");
  await expect(page.getByTestId("group-row").first()).toBeVisible();
  await expect(page.getByText("Read only: you need the admin role")).toBeVisible();
  await expect(page.getByRole("button", { name: /^(Rename|Delete) / })).toHaveCount(0);
  await expect(page.getByLabel("New group name")).toHaveCount(0);
});

test("no serious or critical accessibility violation", async ({ page }) => {
  await page.goto("/asset-groups");
  await expect(page.getByTestId("group-row").first()).toBeVisible();
  const first = await page.getByTestId("group-name").first().textContent();
  await page.getByRole("button", { name: `Rename ${first}`, exact: true }).click();
  const results = await axe(page).analyze();
  const bad = results.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  await page.getByRole("button", { name: "Cancel" }).click();
  await page.getByRole("button", { name: `Delete ${first}`, exact: true }).click();
  const dialogResults = await axe(page).analyze();
  expect(dialogResults.violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id)).toEqual([]);
});
