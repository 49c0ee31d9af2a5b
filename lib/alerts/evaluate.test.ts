import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testEngines, useTestDb } from "@/lib/db/testing";
import { resetEnvForTests } from "@/lib/env";
import { resetAlertsKeyForTests } from "@/lib/secret-box";
import { UpstreamError } from "@/lib/upstream/errors";
import { evaluateRules } from "./evaluate";
import { ruleInputSchema } from "./rule-schema";
import { createRule } from "./rules-store";
import { createSilence } from "./silences-store";
import { clearAlertTables, fakeSources } from "./testing";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const minute = (n: number) => new Date(T0 + n * 60_000);

beforeAll(() => {
  process.env.ALERTS_SECRET = "evaluate-test-secret-".padEnd(40, "x");
  resetEnvForTests();
  resetAlertsKeyForTests();
});
afterAll(() => resetAlertsKeyForTests());

describe.each(testEngines())("alert evaluation on %s", (engine) => {
  const db = useTestDb(engine);
  beforeEach(() => clearAlertTables(db()));

  const rule = (overrides: Record<string, unknown>) =>
    createRule(
      db(),
      ruleInputSchema.parse({ name: "Backlog", condition: { kind: "figure-above", figure: "totalPending", threshold: 50 }, channelIds: [1], ...overrides }),
      "admin",
    );

  it("goes pending, fires after `for`, resolves, and queues one notification per notifying transition", async () => {
    await rule({ forSeconds: 120 });
    const figures = { pending: 60 };
    const { sources } = fakeSources(figures);
    expect((await evaluateRules(db(), sources, minute(0))).transitions.map((t) => t.to)).toEqual(["pending"]);
    expect((await evaluateRules(db(), sources, minute(1))).transitions).toEqual([]);
    const fired = await evaluateRules(db(), sources, minute(2));
    expect(fired.transitions.map((t) => t.to)).toEqual(["firing"]);
    expect(fired.notifications).toBe(1);
    figures.pending = 10;
    expect((await evaluateRules(db(), sources, minute(3))).transitions.map((t) => t.to)).toEqual(["resolved"]);
    expect((await evaluateRules(db(), sources, minute(4))).transitions.map((t) => t.to)).toEqual(["normal"]);
    const history = await db().selectFrom("alert_transitions").select(["from_state", "to_state"]).orderBy("id").execute();
    expect(history.map((h) => `${h.from_state}>${h.to_state}`)).toEqual(["normal>pending", "pending>firing", "firing>resolved", "resolved>normal"]);
    const notes = await db().selectFrom("alert_notifications").select(["kind", "status"]).orderBy("created_at").execute();
    expect(notes).toEqual([
      { kind: "firing", status: "pending" },
      { kind: "resolved", status: "pending" },
    ]);
  });

  it("a shorter minute (ALERTS_MINUTE_MS, test servers only) shortens `for` and `keep firing` in proportion", async () => {
    await rule({ forSeconds: 60, keepFiringSeconds: 120 });
    const figures = { pending: 60 };
    const { sources } = fakeSources(figures);
    const at = (ms: number) => new Date(T0 + ms);
    // A minute of 2 s: held 2 s before firing, kept firing 4 s after the condition stops.
    expect((await evaluateRules(db(), sources, at(0), 2_000)).transitions.map((t) => t.to)).toEqual(["pending"]);
    expect((await evaluateRules(db(), sources, at(1_999), 2_000)).transitions).toEqual([]);
    expect((await evaluateRules(db(), sources, at(2_000), 2_000)).transitions.map((t) => t.to)).toEqual(["firing"]);
    figures.pending = 10;
    expect((await evaluateRules(db(), sources, at(5_999), 2_000)).transitions).toEqual([]);
    expect((await evaluateRules(db(), sources, at(6_000), 2_000)).transitions.map((t) => t.to)).toEqual(["resolved"]);
  });

  it("reads a signal needed by several rules once per evaluation", async () => {
    await rule({ name: "a" });
    await rule({ name: "b", condition: { kind: "figure-above", figure: "slaBreached", threshold: 0 } });
    await rule({ name: "c", condition: { kind: "healthcheck", check: "reviewing.backlog", grade: "warn" } });
    await rule({ name: "d", condition: { kind: "oldest-proposal", hours: 24 } });
    await rule({ name: "e", condition: { kind: "service", problem: "unreachable" } });
    const { sources, calls } = fakeSources({ pending: 60, severity: "warn" });
    const result = await evaluateRules(db(), sources, minute(0));
    expect(calls.sort()).toEqual(["healthcheck reviewing.backlog own", "snapshot own"]);
    expect(result.transitions.map((t) => t.to)).toEqual(["firing", "firing", "firing", "firing"]);
  });

  it("groups rules firing in the same evaluation into one message per channel", async () => {
    await rule({ name: "a", channelIds: [1, 2] });
    await rule({ name: "b", channelIds: [1] });
    const result = await evaluateRules(db(), fakeSources({ pending: 60 }).sources, minute(0));
    expect(result.notifications).toBe(2);
    const rows = await db().selectFrom("alert_notifications").select(["channel_id", "payload"]).orderBy("channel_id").execute();
    expect(rows.map((r) => [Number(r.channel_id), JSON.parse(r.payload).alerts.map((a: { ruleName: string }) => a.ruleName)])).toEqual([
      [1, ["a", "b"]],
      [2, ["a"]],
    ]);
  });

  it("a silenced rule changes state and records it, but sends nothing", async () => {
    const r = await rule({});
    await createSilence(db(), { ruleId: r.id, endsAt: minute(30).toISOString(), reason: "maintenance" }, "admin", minute(-1));
    const result = await evaluateRules(db(), fakeSources({ pending: 60 }).sources, minute(0));
    expect(result.transitions.map((t) => t.to)).toEqual(["firing"]);
    expect(result.notifications).toBe(0);
    expect((await db().selectFrom("alert_transitions").select("silenced").executeTakeFirstOrThrow()).silenced).toBe(1);
  });

  it("the service rules tell an unreachable service from a refused key; other rules keep their state", async () => {
    await rule({ name: "down", condition: { kind: "service", problem: "unreachable" } });
    await rule({ name: "key", condition: { kind: "service", problem: "key-refused" } });
    await rule({ name: "backlog" });
    const state = { pending: 60, fail: new UpstreamError({ kind: "network", code: "NETWORK", message: "connection refused" }) as Error | undefined };
    const { sources } = fakeSources(state);
    const result = await evaluateRules(db(), sources, minute(0));
    expect(result.transitions).toEqual([{ ruleId: expect.any(Number), from: "normal", to: "firing" }]);
    const states = await db()
      .selectFrom("alert_states")
      .innerJoin("alert_rules", "alert_rules.id", "alert_states.rule_id")
      .select(["name", "state", "last_value"])
      .orderBy("name")
      .execute();
    expect(states.map((s) => [s.name, s.state])).toEqual([
      ["backlog", "normal"],
      ["down", "firing"],
      ["key", "normal"],
    ]);
    expect(states[0]!.last_value).toMatch(/^no data/);
    state.fail = new UpstreamError({ kind: "auth", code: "UNAUTHORIZED", message: "bad key", status: 401 });
    const refused = await evaluateRules(db(), sources, minute(1));
    expect(refused.transitions.map((t) => t.to).sort()).toEqual(["firing", "resolved"]);
  });
});
