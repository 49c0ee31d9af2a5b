import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { PEER_HEADER } from "@/lib/bff/peer-address";
import { callRoute, handlersOf, TEST_ORIGIN, withTempConsoleStore } from "@/lib/testing/route-harness";

// What e2e/security-headers.spec.ts and e2e/api-not-found.spec.ts asked of a running console, asked
// of the route handlers themselves (the chain of lib/bff/handler.ts runs whole).
const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", async (original) => ({
  ...(await original<object>()),
  readPrincipal: async () => session.principal,
  startUserSession: async () => undefined,
}));

const ADMIN: Principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };

async function handler(route: string, method: string) {
  return (await handlersOf(route)).find(([m]) => m === method)![1];
}

withTempConsoleStore("request-guards");

describe("mutations from elsewhere", () => {
  it("a cross-site mutation is refused with 403, a same-origin form post with 415, before the route runs", async () => {
    session.principal = ADMIN;
    const unblock = await handler("asset/unblock", "POST");
    const body = { content: "x", reason: "y" };
    const cross = await callRoute(unblock, "POST", "asset/unblock", { body, headers: { Origin: "https://evil.example" } });
    expect(cross.status).toBe(403);
    const form = await callRoute(unblock, "POST", "asset/unblock", {
      rawBody: new URLSearchParams(body).toString(),
      headers: { Origin: TEST_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
  });
});

describe("an unknown /api path", () => {
  it("answers the one JSON error shape, its request id also in X-Request-Id; signed out, 401 as every route does", async () => {
    const missing = await handler("[...missing]", "GET");
    session.principal = VIEWER;
    const found = await callRoute(missing, "GET", "[...missing]", { params: { missing: "organization/reports/1/nothing-here" }, query: "?x=1" });
    expect(found.status).toBe(404);
    expect(found.headers.get("content-type")).toMatch(/^application\/json/);
    const body = await found.json();
    expect(body.error.code).toBe("NOT_FOUND");
    expect(found.headers.get("x-request-id")).toBe(body.error.requestId);

    session.principal = null;
    const reports = await handler("organization/reports", "GET");
    for (const response of [await callRoute(missing, "GET", "[...missing]"), await callRoute(reports, "GET", "organization/reports", { query: "?limit=1" })]) {
      expect(response.status).toBe(401);
      expect(response.headers.get("content-type")).toMatch(/^application\/json/);
      expect((await response.json()).error.code).toBe("UNAUTHORIZED");
    }
  });
});

describe("POST /api/session (JSON)", () => {
  it("throttles a user after five failed sign-ins: 429 with Retry-After", async () => {
    session.principal = null;
    const signIn = await handler("session", "POST");
    const attempt = () =>
      callRoute(signIn, "POST", "session", { body: { username: "nobody-at-all", password: "wrong-password" }, headers: { [PEER_HEADER]: "10.9.0.1" } });
    for (let i = 0; i < 5; i++) expect((await attempt()).status).toBe(401);
    const throttled = await attempt();
    expect(throttled.status).toBe(429);
    expect(Number(throttled.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
