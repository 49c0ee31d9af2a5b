import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { startWebhookReceiver, type WebhookReceiver } from "@/lib/testing/webhook-receiver";
import { createChannel } from "./channels-store";
import { evaluateRules } from "./evaluate";
import { backoffMs, deliverDue } from "./outbox";
import { setOwner } from "./ownership";
import { channelInputSchema, ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";

const ROUTING_KEY = "pdRoutingKey0123456789abcdefABCD";
const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const at = (ms: number) => new Date(T0 + ms);

let receiver: WebhookReceiver;
beforeAll(async () => {
  process.env.ALERTS_SECRET = "pagerduty-delivery-secret-".padEnd(48, "p");
  resetEnvForTests();
  resetAlertsKeyForTests();
  // A PagerDuty-shaped receiver on loopback: it records each Events API body.
  receiver = await startWebhookReceiver(() => null);
});
afterAll(async () => {
  await receiver.close();
  resetAlertsKeyForTests();
});
beforeEach(() => {
  receiver.received.length = 0;
  receiver.respond = () => 202;
});

describe.each(testEngines())("a PagerDuty channel through the outbox on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  it("trigger, acknowledge, resolve under one dedup_key; a 429 is retried and nothing is lost; the routing key is sealed at rest", async () => {
    const { channel } = await createChannel(
      db(),
      channelInputSchema.parse({ type: "pagerduty", name: "On-call", settings: { eventsUrl: receiver.url }, secrets: { routingKey: ROUTING_KEY } }),
    );
    const stored = await db().selectFrom("alert_channels").select("sealed_secrets").where("id", "=", channel.id).executeTakeFirstOrThrow();
    expect(stored.sealed_secrets).not.toContain(ROUTING_KEY);
    const rule = await createRule(
      db(),
      ruleInputSchema.parse({
        name: "Backlog",
        condition: { kind: "figure-above", figure: "totalPending", threshold: 50 },
        channelIds: [channel.id],
        severity: "critical",
      }),
      "admin",
    );
    const figures = { pending: 60 };
    const { sources } = fakeSources(figures);
    await evaluateRules(db(), sources, at(0));
    await deliverDue(db(), "test", () => at(1_000));
    await setOwner(db(), rule.id, { by: "reviewer", note: "on it" }, at(2_000));
    await deliverDue(db(), "test", () => at(3_000));
    figures.pending = 10;
    await evaluateRules(db(), sources, at(60_000));
    receiver.respond = () => 429;
    await deliverDue(db(), "test", () => at(61_000));
    receiver.respond = () => 202;
    // Not due yet: nothing is sent again before its backoff.
    expect(await deliverDue(db(), "test", () => at(61_000 + backoffMs(1) - 1))).toBe(0);
    await deliverDue(db(), "test", () => at(61_000 + backoffMs(1)));
    const events = receiver.received.map((r) => r.body as { event_action: string; dedup_key: string; routing_key: string; payload?: { severity: string } });
    expect(events.map((e) => e.event_action)).toEqual(["trigger", "acknowledge", "resolve", "resolve"]);
    expect(new Set(events.map((e) => e.dedup_key))).toEqual(new Set([`rampart-rule-${rule.id}-own`]));
    expect(events.every((e) => e.routing_key === ROUTING_KEY)).toBe(true);
    expect(events[0]!.payload!.severity).toBe("critical");
    const rows = await db().selectFrom("alert_notifications").select(["kind", "status", "attempts"]).orderBy("created_at").execute();
    expect(rows.map((r) => [r.kind, r.status, Number(r.attempts)])).toEqual([
      ["firing", "delivered", 1],
      ["acknowledged", "delivered", 1],
      ["resolved", "delivered", 2],
    ]);
  });
});
