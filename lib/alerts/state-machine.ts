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
  /** Who owns the firing alert; ends when it resolves or at `until`. */
  ack: Acknowledgement | null;
  /** When it was last told again unacknowledged (ISO), and how many times since it fired. */
  remindedAt: string | null;
  reminders: number;
};

export type Acknowledgement = { by: string; at: string; note: string; until: string | null };

/**
 * `renotifyMs`: tell again after this long firing unacknowledged (0: never); from the second
 * reminder on, the escalation channels hear of it too. `ackExpiryMs`: how long an
 * acknowledgement lasts (0: until the alert resolves).
 */
export type RuleTiming = { forMs: number; keepFiringMs: number; renotifyMs?: number; ackExpiryMs?: number };

/** What a firing alert's owner side did in a step: its acknowledgement lapsed, or it was told again. */
export type Reminder = { kind: "ack-expired"; ack: Acknowledgement } | { kind: "reminder"; count: number; escalate: boolean };

/** `null`: the condition could not be computed (data missing): nothing changes. */
export type Observation = boolean | null;

export type Transition = { from: AlertStateName; to: AlertStateName; at: string };

export const INITIAL_STATE: AlertState = { state: "normal", since: new Date(0).toISOString(), lastTrueAt: null, ack: null, remindedAt: null, reminders: 0 };

export type Step = { state: AlertState; transition: Transition | null; reminder?: Reminder };

export function nextState(current: AlertState, observation: Observation, timing: RuleTiming, now: Date): Step {
  const at = now.toISOString();
  if (observation === null) return { state: current, transition: null };
  const lastTrueAt = observation ? at : current.lastTrueAt;
  // A new state starts unowned and unreminded; the resolved transition still names who owned it (`current.ack`).
  const go = (to: AlertStateName) => ({
    state: { state: to, since: at, lastTrueAt, ack: null, remindedAt: null, reminders: 0 },
    transition: { from: current.state, to, at },
  });
  const stay = () => (current.state === "firing" ? owned({ ...current, lastTrueAt }, timing, now) : { state: { ...current, lastTrueAt }, transition: null });

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

/**
 * A firing alert staying firing: its acknowledgement lapses at `until` (the reminder clock restarts
 * then); unacknowledged, it is told again every `renotifyMs`, escalating from the second time.
 */
function owned(state: AlertState, timing: RuleTiming, now: Date): Step {
  const at = now.toISOString();
  if (state.ack) {
    if (state.ack.until !== null && Date.parse(state.ack.until) <= now.getTime())
      return { state: { ...state, ack: null, remindedAt: at }, transition: null, reminder: { kind: "ack-expired", ack: state.ack } };
    return { state, transition: null };
  }
  const every = timing.renotifyMs ?? 0;
  if (every <= 0 || now.getTime() - Date.parse(state.remindedAt ?? state.since) < every) return { state, transition: null };
  const count = state.reminders + 1;
  return { state: { ...state, remindedAt: at, reminders: count }, transition: null, reminder: { kind: "reminder", count, escalate: count >= 2 } };
}

/** Someone owns a firing alert (again: a new acknowledgement replaces the old); null when it is not firing. */
export function acknowledge(current: AlertState, who: { by: string; note: string }, timing: RuleTiming, now: Date): AlertState | null {
  if (current.state !== "firing") return null;
  const expiry = timing.ackExpiryMs ?? 0;
  const until = expiry > 0 ? new Date(now.getTime() + expiry).toISOString() : null;
  return { ...current, ack: { by: who.by, at: now.toISOString(), note: who.note, until } };
}

/** Nobody owns it any more: the reminder clock starts again from now. Null when it was not acknowledged. */
export function unacknowledge(current: AlertState, now: Date): AlertState | null {
  if (current.state !== "firing" || !current.ack) return null;
  return { ...current, ack: null, remindedAt: now.toISOString() };
}

/** Whether a transition is one people are told about. */
export function notifies(transition: Transition): "firing" | "resolved" | null {
  if (transition.to === "firing") return "firing";
  if (transition.to === "resolved") return "resolved";
  return null;
}
