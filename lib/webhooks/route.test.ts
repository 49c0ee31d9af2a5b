import { describe, expect, it, vi } from "vitest";
import { PEER_HEADER } from "@/lib/bff/peer-address";
import { getDb } from "@/lib/db";
import { testEngines } from "@/lib/db/testing";
import { getLogger } from "@/lib/log/logger";
import { getMetrics } from "@/lib/observability/metrics";
import { callRoute, handlersOf, routeTestEnvOn } from "@/lib/testing/route-harness";
import { recentDeliveries } from "./inbox";
import { signBody } from "./signature";

const SECRET = "webhook-secret-0123456789";
const PREVIOUS = "webhook-previous-0123456789";
const ESCALATION = JSON.stringify({ type: "asset.status-escalated", data: { asset_id: 1, proposal_id: 2, organization_id: 3 } });

async function deliver(body: string, headers: Record<string, string> = {}) {
  const [[, handler]] = (await handlersOf("webhooks/service")) as [[string, Parameters<typeof callRoute>[0]]];
  // From elsewhere, as the service posts: no session, another origin.
  return callRoute(handler, "POST", "webhooks/service", { rawBody: body, headers: { Origin: "https://service.example", ...headers } });
}
const counted = async (outcome: string) => (await getMetrics().webhookDeliveries.get()).values.find((v) => v.labels.outcome === outcome)?.value ?? 0;
const stored = async () => recentDeliveries(await getDb());

describe.each(testEngines())("POST /api/webhooks/service on %s", (engine) => {
  routeTestEnvOn(engine, { SERVICE_WEBHOOK_SECRET: SECRET, SERVICE_WEBHOOK_SECRET_PREVIOUS: PREVIOUS });

  it("is declared signed: no session, no CSRF check", async () => {
    const handlers = await handlersOf("webhooks/service");
    expect(handlers.map(([m, h]) => [m, h.permission])).toEqual([["POST", "signed"]]);
  });

  it("stores a signed delivery from another origin and answers 200 at once", async () => {
    const before = await counted("stored");
    const response = await deliver(ESCALATION, { "X-ChainPatrol-Signature": signBody(SECRET, ESCALATION) });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ received: true, duplicate: false });
    const rows = await stored();
    expect(rows.find((r) => r.payload === ESCALATION)).toMatchObject({ event_type: "asset.status-escalated", signed_with: "current" });
    expect(await counted("stored")).toBe(before + 1);
  });

  it("stores a retry once", async () => {
    const body = JSON.stringify({ event: "debug.test", data: { n: engine } });
    const signature = signBody(SECRET, body);
    expect(await (await deliver(body, { "X-ChainPatrol-Signature": signature })).json()).toMatchObject({ duplicate: false });
    expect(await (await deliver(body, { "X-ChainPatrol-Signature": signature })).json()).toMatchObject({ duplicate: true });
    expect((await stored()).filter((r) => r.payload === body)).toHaveLength(1);
  });

  it("accepts the previous secret during a rotation", async () => {
    const body = JSON.stringify({ event: "debug.test", data: { rotated: true } });
    expect((await deliver(body, { "X-ChainPatrol-Signature": signBody(PREVIOUS, body) })).status).toBe(200);
    expect((await stored()).find((r) => r.payload === body)?.signed_with).toBe("previous");
  });

  it("logs a flood of refusals from one address once, not once each (the rest summed up at the minute's end)", async () => {
    const warn = vi.spyOn(getLogger(), "warn");
    try {
      const peer = `10.41.20.${engine === "sqlite" ? 1 : 2}`;
      for (let i = 0; i < 40; i++) expect((await deliver(ESCALATION, { [PEER_HEADER]: peer, "X-ChainPatrol-Signature": "sha256=00" })).status).toBe(401);
      const lines = warn.mock.calls.filter(([fields]) => (fields as { from?: string }).from === peer);
      expect(lines).toEqual([[expect.objectContaining({ webhook: "refused", outcome: "bad-signature", status: 401 }), "service webhook refused"]]);
    } finally {
      warn.mockRestore();
    }
  });

  const REFUSED: [string, () => Promise<Response>, number, string, string][] = [
    ["no signature", () => deliver(ESCALATION), 401, "UNAUTHORIZED", "missing-signature"],
    [
      "a wrong signature",
      () => deliver(ESCALATION, { "X-ChainPatrol-Signature": signBody("another-secret-0123456789", ESCALATION) }),
      401,
      "UNAUTHORIZED",
      "bad-signature",
    ],
    ["a malformed signature", () => deliver(ESCALATION, { "X-ChainPatrol-Signature": "sha256=nope" }), 401, "UNAUTHORIZED", "bad-signature"],
    ["a signed body that is not JSON", () => deliver("not json", { "X-ChainPatrol-Signature": signBody(SECRET, "not json") }), 400, "BAD_REQUEST", "not-json"],
    ["a signed JSON array", () => deliver("[1]", { "X-ChainPatrol-Signature": signBody(SECRET, "[1]") }), 400, "BAD_REQUEST", "not-json"],
    [
      "a body over the limit",
      () => {
        const big = JSON.stringify({ event: "debug.test", data: { pad: "x".repeat(70 * 1024) } });
        return deliver(big, { "X-ChainPatrol-Signature": signBody(SECRET, big) });
      },
      413,
      "PAYLOAD_TOO_LARGE",
      "too-large",
    ],
  ];
  it.each(REFUSED)("refuses %s with the one error shape, stores nothing, counts the reason", async (_, send, status, code, outcome) => {
    const rowsBefore = (await stored()).length;
    const countBefore = await counted(outcome);
    const response = await send();
    expect(response.status).toBe(status);
    const body = await response.json();
    expect(body.error).toMatchObject({ code, requestId: expect.any(String) });
    expect(body.error.message).toEqual(expect.any(String));
    expect((await stored()).length).toBe(rowsBefore);
    expect(await counted(outcome)).toBe(countBefore + 1);
  });
});
