import { afterEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { READ_ONLY_KEY_SENTENCE } from "@/lib/format/key-powers";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, type RouteHandler, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));
session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };

let env: RouteTestEnv | undefined;
afterEach(async () => {
  await env?.dispose();
  env = undefined;
});

async function keyPowers() {
  const [[, handler]] = await handlersOf("service/key");
  const response = await callRoute(handler!, "GET", "service/key");
  return { status: response.status, body: await response.json() };
}

/** Every route handler that declares `write: true` (lib/bff/handler.ts). */
async function writeRoutes(): Promise<{ route: string; method: string; handler: RouteHandler & { write?: boolean } }[]> {
  const found = [];
  for (const file of Object.keys(ROUTE_MODULES)) {
    const route = apiPathOf(file);
    for (const [method, handler] of await handlersOf(route)) if ((handler as { write?: boolean }).write) found.push({ route, method, handler });
  }
  return found;
}

const serviceCalls = (e: RouteTestEnv) => e.upstream.requests.map((r) => `${r.method} ${r.url.replace(/\?.*$/, "")}`);

describe("the key's powers (GET /validate) and the write guard", () => {
  it("a read-only key: every write route answers 403 in one sentence without calling the service", async () => {
    env = await startRouteTestEnv({ UPSTREAM_API_KEY: DEMO_KEYS.acmeReadOnly });
    const { status, body } = await keyPowers();
    expect(status).toBe(200);
    expect(body).toMatchObject({ known: true, type: "organization", environment: "live", environmentFrom: "service", readOnly: true });
    const routes = await writeRoutes();
    // reviews (direct and held), unblock and dispute, asset groups, the service user's profile
    expect(routes.map((r) => `${r.method} ${r.route}`).sort()).toEqual(
      expect.arrayContaining([
        "DELETE organization/asset-groups/[groupId]",
        "PATCH organization/asset-groups/[groupId]",
        "POST asset/unblock",
        "POST organization/asset-groups",
        "POST organization/proposals/[proposalId]/review",
        "POST triage/reviews",
        "POST user/me/update",
      ]),
    );
    env.upstream.requests.length = 0;
    for (const { route, method, handler } of routes) {
      const response = await callRoute(handler, method, route, { body: { name: "x" } });
      const answer = await response.json();
      expect(response.status, `${method} ${route}`).toBe(403);
      expect(answer.error).toMatchObject({ code: "READ_ONLY_KEY", message: READ_ONLY_KEY_SENTENCE });
    }
    expect(serviceCalls(env)).toEqual([]);
  });

  it("a key that may write: the same write reaches the service", async () => {
    env = await startRouteTestEnv();
    expect((await keyPowers()).body).toMatchObject({ known: true, readOnly: false, environment: "live" });
    env.upstream.requests.length = 0;
    const [[, handler]] = (await handlersOf("organization/asset-groups")).filter(([m]) => m === "POST");
    const response = await callRoute(handler!, "POST", "organization/asset-groups", { body: { name: "Guarded group" } });
    expect(response.status).toBe(201);
    expect(serviceCalls(env)).toContain("POST /api/v2/organization/asset-groups");
  });

  it("a test key is said to be one; a key the service refuses leaves the powers unknown and writes go to the service", async () => {
    env = await startRouteTestEnv({ UPSTREAM_API_KEY: DEMO_KEYS.acmeTest });
    expect((await keyPowers()).body).toMatchObject({ known: true, environment: "test", readOnly: false });
    await env.dispose();
    env = await startRouteTestEnv({ UPSTREAM_API_KEY: "cp_live_not_a_key_here_000" });
    expect((await keyPowers()).body).toMatchObject({ known: false, readOnly: null, problem: "the service refused the key" });
    env.upstream.requests.length = 0;
    const [[, handler]] = (await handlersOf("organization/asset-groups")).filter(([m]) => m === "POST");
    await callRoute(handler!, "POST", "organization/asset-groups", { body: { name: "Unknown powers" } });
    // Not refused here: it reached the service (which refused the key itself).
    expect(serviceCalls(env).length).toBeGreaterThan(0);
  });
});
