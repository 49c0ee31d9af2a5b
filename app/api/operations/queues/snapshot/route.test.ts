import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";

// Moved from e2e/queues.spec.ts: the snapshot route refuses a malformed organization with a 400 that
// says why, before any upstream call.

const session = vi.hoisted(() => ({ principal: { kind: "user", userId: 3, username: "viewer", role: "viewer" } as Principal }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

let env: RouteTestEnv;
beforeAll(async () => {
  env = await startRouteTestEnv();
}, 60_000);
afterAll(async () => {
  await env?.dispose();
});

async function snapshot(body: unknown) {
  const [, handler] = (await handlersOf("operations/queues/snapshot")).find(([m]) => m === "POST")!;
  return callRoute(handler, "POST", "operations/queues/snapshot", { body });
}

describe("POST /api/operations/queues/snapshot and the organization", () => {
  it("refuses 'bad slug!' with 400 in words, never asking the service", async () => {
    env.upstream.requests.length = 0;
    const response = await snapshot({ slug: "bad slug!" });
    expect(response.status).toBe(400);
    expect(JSON.stringify(await response.json())).toMatch(/slug/i);
    expect(env.upstream.requests).toHaveLength(0);
  });

  it("answers the key's own organization by its slug", async () => {
    const response = await snapshot({ slug: "acme", windowHours: 24 });
    expect(response.status, await response.clone().text()).toBe(200);
  });
});
