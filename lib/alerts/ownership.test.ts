import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import type { AlertMessage } from "./channels/message";
import { evaluateRules } from "./evaluate";
import { setOwner } from "./ownership";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { clearAlertTables, fakeSources } from "./testing";
import { alertHistory, firingAlerts } from "./views";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const minute = (n: number) => new Date(T0 + n * 60_000);

beforeAll(() => {
  process.env.ALERTS_SECRET = "ownership-test-secret-".padEnd(40, "x");
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

describe.each(testEngines())("owning an alert on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  const backlog = (overrides: Record<string, unknown> = {}) =>
    createRule(
      db(),
      ruleInputSchema.parse({
        name: "Backlog",
        condition: { kind: "figure-above", figure: "totalPending", threshold: 50 },
        channelIds: [1],
        escalationChannelIds: [2],
        note: "Call the on-call reviewer",
        runbookUrl: "https://wiki.example.com/backlog",
        ...overrides,
      }),
      "admin",
    );

  /** The outbox as channel:kind, and each message's first alert. */
  const outbox = async () => {
    const rows = await db()
      .selectFrom("alert_notifications")
      .select(["channel_id", "kind", "payload", "created_at"])
      .orderBy("created_at")
      .orderBy("channel_id")
      .execute();
    return rows.map((r) => ({ to: `${r.channel_id}:${r.kind}`, alert: (JSON.parse(r.payload) as AlertMessage).alerts[0]! }));
  };

  it("fire, acknowledge with a note, resolve: who and when shown while it fires, told to the channels, in the history, and ended by the resolve", async () => {
    const rule = await backlog();
    const figures = { pending: 60 };
    const { sources } = fakeSources(figures);
    await evaluateRules(db(), sources, minute(0));
    expect(await setOwner(db(), rule.id, { by: "reviewer", note: "looking at the queue" }, minute(1))).toMatchObject({ ok: true });
    // The evaluator keeps it while the alert fires.
    await evaluateRules(db(), sources, minute(2));
    const [firing] = await firingAlerts(db(), minute(2), { userId: null });
    expect(firing).toMatchObject({
      acknowledged: { by: "reviewer", at: minute(1).toISOString(), note: "looking at the queue", until: null },
      whatToDo: "Call the on-call reviewer",
      runbookUrl: "https://wiki.example.com/backlog",
    });
    figures.pending = 10;
    await evaluateRules(db(), sources, minute(3));
    const told = await outbox();
    expect(told.map((t) => t.to)).toEqual(["1:firing", "1:acknowledged", "1:resolved"]);
    expect(told[0]!.alert.runbookUrl).toBe("https://wiki.example.com/backlog");
    expect(told[1]!.alert.acknowledgedBy).toEqual({ by: "reviewer", at: minute(1).toISOString(), note: "looking at the queue" });
    // The resolve says who had it.
    expect(told[2]!.alert.acknowledgedBy).toMatchObject({ by: "reviewer" });
    const history = await alertHistory(db(), { limit: 10 }, { userId: null });
    expect(history.map((h) => `${h.to}${h.actor ? ` by ${h.actor}` : ""}`).reverse()).toEqual(["firing", "acknowledged by reviewer", "resolved"]);
    expect(history.find((h) => h.to === "acknowledged")!.note).toBe("looking at the queue");
    const row = await db().selectFrom("alert_states").selectAll().executeTakeFirstOrThrow();
    expect(row.acked_by).toBeNull();
    // A resolved alert can no longer be acknowledged.
    expect(await setOwner(db(), rule.id, { by: "reviewer", note: "" }, minute(4))).toEqual({ ok: false, reason: "not-firing" });
  });

  it("unacknowledged, it reminds the rule's channels, then escalates to the second, and the resolve reaches both", async () => {
    await backlog({ renotifySeconds: 600 });
    const figures = { pending: 60 };
    const { sources } = fakeSources(figures);
    await evaluateRules(db(), sources, minute(0));
    await evaluateRules(db(), sources, minute(10));
    await evaluateRules(db(), sources, minute(20));
    figures.pending = 10;
    await evaluateRules(db(), sources, minute(21));
    const told = await outbox();
    expect(told.map((t) => t.to)).toEqual(["1:firing", "1:reminder", "1:reminder", "2:reminder", "1:resolved", "2:resolved"]);
    expect(told[1]!.alert.reminder).toBe(1);
    const history = await alertHistory(db(), { limit: 10 }, { userId: null });
    expect(history.map((h) => h.to).reverse()).toEqual(["firing", "reminded", "escalated", "resolved"]);
  });

  it("an acknowledgement lapses after the rule's time: the channels hear it is nobody's again", async () => {
    const rule = await backlog({ ackExpirySeconds: 300 });
    const { sources } = fakeSources({ pending: 60 });
    await evaluateRules(db(), sources, minute(0));
    await setOwner(db(), rule.id, { by: "reviewer", note: "" }, minute(1));
    await evaluateRules(db(), sources, minute(5));
    expect((await firingAlerts(db(), minute(5), { userId: null }))[0]!.acknowledged).not.toBeNull();
    await evaluateRules(db(), sources, minute(6));
    expect((await firingAlerts(db(), minute(6), { userId: null }))[0]!.acknowledged).toBeNull();
    const told = await outbox();
    expect(told.map((t) => t.to)).toEqual(["1:firing", "1:acknowledged", "1:unacknowledged"]);
    expect(told[2]!.alert.acknowledgedBy).toMatchObject({ by: "reviewer" });
  });

  it("unacknowledge by hand; a second unacknowledge is refused", async () => {
    const rule = await backlog();
    await evaluateRules(db(), fakeSources({ pending: 60 }).sources, minute(0));
    await setOwner(db(), rule.id, { by: "reviewer", note: "" }, minute(1));
    expect(await setOwner(db(), rule.id, { by: "admin", note: null, release: true }, minute(2))).toEqual({ ok: true, ack: null });
    expect(await setOwner(db(), rule.id, { by: "admin", note: null, release: true }, minute(3))).toEqual({ ok: false, reason: "not-acknowledged" });
    const history = await alertHistory(db(), { limit: 10 }, { userId: null });
    expect(history[0]).toMatchObject({ to: "unacknowledged", actor: "admin" });
  });
});
