import { describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { changeView, createView, defaultViewOf, deleteView, getView, listViews, myDefaultId, pinView, setMyDefault } from "./store";

const PLACE = { organization: "", page: "reports" } as const;
const REVIEWER = { id: 2, name: "rev" };
const VIEWER = { id: 3, name: "view" };

describe.each(testEngines())("saved views on %s", (engine) => {
  const db = useTestDb(engine);

  it("shows shared views to everyone and personal ones to their owner only", async () => {
    const shared = await createView(db(), PLACE, { name: "Drainers", shared: true, state: "status=pending" }, REVIEWER);
    await createView(db(), PLACE, { name: "Mine", shared: false, state: "searchQuery=x" }, VIEWER);
    expect(shared.id).toMatch(/^view_[A-Za-z0-9_-]{12}$/);
    expect((await listViews(db(), PLACE, VIEWER.id)).map((v) => v.name)).toEqual(["Drainers", "Mine"]);
    expect((await listViews(db(), PLACE, REVIEWER.id)).map((v) => v.name)).toEqual(["Drainers"]);
    // Another organization and another page see none of them.
    expect(await listViews(db(), { organization: "acme", page: "reports" }, VIEWER.id)).toEqual([]);
    expect(await listViews(db(), { organization: "", page: "triage" }, VIEWER.id)).toEqual([]);
    expect(await getView(db(), "acme", shared.id)).toBeNull();
  });

  it("renames, stores new state, and deletes with the defaults naming it", async () => {
    const view = await createView(db(), PLACE, { name: "A", shared: true, state: "status=pending" }, REVIEWER, new Date("2026-01-01T00:00:00Z"));
    const changed = await changeView(db(), "", view.id, { name: "B", state: "status=closed" }, new Date("2026-01-02T00:00:00Z"));
    expect(changed).toMatchObject({
      id: view.id,
      name: "B",
      state: "status=closed",
      updatedAt: "2026-01-02T00:00:00.000Z",
      createdAt: "2026-01-01T00:00:00.000Z",
    });
    await setMyDefault(db(), PLACE, VIEWER.id, view.id);
    expect(await myDefaultId(db(), PLACE, VIEWER.id)).toBe(view.id);
    expect(await deleteView(db(), "", view.id)).toBe(true);
    expect(await deleteView(db(), "", view.id)).toBe(false);
    expect(await myDefaultId(db(), PLACE, VIEWER.id)).toBeNull();
  });

  it("pins one shared view per page; a user's own default wins over it", async () => {
    const a = await createView(db(), PLACE, { name: "A", shared: true, state: "" }, REVIEWER);
    const b = await createView(db(), PLACE, { name: "B", shared: true, state: "" }, REVIEWER);
    const personal = await createView(db(), PLACE, { name: "P", shared: false, state: "" }, VIEWER);
    await pinView(db(), PLACE, a.id);
    await pinView(db(), PLACE, b.id);
    let views = await listViews(db(), PLACE, VIEWER.id);
    expect(views.filter((v) => v.pinned).map((v) => v.name)).toEqual(["B"]);
    expect(defaultViewOf(views, null)?.name).toBe("B");
    // A personal view is never the team's default.
    await pinView(db(), PLACE, personal.id);
    views = await listViews(db(), PLACE, VIEWER.id);
    expect(views.filter((v) => v.pinned)).toEqual([]);
    await pinView(db(), PLACE, a.id);
    await setMyDefault(db(), PLACE, VIEWER.id, personal.id);
    views = await listViews(db(), PLACE, VIEWER.id);
    expect(defaultViewOf(views, await myDefaultId(db(), PLACE, VIEWER.id))?.name).toBe("P");
    await setMyDefault(db(), PLACE, VIEWER.id, null);
    expect(defaultViewOf(views, await myDefaultId(db(), PLACE, VIEWER.id))?.name).toBe("A");
    // Unsharing a pinned view unpins it.
    await changeView(db(), "", a.id, { shared: false });
    expect((await listViews(db(), PLACE, REVIEWER.id)).some((v) => v.pinned)).toBe(false);
  });
});
