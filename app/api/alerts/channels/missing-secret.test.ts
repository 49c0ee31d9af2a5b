import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createChannel } from "@/lib/alerts/channels-store";
import { channelInputSchema } from "@/lib/alerts/rule-schema";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { ALERTS_SECRET_MISSING, deriveKey, resetAlertsKeyForTests } from "@/lib/secret-box";
import { callRoute, handlersOf, type RouteTestEnv, startRouteTestEnv } from "@/lib/testing/route-harness";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));

// A real service (UPSTREAM_URL set) and no ALERTS_SECRET: nothing generates one outside demo mode.
let env: RouteTestEnv;
beforeAll(async () => {
  resetAlertsKeyForTests();
  env = await startRouteTestEnv({ ALERTS_SECRET: "" });
  session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
});
afterAll(async () => {
  await env.dispose();
  resetAlertsKeyForTests();
});

async function call(method: string, route: string, body?: unknown) {
  const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
  return callRoute(handler, method, route, { body });
}

describe("alert channels without ALERTS_SECRET", () => {
  it("adding one answers 503 NOT_CONFIGURED saying what to set and why, in the one error shape", async () => {
    const response = await call("POST", "alerts/channels", { type: "slack", name: "Ops", secrets: { url: "https://hooks.slack.example/T000/B000/x" } });
    expect(response.status).toBe(503);
    const body = await response.json();
    expect(Object.keys(body)).toEqual(["error"]);
    expect(body.error).toMatchObject({ code: "NOT_CONFIGURED", message: ALERTS_SECRET_MISSING });
    expect(typeof body.error.requestId).toBe("string");
  });

  it("the overview says so for the Channels section, and still lists rules", async () => {
    const response = await call("GET", "alerts");
    expect(response.status).toBe(200);
    const overview = await response.json();
    expect(overview).toMatchObject({ channels: [], channelsBlockedBy: ALERTS_SECRET_MISSING, rules: [] });
  });

  it("a channel stored under another configuration (demo mode's generated secret): editing or testing it answers the same 503, never a 500", async () => {
    const { channel } = await createChannel(
      await getDb(),
      channelInputSchema.parse({ type: "slack", name: "Old", secrets: { url: "https://hooks.slack.example/T1/B1/y" } }),
      new Date(),
      deriveKey("d".repeat(40)),
    );
    for (const [method, route, body] of [
      ["PATCH", "alerts/channels/[channelId]", { type: "slack", name: "Ops", secrets: {} }],
      ["POST", "alerts/channels/[channelId]/test", undefined],
    ] as const) {
      const handler = (await handlersOf(route)).find(([m]) => m === method)![1];
      const response = await callRoute(handler, method, route, { body, params: { channelId: String(channel.id) } });
      expect([response.status, (await response.json()).error.code], `${method} ${route}`).toEqual([503, "NOT_CONFIGURED"]);
    }
    const overview = await call("GET", "alerts");
    expect([overview.status, (await overview.json()).channelsBlockedBy]).toEqual([200, ALERTS_SECRET_MISSING]);
  });

  it("the sentence says what to set and why", () => {
    expect(ALERTS_SECRET_MISSING).toMatch(
      /^Alert channels need ALERTS_SECRET, which is not set: it seals .* set at least 32 random characters, the same on every instance, and restart the console\.$/,
    );
  });
});
