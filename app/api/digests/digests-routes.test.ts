import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { apiPathOf, callRoute, handlersOf, ROUTE_MODULES, withTempConsoleStore } from "@/lib/testing/route-harness";

// The digests are admins' alone: what e2e/digest.spec.ts asked of GET /api/digests as a viewer,
// for every digest route and every role.

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const PRINCIPALS: Record<string, Principal | null> = {
  none: null,
  viewer: { kind: "user", userId: 3, username: "viewer", role: "viewer" },
  reviewer: { kind: "user", userId: 2, username: "reviewer", role: "reviewer" },
  wall: { kind: "wall", linkId: 1, name: "lobby" },
};

withTempConsoleStore("digests-routes");
beforeEach(() => {
  session.principal = null;
});

const routes = () =>
  Object.keys(ROUTE_MODULES)
    .map(apiPathOf)
    .filter((r) => r === "digests" || r.startsWith("digests/"));

describe("digest routes: admins only", () => {
  it("every digest route declares the admin permission, none the wall", async () => {
    expect(routes().length).toBeGreaterThanOrEqual(4);
    for (const route of routes())
      for (const [method, handler] of await handlersOf(route)) expect([handler.permission, handler.wall], `${method} ${route}`).toEqual(["admin", false]);
  });

  for (const [who, principal] of Object.entries(PRINCIPALS)) {
    it(`as ${who}: ${principal === null ? 401 : 403} on every method, with nothing sent back`, async () => {
      session.principal = principal;
      for (const route of routes()) {
        for (const [method, handler] of await handlersOf(route)) {
          const response = await callRoute(handler, method, route, { params: { digestId: "1" }, body: {} });
          expect(response.status, `${who} ${method} ${route}`).toBe(principal === null ? 401 : 403);
          expect(JSON.stringify(await response.json())).not.toContain('digests":');
        }
      }
    });
  }
});
