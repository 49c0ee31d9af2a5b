import path from "node:path";
import type { Kysely } from "kysely";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { evaluateRules } from "@/lib/alerts/evaluate";
import { upstreamSources } from "@/lib/alerts/job";
import { clearAlertTables } from "@/lib/alerts/testing";
import type { Principal } from "@/lib/auth/principal";
import { CONSOLE_SQLITE_FILE, getDb } from "@/lib/db";
import { createDb } from "@/lib/db/create-db";
import type { Database } from "@/lib/db/schema";
import { testEngines } from "@/lib/db/testing";
import { getEnv } from "@/lib/env";
import { changeView, createView } from "@/lib/saved-views/store";
import { apiRequest, routeTestEnvOn } from "@/lib/testing/route-harness";
import { getUpstreamClient } from "@/lib/upstream/get-client";
import { GET as firing } from "./firing/route";
import { GET as history } from "./history/route";
import { GET as overview } from "./route";
import { PATCH as updateRule } from "./rules/[ruleId]/route";
import { POST as createRule } from "./rules/route";

// A private saved view must not leak through an alert rule (issue 41, item 21): a rule naming
// another person's private view is refused, and a rule's value (the view's name and count) is
// hidden from every reader who may not see the view. The views are made on a second instance
// (its own connection to the same store), the rules and reads go through this one's routes.
const PEOPLE: Record<string, Principal> = {
  root: { kind: "user", userId: 1, username: "root", role: "admin" },
  ada: { kind: "user", userId: 2, username: "ada", role: "admin" },
  bob: { kind: "user", userId: 3, username: "bob", role: "reviewer" },
  wall: { kind: "wall", linkId: 1, name: "lobby" },
};
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async (request: Request) => PEOPLE[request.headers.get("x-test-user") ?? "root"] ?? null }));

const as = (who: string, request: Request) => {
  request.headers.set("x-test-user", who);
  return request;
};
const rule = (viewId: string, threshold = 0) => ({ name: "Open above", condition: { kind: "saved-view-count", viewId, threshold } });

describe.each(testEngines())("alert rules over saved views, on %s", (engine) => {
  routeTestEnvOn(engine, { ALERTS_SECRET: "rule-saved-view-secret-".padEnd(40, "x") });
  /** The second instance: the views' owners work there. */
  let other: Kysely<Database>;
  beforeAll(async () => {
    const env = getEnv();
    other = await createDb(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : { sqlitePath: path.join(env.dataDir, CONSOLE_SQLITE_FILE) });
    const at = new Date().toISOString();
    await (await getDb())
      .insertInto("users")
      .values(
        (["root", "ada", "bob"] as const).map((username) => ({
          username,
          password_hash: "-",
          role: username === "bob" ? ("reviewer" as const) : ("admin" as const),
          created_at: at,
          updated_at: at,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await other?.destroy();
  });
  beforeEach(async () => {
    await clearAlertTables(await getDb());
    await other.deleteFrom("saved_views").execute();
  });

  const place = { organization: "", page: "reports" as const };
  const viewOf = (owner: string, shared: boolean, name = `${owner}'s view`) =>
    createView(other, place, { name, shared, state: "status=TODO" }, { id: (PEOPLE[owner] as { userId: number }).userId, name: owner });

  it("refuses, in words on the view field, a rule naming another person's private view, on create and on update", async () => {
    const bobs = await viewOf("bob", false);
    const created = await createRule(as("root", apiRequest("POST", "/api/alerts/rules", rule(bobs.id))));
    expect(created.status).toBe(422);
    const { error } = await created.json();
    expect(error.code).toBe("SAVED_VIEW_NOT_VISIBLE");
    expect(error.message).toMatch(/another person's private view/);
    expect(error.issues[0].path).toEqual(["body", "condition", "viewId"]);
    expect(await (await getDb()).selectFrom("alert_rules").select("id").execute()).toEqual([]);

    const shared = await viewOf("bob", true);
    const ok = await createRule(as("root", apiRequest("POST", "/api/alerts/rules", rule(shared.id))));
    expect(ok.status).toBe(201);
    const { rule: made } = await ok.json();
    const patched = await updateRule(as("root", apiRequest("PATCH", `/api/alerts/rules/${made.id}`, rule(bobs.id))), {
      params: Promise.resolve({ ruleId: String(made.id) }),
    });
    expect(patched.status).toBe(422);
    expect((await patched.json()).error.code).toBe("SAVED_VIEW_NOT_VISIBLE");
  });

  it("takes a shared view or the author's own private one", async () => {
    for (const view of [await viewOf("bob", true), await viewOf("root", false)]) {
      expect((await createRule(as("root", apiRequest("POST", "/api/alerts/rules", rule(view.id))))).status).toBe(201);
    }
  });

  it("shows the name and count of a private view only to its owner: not to another admin, a reviewer, or the wall", async () => {
    const mine = await viewOf("root", false, "Root's secret view");
    const made = await createRule(as("root", apiRequest("POST", "/api/alerts/rules", rule(mine.id, 0))));
    expect(made.status).toBe(201);
    await evaluateRules(await getDb(), upstreamSources(getUpstreamClient), new Date());

    const read = async (who: string) => {
      const rules = (await (await overview(as(who, apiRequest("GET", "/api/alerts")))).json()).rules;
      const entries = (await (await history(as(who, apiRequest("GET", "/api/alerts/history")))).json()).entries;
      return { rule: rules[0].current.lastValue as string, history: entries[0].value as string };
    };
    const firingFor = async (who: string) => (await (await firing(as(who, apiRequest("GET", "/api/alerts/firing")))).json()).alerts[0].value as string;

    const owner = await read("root");
    expect(owner.rule).toMatch(/^Root's secret view: \d+/);
    expect(owner.history).toMatch(/^Root's secret view: \d+/);
    expect(await firingFor("root")).toMatch(/^Root's secret view/);
    for (const who of ["ada", "bob"]) {
      const seen = await read(who);
      expect(JSON.stringify(seen), who).not.toMatch(/secret/);
      expect(seen.rule).toMatch(/private saved view of another person/);
      expect(await firingFor(who)).not.toMatch(/secret/);
    }
    expect(await firingFor("wall")).not.toMatch(/secret/);
  });

  it("hides a view its owner stopped sharing after the rule was made", async () => {
    const view = await viewOf("bob", true, "Bob's once shared view");
    expect((await createRule(as("root", apiRequest("POST", "/api/alerts/rules", rule(view.id, 0))))).status).toBe(201);
    await evaluateRules(await getDb(), upstreamSources(getUpstreamClient), new Date());
    await changeView(other, "", view.id, { shared: false });
    const seen = async (who: string) => (await (await firing(as(who, apiRequest("GET", "/api/alerts/firing")))).json()).alerts[0].value as string;
    expect(await seen("root")).not.toMatch(/Bob's once shared view/);
    expect(await seen("bob")).toMatch(/^Bob's once shared view/);
  });
});
