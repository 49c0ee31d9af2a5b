import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { type Measurement, measure } from "./measure";
import { type AlertEvent, planNotifications, silenceFor } from "./notify-plan";
import { type AlertRule, listRules } from "./rules-store";
import { EvaluationSignals, type SignalSources } from "./signals";
import { activeSilences } from "./silences-store";
import { type AlertState, type AlertStateName, INITIAL_STATE, nextState, notifies } from "./state-machine";

export type EvaluationResult = {
  evaluated: number;
  transitions: { ruleId: number; from: AlertStateName; to: AlertStateName }[];
  notifications: number;
};

async function currentStates(db: Kysely<Database>): Promise<Map<number, AlertState>> {
  const rows = await db.selectFrom("alert_states").selectAll().execute();
  return new Map(rows.map((r) => [Number(r.rule_id), { state: r.state as AlertStateName, since: r.since, lastTrueAt: r.last_true_at }]));
}

/**
 * Evaluates every rule once: measures (each signal read once), steps each rule's state machine,
 * records transitions, and queues one outbox row per channel and kind for what must be told.
 * Everything it writes is written in one transaction. `minuteMs` is how long a minute of a rule's
 * For and Keep firing lasts (ALERTS_MINUTE_MS: 60,000 but on test servers).
 */
export async function evaluateRules(db: Kysely<Database>, sources: SignalSources, now: Date, minuteMs = 60_000): Promise<EvaluationResult> {
  // Multiplied before dividing, so a whole minute is exactly `minuteMs`.
  const ms = (seconds: number) => (seconds * minuteMs) / 60;
  const rules = await listRules(db);
  const signals = new EvaluationSignals(db, sources, now);
  const measured = await Promise.all(rules.map(async (rule) => [rule, await measure(rule.condition, rule.scope, signals)] as [AlertRule, Measurement]));
  const states = await currentStates(db);
  const silences = await activeSilences(db, now);
  const at = now.toISOString();
  const result: EvaluationResult = { evaluated: rules.length, transitions: [], notifications: 0 };

  await db.transaction().execute(async (trx) => {
    const events: AlertEvent[] = [];
    for (const [rule, measurement] of measured) {
      const current = states.get(rule.id) ?? INITIAL_STATE;
      const step = nextState(current, measurement.holds, { forMs: ms(rule.forSeconds), keepFiringMs: ms(rule.keepFiringSeconds) }, now);
      const row = {
        state: step.state.state,
        since: step.state.since,
        last_true_at: step.state.lastTrueAt,
        last_value: measurement.value,
        last_evaluated_at: at,
      };
      await trx
        .insertInto("alert_states")
        .values({ rule_id: rule.id, ...row })
        .onConflict((oc) => oc.column("rule_id").doUpdateSet(row))
        .execute();
      if (!step.transition) continue;
      result.transitions.push({ ruleId: rule.id, from: step.transition.from, to: step.transition.to });
      const kind = notifies(step.transition);
      const silenced = kind !== null && silenceFor(rule, silences, now) !== null;
      const inserted = await trx
        .insertInto("alert_transitions")
        .values({
          rule_id: rule.id,
          rule_name: rule.name,
          severity: rule.severity,
          from_state: step.transition.from,
          to_state: step.transition.to,
          at,
          value: measurement.value,
          silenced: silenced ? 1 : 0,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      if (kind) {
        events.push({
          transitionId: Number(inserted.id),
          ruleId: rule.id,
          ruleName: rule.name,
          severity: rule.severity,
          scope: rule.scope,
          note: rule.note,
          kind,
          at,
          value: measurement.value,
          channelIds: rule.channelIds,
        });
      }
    }
    for (const planned of planNotifications(events, silences, now)) {
      const id = `msg_${randomUUID().replaceAll("-", "")}`;
      const payload = { kind: planned.kind, at, alerts: planned.events.map(({ channelIds: _c, transitionId: _t, ...e }) => e) };
      await trx
        .insertInto("alert_notifications")
        .values({
          id,
          channel_id: planned.channelId,
          kind: planned.kind,
          payload: JSON.stringify(payload),
          created_at: at,
          status: "pending",
          attempts: 0,
          next_attempt_at: at,
        })
        .execute();
      await trx
        .insertInto("alert_notification_transitions")
        .values(planned.events.map((e) => ({ notification_id: id, transition_id: e.transitionId })))
        .execute();
      result.notifications += 1;
    }
  });
  return result;
}
