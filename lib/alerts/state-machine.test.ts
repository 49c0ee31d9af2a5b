import { describe, expect, it } from "vitest";
import { type AlertState, acknowledge, INITIAL_STATE, nextState, notifies, type Observation, type RuleTiming, unacknowledge } from "./state-machine";

const T0 = Date.parse("2026-11-20T12:00:00.000Z");
const MIN = 60_000;

/** Runs observations one minute apart from T0 and returns the states and transitions seen. */
function run(observations: Observation[], timing: RuleTiming, start: AlertState = INITIAL_STATE) {
  let state = start;
  const states: string[] = [];
  const transitions: string[] = [];
  observations.forEach((o, i) => {
    const step = nextState(state, o, timing, new Date(T0 + i * MIN));
    state = step.state;
    states.push(state.state);
    if (step.transition) transitions.push(`${i}:${step.transition.from}>${step.transition.to}`);
  });
  return { states, transitions, state };
}

describe("alert state machine (fixed clock, one evaluation a minute)", () => {
  it("fires at once when `for` is zero, and resolves then returns to normal", () => {
    const r = run([false, true, true, false, false], { forMs: 0, keepFiringMs: 0 });
    expect(r.states).toEqual(["normal", "firing", "firing", "resolved", "normal"]);
    expect(r.transitions).toEqual(["1:normal>firing", "3:firing>resolved", "4:resolved>normal"]);
  });

  it("waits `for` in pending before firing", () => {
    const r = run([true, true, true, true], { forMs: 3 * MIN, keepFiringMs: 0 });
    expect(r.states).toEqual(["pending", "pending", "pending", "firing"]);
  });

  it("drops from pending back to normal when the condition stops holding, without a notification", () => {
    const r = run([true, true, false, true], { forMs: 5 * MIN, keepFiringMs: 0 });
    expect(r.states).toEqual(["pending", "pending", "normal", "pending"]);
    expect(r.transitions.map((t) => t.split(":")[1])).toEqual(["normal>pending", "pending>normal", "normal>pending"]);
  });

  it("keeps firing through a dip shorter than keep-firing, and resolves after a longer one", () => {
    const timing = { forMs: 0, keepFiringMs: 3 * MIN };
    const dip = run([true, false, false, true, false, false, false], timing);
    expect(dip.states).toEqual(["firing", "firing", "firing", "firing", "firing", "firing", "resolved"]);
    expect(dip.transitions).toEqual(["0:normal>firing", "6:firing>resolved"]);
  });

  it("flapping: a condition that flips every minute never fires with for = 2 min", () => {
    const r = run([true, false, true, false, true, false, true, false], { forMs: 2 * MIN, keepFiringMs: 0 });
    expect(r.states).not.toContain("firing");
    expect(r.transitions.map((t) => notifies({ from: "normal", to: t.split(">")[1] as "normal", at: "" })).filter(Boolean)).toEqual([]);
  });

  it("flapping: once firing, a flipping condition with keep-firing sends one firing and no resolved", () => {
    const r = run([true, true, false, true, false, true, false, true], { forMs: MIN, keepFiringMs: 2 * MIN });
    const notified = r.transitions.filter((t) => /firing$|resolved$/.test(t));
    expect(notified).toEqual(["1:pending>firing"]);
  });

  it("an unknown observation (data missing) changes nothing", () => {
    const firing: AlertState = {
      state: "firing",
      since: new Date(T0).toISOString(),
      lastTrueAt: new Date(T0).toISOString(),
      ack: null,
      remindedAt: null,
      reminders: 0,
    };
    const r = run([null, null, null], { forMs: 0, keepFiringMs: 0 }, firing);
    expect(r.states).toEqual(["firing", "firing", "firing"]);
    expect(r.transitions).toEqual([]);
  });

  it("from resolved, a condition that holds again starts over at pending", () => {
    const resolved: AlertState = { state: "resolved", since: new Date(T0 - MIN).toISOString(), lastTrueAt: null, ack: null, remindedAt: null, reminders: 0 };
    expect(run([true], { forMs: MIN, keepFiringMs: 0 }, resolved).states).toEqual(["pending"]);
  });

  it("only firing and resolved transitions notify", () => {
    expect(notifies({ from: "pending", to: "firing", at: "" })).toBe("firing");
    expect(notifies({ from: "firing", to: "resolved", at: "" })).toBe("resolved");
    expect(notifies({ from: "normal", to: "pending", at: "" })).toBeNull();
    expect(notifies({ from: "resolved", to: "normal", at: "" })).toBeNull();
  });
});

describe("owning a firing alert: acknowledge, remind, escalate, resolve, lapse", () => {
  const at = (minute: number) => new Date(T0 + minute * MIN);
  const firing = (): AlertState => nextState(INITIAL_STATE, true, { forMs: 0, keepFiringMs: 0 }, at(0)).state;
  const timing = { forMs: 0, keepFiringMs: 0, renotifyMs: 10 * MIN, ackExpiryMs: 30 * MIN };

  it("with nobody acknowledging, reminds every `renotify`, and escalates from the second reminder", () => {
    let state = firing();
    const told: string[] = [];
    for (let minute = 1; minute <= 30; minute++) {
      const step = nextState(state, true, timing, at(minute));
      state = step.state;
      if (step.reminder?.kind === "reminder") told.push(`${minute}:${step.reminder.count}${step.reminder.escalate ? " escalate" : ""}`);
    }
    expect(told).toEqual(["10:1", "20:2 escalate", "30:3 escalate"]);
    expect(state.reminders).toBe(3);
  });

  it("an acknowledged alert is not reminded; it is again from when it was unacknowledged", () => {
    let state = acknowledge(firing(), { by: "alice", note: "on it" }, { ...timing, ackExpiryMs: 0 }, at(5))!;
    expect(state.ack).toEqual({ by: "alice", at: at(5).toISOString(), note: "on it", until: null });
    for (let minute = 6; minute <= 40; minute++) {
      const step = nextState(state, true, timing, at(minute));
      expect(step.reminder, `minute ${minute}`).toBeUndefined();
      state = step.state;
    }
    state = unacknowledge(state, at(40))!;
    expect(state.ack).toBeNull();
    expect(nextState(state, true, timing, at(49)).reminder).toBeUndefined();
    expect(nextState(state, true, timing, at(50)).reminder).toEqual({ kind: "reminder", count: 1, escalate: false });
  });

  it("an acknowledgement lapses after the rule's time, and the alert is nobody's again", () => {
    const state = acknowledge(firing(), { by: "alice", note: "" }, timing, at(1))!;
    expect(state.ack?.until).toBe(at(31).toISOString());
    expect(nextState(state, true, timing, at(30)).state.ack).not.toBeNull();
    const lapsed = nextState(state, true, timing, at(31));
    expect(lapsed.reminder).toEqual({ kind: "ack-expired", ack: state.ack });
    expect(lapsed.state.ack).toBeNull();
    // The reminder clock starts when it lapsed.
    expect(nextState(lapsed.state, true, timing, at(41)).reminder).toMatchObject({ kind: "reminder", count: 1 });
  });

  it("the acknowledgement ends when the alert resolves, and a new firing starts unowned and unreminded", () => {
    let state = acknowledge(firing(), { by: "alice", note: "" }, timing, at(1))!;
    const resolved = nextState(state, false, timing, at(2));
    expect(resolved.transition).toMatchObject({ from: "firing", to: "resolved" });
    expect(resolved.state).toMatchObject({ ack: null, reminders: 0, remindedAt: null });
    state = nextState(nextState(resolved.state, false, timing, at(3)).state, true, timing, at(4)).state;
    expect(state).toMatchObject({ state: "firing", ack: null, reminders: 0 });
  });

  it("only a firing alert can be acknowledged, and only an acknowledged one unacknowledged", () => {
    expect(acknowledge(INITIAL_STATE, { by: "alice", note: "" }, timing, at(0))).toBeNull();
    expect(unacknowledge(firing(), at(1))).toBeNull();
  });
});
