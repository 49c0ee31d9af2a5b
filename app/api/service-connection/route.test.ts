import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { DEMO_KEYS } from "@/lib/embedded-service/demo-keys";
import { resetContactCheckForTests } from "@/lib/service-connection/contact-check";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";
import { resetConnectionRecordForTests } from "@/lib/upstream/connection-record";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

const VIEWER: Principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };

let env: RouteTestEnv | undefined;
beforeEach(() => {
  resetContactCheckForTests();
  resetConnectionRecordForTests();
  session.principal = VIEWER;
});
afterEach(async () => {
  await env?.dispose();
  env = undefined;
});

async function getConnection() {
  const [[, handler]] = await handlersOf("service-connection");
  const response = await callRoute(handler!, "GET", "service-connection");
  return { status: response.status, text: await response.text() };
}

describe("GET /api/service-connection", () => {
  it("shows the real service's address, the key's organizations and the last success, never the key", async () => {
    const base = await startRouteTestEnv();
    env = base;
    const { status, text } = await getConnection();
    expect(status).toBe(200);
    expect(text).not.toContain(DEMO_KEYS.acme);
    const view = JSON.parse(text);
    expect(view).toMatchObject({
      mode: "service",
      address: base.upstream.baseUrl,
      embeddedVariant: null,
      lastError: null,
      rateLimited: { count: 0, lastAt: null },
    });
    expect(view.contact).toMatchObject({ ok: true, problem: null });
    expect(view.contact.organizations.map((o: { slug: string }) => o.slug)).toEqual(["acme"]);
    expect(view.lastSuccessAt).not.toBeNull();
  });

  it("a wrong key: the check and the last error say so in a sentence, with no 500", async () => {
    env = await startRouteTestEnv({ UPSTREAM_API_KEY: "cp_test_not_a_key_of_this_service_000" });
    const { status, text } = await getConnection();
    expect(status).toBe(200);
    expect(text).not.toContain("cp_test_not_a_key_of_this_service_000");
    const view = JSON.parse(text);
    expect(view.contact).toMatchObject({ ok: false, problem: "bad-key", organizations: null });
    expect(view.contact.sentence).toBe(
      `The service at ${env.upstream.baseUrl} refused the console's key (401 Unauthorized): an operator must check the key the console is configured with.`,
    );
    expect(view.lastError).toMatchObject({
      operation: "POST /user/me",
      problem: "bad-key",
      sentence: "The service refused the console's key (401 Unauthorized): an operator must check the key the console is configured with.",
    });
  });

  it("shows the address without its query", async () => {
    env = await startRouteTestEnv();
    process.env.UPSTREAM_URL = `${env.upstream.baseUrl}?token=abc`;
    const { resetEnvForTests } = await import("@/lib/env");
    const { resetUpstreamClientForTests } = await import("@/lib/upstream/get-client");
    resetEnvForTests();
    resetUpstreamClientForTests();
    const { text } = await getConnection();
    expect(text).not.toContain("token=abc");
    expect(JSON.parse(text).address).toBe(env.upstream.baseUrl);
  });

  it("is for signed-in users, not wall screens", async () => {
    env = await startRouteTestEnv();
    session.principal = null;
    expect((await getConnection()).status).toBe(401);
    session.principal = { kind: "wall", linkId: 1, name: "lobby" };
    expect((await getConnection()).status).toBe(403);
  });
});
