import { describe, expect, it } from "vitest";
import { type AlertEvent, planNotifications, type Silence, silenceFor } from "./notify-plan";

const NOW = new Date("2026-11-20T12:00:00.000Z");
const at = (minutes: number) => new Date(NOW.getTime() + minutes * 60_000).toISOString();

function event(ruleId: number, kind: "firing" | "resolved", channelIds: number[], scope = "own"): AlertEvent {
  return {
    transitionId: ruleId * 10,
    ruleId,
    ruleName: `rule ${ruleId}`,
    severity: "warning",
    scope,
    note: "",
    kind,
    at: NOW.toISOString(),
    value: null,
    channelIds,
  };
}

function silence(partial: Partial<Silence>): Silence {
  return { id: 1, ruleId: null, scope: null, endsAt: at(60), reason: "maintenance", createdBy: "admin", createdAt: at(-1), ...partial };
}

describe("notifications of one evaluation", () => {
  it("groups rules firing in the same evaluation into one message per channel, apart from resolved ones", () => {
    const plan = planNotifications([event(1, "firing", [7, 8]), event(2, "firing", [7]), event(3, "resolved", [7])], [], NOW);
    expect(plan.map((p) => [p.channelId, p.kind, p.events.map((e) => e.ruleId)])).toEqual([
      [7, "firing", [1, 2]],
      [7, "resolved", [3]],
      [8, "firing", [1]],
    ]);
  });

  it("a rule without channels sends nothing", () => {
    expect(planNotifications([event(1, "firing", [])], [], NOW)).toEqual([]);
  });

  it("a silence on the rule mutes it; the others still go", () => {
    const plan = planNotifications([event(1, "firing", [7]), event(2, "firing", [7])], [silence({ ruleId: 1 })], NOW);
    expect(plan).toHaveLength(1);
    expect(plan[0]!.events.map((e) => e.ruleId)).toEqual([2]);
  });

  it("a silence on a scope mutes every rule of that scope only", () => {
    const plan = planNotifications([event(1, "firing", [7], "org:acme"), event(2, "firing", [7], "org:globex")], [silence({ scope: "org:acme" })], NOW);
    expect(plan[0]!.events.map((e) => e.ruleId)).toEqual([2]);
  });

  it("a silence mutes only until its end (fixed clock on both sides of it)", () => {
    const s = silence({ ruleId: 1, endsAt: at(30) });
    expect(silenceFor({ id: 1, scope: "own" }, [s], new Date(at(29)))).toEqual(s);
    expect(silenceFor({ id: 1, scope: "own" }, [s], new Date(at(30)))).toBeNull();
    expect(planNotifications([event(1, "resolved", [7])], [s], new Date(at(31)))).toHaveLength(1);
  });
});
