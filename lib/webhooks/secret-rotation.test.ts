import { describe, expect, it, vi } from "vitest";
import type { Principal } from "@/lib/auth/principal";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { getEnv } from "@/lib/env";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";
import { recentDeliveries } from "./inbox";
import { currentWebhookSecrets, ROTATION_WINDOW_MS } from "./secret-rotation";
import { signBody } from "./signature";

const session = vi.hoisted(() => ({ principal: null as Principal | null }));
vi.mock("@/lib/auth/session", () => ({ readPrincipal: async () => session.principal }));
session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };

const CONFIGURED = "webhook-configured-0123456789";

async function call(route: string, init: Parameters<typeof callRoute>[3] = {}) {
  const [[, handler]] = (await handlersOf(route)) as [[string, Parameters<typeof callRoute>[0]]];
  return callRoute(handler, "POST", route, init);
}

async function deliver(body: string, secret: string) {
  return call("webhooks/service", { rawBody: body, headers: { Origin: "https://service.example", "X-ChainPatrol-Signature": signBody(secret, body) } });
}

const signedWith = async (body: string) => (await recentDeliveries(await getDb())).find((r) => r.payload === body)?.signed_with;

describe.each(testEngines())("rotating the service webhooks' secret from /settings on %s", (engine) => {
  const env = routeTestEnvOn(engine, { SERVICE_WEBHOOK_SECRET: CONFIGURED });

  it("keeps a new secret, registers it with the service, and accepts the one before it for a day, then only the new one", async () => {
    const before = await currentWebhookSecrets(await getDb(), getEnv(), new Date());
    expect(before).toMatchObject({ current: CONFIGURED, source: "configured", rotated: null, previousUntil: null });

    const rotated = await call("service/webhook-secret", { body: {} });
    expect(rotated.status).toBe(200);
    const answer = await rotated.json();
    expect(answer.url).toMatch(/\/api\/webhooks\/service$/);
    const now = await currentWebhookSecrets(await getDb(), getEnv(), new Date());
    expect(now).toMatchObject({ source: "rotated", previous: CONFIGURED, rotated: { by: "admin" }, previousUntil: answer.previousUntil });
    expect(now!.current).toMatch(/^[0-9a-f]{64}$/);
    // The service was told the new secret, at the documented path.
    expect(env().upstream.requests.filter((r) => r.method === "POST" && r.url.endsWith("/webhook/config"))).toHaveLength(1);

    // Signed with the new secret, or with the old one during the window: both stored.
    const fresh = JSON.stringify({ event: "debug.test", data: { engine, secret: "new" } });
    const late = JSON.stringify({ event: "debug.test", data: { engine, secret: "old" } });
    expect((await deliver(fresh, now!.current)).status).toBe(200);
    expect((await deliver(late, CONFIGURED)).status).toBe(200);
    expect(await signedWith(fresh)).toBe("current");
    expect(await signedWith(late)).toBe("previous");

    // A day later the old secret is refused; a second rotation keeps the first rotated one as previous.
    const dayLater = new Date(Date.parse(now!.rotated!.at) + ROTATION_WINDOW_MS + 1);
    expect(await currentWebhookSecrets(await getDb(), getEnv(), dayLater)).toMatchObject({ current: now!.current, previousUntil: null });
    expect((await currentWebhookSecrets(await getDb(), getEnv(), dayLater))!.previous).toBeUndefined();
    expect((await call("service/webhook-secret", { body: {} })).status).toBe(200);
    const second = await currentWebhookSecrets(await getDb(), getEnv(), new Date());
    expect(second!.previous).toBe(now!.current);
    expect(second!.current).not.toBe(now!.current);
    expect(await (await getDb()).selectFrom("webhook_secret_rotations").select("id").execute()).toHaveLength(2);
    // Never in the clear at rest.
    const rows = await (await getDb()).selectFrom("webhook_secret_rotations").selectAll().execute();
    for (const row of rows) expect(row.secret_sealed).not.toContain(second!.current);
  });

  it("refuses a viewer, and a body with anything in it, before the service hears of it", async () => {
    const calls = env().upstream.requests.length;
    session.principal = { kind: "user", userId: 3, username: "viewer", role: "viewer" };
    try {
      expect((await call("service/webhook-secret", { body: {} })).status).toBe(403);
    } finally {
      session.principal = { kind: "user", userId: 1, username: "admin", role: "admin" };
    }
    expect((await call("service/webhook-secret", { body: { secret: "mine" } })).status).toBe(400);
    expect(env().upstream.requests.length).toBe(calls);
  });
});
