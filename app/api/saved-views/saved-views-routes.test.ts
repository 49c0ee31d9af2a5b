import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { forgetCountsForTests } from "@/lib/saved-views/counts";
import { createView } from "@/lib/saved-views/store";
import { callRoute, routeTestEnvOn } from "@/lib/testing/route-harness";
import { GET as listReports } from "../organization/reports/route";
import { POST as pin } from "./[viewId]/pin/route";
import { PATCH as change, DELETE as remove } from "./[viewId]/route";
import { POST as setDefault } from "./default/route";
import { POST as create, GET as list } from "./route";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
const REVIEWER: Principal = { kind: "user", userId: 2, username: "rev", role: "reviewer" };
const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };

type Overview = {
  views: {
    id: string;
    name: string;
    count: { count: number | null };
    ignored: { key: string; value: string; reason: string }[];
    canEdit: boolean;
    pinned: boolean;
  }[];
  defaultId: string | null;
  myDefaultId: string | null;
  teamDefaultId: string | null;
  budget?: { remaining: number; limit: number };
};

async function as<T>(who: Principal, run: () => Promise<Response>): Promise<{ status: number; body: T }> {
  session.principal = who;
  const response = await run();
  return { status: response.status, body: response.status === 204 ? (undefined as T) : ((await response.json()) as T) };
}

const overview = (who: Principal, page = "reports") => as<Overview>(who, () => callRoute(list, "GET", "saved-views", { query: `?page=${page}` }));
const save = (who: Principal, body: unknown) => as<{ view: { id: string } }>(who, () => callRoute(create, "POST", "saved-views", { body }));

describe.each(testEngines())("saved-view routes on %s", (engine) => {
  const env = routeTestEnvOn(engine);
  beforeEach(() => forgetCountsForTests());

  it("a reviewer shares a view; a viewer sees it with the service's totalCount for its filters", async () => {
    const saved = await save(REVIEWER, { page: "reports", name: "Open", shared: true, state: "status=TODO" });
    expect(saved.status).toBe(201);
    const direct = await as<{ totalCount: number }>(VIEWER, () => callRoute(listReports, "GET", "organization/reports", { query: "?status=TODO&limit=1" }));
    const seen = await overview(VIEWER);
    expect(seen.status).toBe(200);
    const view = seen.body.views.find((v) => v.id === saved.body.view.id)!;
    expect(view).toMatchObject({ name: "Open", canEdit: false, ignored: [] });
    expect(view.count.count).toBe(direct.body.totalCount);
    expect(direct.body.totalCount).toBeGreaterThan(0);
  });

  it("asks the service once per view for its count, however often the bar asks within a minute", async () => {
    await save(REVIEWER, { page: "reports", name: "A", shared: true, state: "status=CLOSED" });
    await save(REVIEWER, { page: "reports", name: "B", shared: true, state: "status=IN_PROGRESS" });
    env().upstream.requests.length = 0;
    let views = 0;
    for (let i = 0; i < 3; i++) views = (await overview(VIEWER)).body.views.length;
    const listed = env().upstream.requests.filter((r) => r.url.includes("/organization/reports"));
    expect(views).toBeGreaterThanOrEqual(2);
    expect(listed.map((r) => new URL(r.url, "http://x").searchParams.get("limit"))).toEqual(Array(views).fill("1"));
  });

  it("viewers keep personal views only; another user's personal view is not found", async () => {
    expect((await save(VIEWER, { page: "reports", name: "Shared", shared: true, state: "" })).status).toBe(403);
    const mine = await save(VIEWER, { page: "reports", name: "Mine", state: "searchQuery=wallet" });
    expect(mine.status).toBe(201);
    expect((await overview(REVIEWER)).body.views.map((v) => v.name)).not.toContain("Mine");
    const id = mine.body.view.id;
    expect(
      (await as(REVIEWER, () => callRoute(change, "PATCH", "saved-views/[viewId]", { params: { viewId: id }, body: { page: "reports", name: "x" } }))).status,
    ).toBe(404);
    expect(
      (await as(VIEWER, () => callRoute(change, "PATCH", "saved-views/[viewId]", { params: { viewId: id }, body: { page: "reports", shared: true } }))).status,
    ).toBe(403);
    const renamed = await as<{ view: { name: string } }>(VIEWER, () =>
      callRoute(change, "PATCH", "saved-views/[viewId]", { params: { viewId: id }, body: { page: "reports", name: "Wallets" } }),
    );
    expect(renamed.body.view.name).toBe("Wallets");
    expect((await as(VIEWER, () => callRoute(remove, "DELETE", "saved-views/[viewId]", { params: { viewId: id } }))).status).toBe(204);
  });

  it("refuses a filter or value the page's address would not take", async () => {
    const refused = await as<{ error: { code: string; issues: { message: string }[] } }>(REVIEWER, () =>
      callRoute(create, "POST", "saved-views", { body: { page: "reports", name: "Bad", state: "status=LOST&walletKind=drainer" } }),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.error.issues.map((i) => i.message)).toEqual(["status: Not a known report status", "walletKind: Not a filter of this page"]);
  });

  it("keeps a filter the console no longer knows, shows it as ignored, and counts without it", async () => {
    const db = await getDb();
    const view = await createView(
      db,
      { organization: "", page: "reports" },
      { name: "Old", shared: true, state: "status=TODO&walletKind=drainer" },
      { id: 2, name: "rev" },
    );
    const plain = await save(REVIEWER, { page: "reports", name: "Plain", shared: true, state: "status=TODO" });
    const seen = await overview(VIEWER);
    expect(seen.status).toBe(200);
    const old = seen.body.views.find((v) => v.id === view.id)!;
    expect(old.ignored).toEqual([{ key: "walletKind", value: "drainer", reason: "Not a filter of this page" }]);
    expect(old.count.count).toBe(seen.body.views.find((v) => v.id === plain.body.view.id)!.count.count);
  });

  it("only admins pin; the pinned view is everyone's default until their own", async () => {
    const team = await save(REVIEWER, { page: "takedowns", name: "Todo", shared: true, state: "status=TODO" });
    const own = await save(VIEWER, { page: "takedowns", name: "Mine", state: "status=IN_PROGRESS" });
    const pinCall = (who: Principal, id: string, pinned: boolean) =>
      as(who, () => callRoute(pin, "POST", "saved-views/[viewId]/pin", { params: { viewId: id }, body: { pinned } }));
    expect((await pinCall(REVIEWER, team.body.view.id, true)).status).toBe(403);
    expect((await pinCall(ADMIN, own.body.view.id, true)).status).toBe(404);
    expect((await pinCall(ADMIN, team.body.view.id, true)).status).toBe(200);
    expect((await overview(VIEWER, "takedowns")).body).toMatchObject({ defaultId: team.body.view.id, teamDefaultId: team.body.view.id, myDefaultId: null });
    const chose = (viewId: string | null) => as(VIEWER, () => callRoute(setDefault, "POST", "saved-views/default", { body: { page: "takedowns", viewId } }));
    expect((await chose(own.body.view.id)).status).toBe(200);
    expect((await overview(VIEWER, "takedowns")).body).toMatchObject({ defaultId: own.body.view.id, myDefaultId: own.body.view.id });
    await chose(null);
    expect((await overview(VIEWER, "takedowns")).body.defaultId).toBe(team.body.view.id);
    const counted = (await overview(VIEWER, "takedowns")).body.views.find((v) => v.id === team.body.view.id)!;
    expect(typeof counted.count.count).toBe("number");
  });

  it("triage views come with today's remaining reviews", async () => {
    await save(REVIEWER, { page: "triage", name: "Breached", shared: true, state: "sla=breached" });
    const seen = await overview(VIEWER, "triage");
    expect(seen.body.budget).toMatchObject({ limit: 10 });
    expect(seen.body.views).toHaveLength(1);
  });

  it("an owner demoted below reviewer loses control of their shared view, keeps their own, and an admin keeps it", async () => {
    const shared = await save(REVIEWER, { page: "reports", name: "Team queue", shared: true, state: "status=TODO" });
    const own = await save(REVIEWER, { page: "reports", name: "Just mine", state: "status=CLOSED" });
    // The same user (id 2) after an admin made them a viewer: the role is read per request.
    const DEMOTED: Principal = { ...(REVIEWER as Extract<Principal, { kind: "user" }>), role: "viewer" };
    const patch = (who: Principal, id: string, body: object) =>
      as<{ error?: { message: string } }>(who, () =>
        callRoute(change, "PATCH", "saved-views/[viewId]", { params: { viewId: id }, body: { page: "reports", ...body } }),
      );
    const del = (who: Principal, id: string) => as(who, () => callRoute(remove, "DELETE", "saved-views/[viewId]", { params: { viewId: id } }));

    const seen = (await overview(DEMOTED)).body.views;
    expect(seen.find((v) => v.id === shared.body.view.id)?.canEdit).toBe(false);
    expect(seen.find((v) => v.id === own.body.view.id)?.canEdit).toBe(true);
    for (const body of [{ name: "Renamed" }, { state: "status=CLOSED" }, { shared: false }]) {
      const refused = await patch(DEMOTED, shared.body.view.id, body);
      expect(refused.status, JSON.stringify(body)).toBe(403);
    }
    expect((await del(DEMOTED, shared.body.view.id)).status).toBe(403);
    expect((await patch(DEMOTED, own.body.view.id, { name: "Still mine" })).status).toBe(200);
    expect((await patch(ADMIN, shared.body.view.id, { name: "Team queue (kept)" })).status).toBe(200);
    expect((await del(ADMIN, shared.body.view.id)).status).toBe(204);
  });
});
