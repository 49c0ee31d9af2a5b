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

async function createViaApi(page: Page, baseURL: string, name: string): Promise<Group> {
  const response = await page.request.post(API, { data: { name }, headers: { Origin: new URL(baseURL).origin } });
  expect(response.status(), await response.text()).toBe(201);
  return response.json();
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

test("the delete confirmation says how many assets lose their group, and Cancel keeps it", async ({ page }) => {
  await page.goto("/asset-groups");
  const groups = await listGroups(page.request);
  const withAssets = groups.find((g) => g.assetCount > 1);
  test.skip(!withAssets, "no seeded group with assets");
  await page.getByRole("button", { name: `Delete ${withAssets!.name}`, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText(`${withAssets!.assetCount} assets will be unassigned`);
  await dialog.getByRole("button", { name: "Cancel" }).click();
  await expect(dialog).toBeHidden();
  expect((await listGroups(page.request)).some((g) => String(g.id) === String(withAssets!.id))).toBe(true);
});

test("a rename onto a taken name is refused with a 409 in either letter case, and rolled back", async ({ page, baseURL }, testInfo) => {
  const suffix = uniqueName("", testInfo).trim();
  const upper = `Phish ${suffix}`;
  const lower = `phish ${suffix}`;
  const other = `Other ${suffix}`;
  // Both letter cases can exist at once: uniqueness is case-sensitive.
  await createViaApi(page, baseURL!, upper);
  await createViaApi(page, baseURL!, lower);
  const third = await createViaApi(page, baseURL!, other);
  await page.goto("/asset-groups");

  for (const taken of [upper, lower]) {
    const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/${third.id}`) && r.request().method() === "PATCH");
    await renameInUi(page, other, taken);
    expect((await answer).status()).toBe(409);
    await expect(page.getByTestId("group-notice")).toContainText(`A group named "${taken}" already exists`);
    // The refused name stays in the reopened editor; Escape gives up on it.
    const editor = page.getByLabel(`New name for ${other}`);
    await expect(editor).toHaveValue(taken);
    await editor.press("Escape");
    await expect(row(page, other)).toBeVisible();
  }
  const stored = (await listGroups(page.request)).find((g) => String(g.id) === String(third.id));
  expect(stored?.name).toBe(other);
});

test("a rename of a group deleted elsewhere says so and refreshes the list", async ({ page, baseURL }, testInfo) => {
  const name = uniqueName("Doomed", testInfo);
  const group = await createViaApi(page, baseURL!, name);
  await page.goto("/asset-groups");
  await expect(row(page, name)).toBeVisible();

  const gone = await page.request.delete(`${API}/${group.id}`, { data: { groupId: group.id }, headers: { Origin: new URL(baseURL!).origin } });
  expect(gone.status()).toBe(200);

  const answer = page.waitForResponse((r) => r.url().endsWith(`${API}/${group.id}`) && r.request().method() === "PATCH");
  await renameInUi(page, name, `${name} again`);
  expect((await answer).status()).toBe(404);
  await expect(page.getByTestId("group-notice")).toContainText("This group no longer exists");
  await expect(row(page, name)).toHaveCount(0);
  await expect(row(page, `${name} again`)).toHaveCount(0);
});

test("names of 0 or 256 characters are refused before sending, and by the service with 400", async ({ page, baseURL }, testInfo) => {
  const name = uniqueName("Length", testInfo);
  const group = await createViaApi(page, baseURL!, name);
  await page.goto("/asset-groups");
  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH") patches.push(r.url());
  });

  await renameInUi(page, name, "");
  await expect(page.getByText("Enter a name")).toBeVisible();
  await page.getByLabel(`New name for ${name}`).fill("x".repeat(256));
  await page.getByLabel(`New name for ${name}`).press("Enter");
  await expect(page.getByText("A name has at most 255 characters (this one has 256)")).toBeVisible();
  // 200 characters as seen, 400 as the service counts: the service's message, still unsent.
  await page.getByLabel(`New name for ${name}`).fill("👍🏽".repeat(200));
  await page.getByLabel(`New name for ${name}`).press("Enter");
  await expect(page.getByText("Group name must be between 1 and 255 characters")).toBeVisible();
  await page.getByRole("button", { name: "Cancel" }).click();
  expect(patches).toEqual([]);

  for (const bad of ["", "x".repeat(256)]) {
    const response = await page.request.patch(`${API}/${group.id}`, { data: { groupId: group.id, name: bad }, headers: { Origin: new URL(baseURL!).origin } });
    expect(response.status()).toBe(400);
    const body = await response.json();
    expect(JSON.stringify(body.error)).toContain("Group name must be between 1 and 255 characters");
  }
  const ok = await page.request.patch(`${API}/${group.id}`, {
    data: { groupId: group.id, name: "y".repeat(255) },
    headers: { Origin: new URL(baseURL!).origin },
  });
  expect(ok.status()).toBe(200);
});

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
