/**
 * The life of one alert rule, pure: given the stored state, what the rule's condition says now
 * and the clock, the next state and the transition to record (if any). Notifications follow
 * `firing` and `resolved` transitions only; a silence mutes them, never the states.
 *
 *   normal ──cond──▶ pending ──cond held `for`──▶ firing ──cond false for `keepFiring`──▶ resolved ──▶ normal
 *             (for = 0: straight to firing)   ▲ cond false: back to normal       (cond true again: pending)
 */

export const ALERT_STATES = ["normal", "pending", "firing", "resolved"] as const;
export type AlertStateName = (typeof ALERT_STATES)[number];

export type AlertState = {
  state: AlertStateName;
  /** When the current state began (ISO). */
  since: string;
  /** The last evaluation at which the condition held (ISO), for keep-firing. */
  lastTrueAt: string | null;
};

export type RuleTiming = { forMs: number; keepFiringMs: number };

/** `null`: the condition could not be computed (data missing): nothing changes. */
export type Observation = boolean | null;

export type Transition = { from: AlertStateName; to: AlertStateName; at: string };

export const INITIAL_STATE: AlertState = { state: "normal", since: new Date(0).toISOString(), lastTrueAt: null };

export function nextState(current: AlertState, observation: Observation, timing: RuleTiming, now: Date): { state: AlertState; transition: Transition | null } {
  const at = now.toISOString();
  if (observation === null) return { state: current, transition: null };
  const lastTrueAt = observation ? at : current.lastTrueAt;
  const go = (to: AlertStateName) => ({ state: { state: to, since: at, lastTrueAt }, transition: { from: current.state, to, at } });
  const stay = () => ({ state: { ...current, lastTrueAt }, transition: null });

  switch (current.state) {
    case "normal":
    case "resolved":
      if (observation) return go(timing.forMs <= 0 ? "firing" : "pending");
      return current.state === "resolved" ? go("normal") : stay();
    case "pending":
      if (!observation) return go("normal");
      return now.getTime() - Date.parse(current.since) >= timing.forMs ? go("firing") : stay();
    case "firing": {
      if (observation) return stay();
      const quietFor = now.getTime() - Date.parse(current.lastTrueAt ?? current.since);
      return quietFor >= timing.keepFiringMs ? go("resolved") : stay();
    }
  }
}

/** Whether a transition is one people are told about. */
export function notifies(transition: Transition): "firing" | "resolved" | null {
  if (transition.to === "firing") return "firing";
  if (transition.to === "resolved") return "resolved";
  return null;
}
