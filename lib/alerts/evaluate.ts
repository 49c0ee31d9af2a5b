import "server-only";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { NotifyKind } from "./channels/message";
import { type Measurement, measure } from "./measure";
import { type AlertEvent, planNotifications, silenceFor } from "./notify-plan";
import { messageAck, queueNotifications, ruleFields } from "./queue";
import { type AlertRule, listRules } from "./rules-store";
import { EvaluationSignals, type SignalSources } from "./signals";
import { activeSilences } from "./silences-store";
import { type AlertState, type AlertStateName, INITIAL_STATE, nextState, notifies, type Step } from "./state-machine";
import { stateOfRow } from "./state-row";

export type EvaluationResult = {
  evaluated: number;
  transitions: { ruleId: number; from: AlertStateName; to: AlertStateName }[];
  notifications: number;
};

async function currentStates(db: Kysely<Database>): Promise<Map<number, AlertState>> {
  const rows = await db.selectFrom("alert_states").selectAll().execute();
  return new Map(rows.map((r) => [Number(r.rule_id), stateOfRow(r)]));
}

/** A history entry of the owner side: "reminded", "escalated" or "unacknowledged" (the acknowledgement lapsed). */
function ownerEntry(step: Step): { to: string; kind: NotifyKind; note: string | null } | null {
  const reminder = step.reminder;
  if (!reminder) return null;
  if (reminder.kind === "ack-expired") return { to: "unacknowledged", kind: "unacknowledged", note: "the acknowledgement lapsed" };
  return { to: reminder.escalate ? "escalated" : "reminded", kind: "reminder", note: null };
}

/**
 * Evaluates every rule once: measures (each signal read once), steps each rule's state machine,
 * records transitions, and queues one outbox row per channel and kind for what must be told.
 * Everything it writes is written in one transaction. `minuteMs` is how long a minute of a rule's
 * timings lasts (ALERTS_MINUTE_MS: 60,000 but on test servers).
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
      const timing = { forMs: ms(rule.forSeconds), keepFiringMs: ms(rule.keepFiringSeconds), renotifyMs: ms(rule.renotifySeconds) };
      const step = nextState(current, measurement.holds, timing, now);
      await writeState(trx, rule.id, current, step.state, measurement, at);
      const silenced = silenceFor(rule, silences, now) !== null;
      const record = async (from: string, to: string, note: string | null) => {
        const inserted = await trx
          .insertInto("alert_transitions")
          .values({
            rule_id: rule.id,
            rule_name: rule.name,
            severity: rule.severity,
            from_state: from,
            to_state: to,
            at,
            value: measurement.value,
            silenced: silenced ? 1 : 0,
            actor: null,
            note,
          })
          .returning("id")
          .executeTakeFirstOrThrow();
        return Number(inserted.id);
      };
      const base = { ...ruleFields(rule), at, value: measurement.value };
      // Those told of an escalated alert hear how it ends too.
      const escalated = current.reminders >= 2 ? rule.escalationChannelIds : [];
      if (step.transition) {
        result.transitions.push({ ruleId: rule.id, from: step.transition.from, to: step.transition.to });
        const kind = notifies(step.transition);
        const transitionId = await record(step.transition.from, step.transition.to, null);
        if (kind) {
          const ack = kind === "resolved" ? messageAck(current.ack) : null;
          const channelIds = kind === "resolved" ? [...new Set([...rule.channelIds, ...escalated])] : rule.channelIds;
          events.push({ ...base, kind, transitionId, channelIds, acknowledgedBy: ack });
        }
      }
      const owner = ownerEntry(step);
      if (owner && step.reminder) {
        const transitionId = await record("firing", owner.to, owner.note);
        const reminder = step.reminder.kind === "reminder" ? step.reminder : null;
        const channelIds = reminder?.escalate
          ? [...new Set([...rule.channelIds, ...rule.escalationChannelIds])]
          : [...new Set([...rule.channelIds, ...escalated])];
        const ack = step.reminder.kind === "ack-expired" ? messageAck(step.reminder.ack) : null;
        events.push({ ...base, kind: owner.kind, transitionId, channelIds, acknowledgedBy: ack, ...(reminder ? { reminder: reminder.count } : {}) });
      }
    }
    result.notifications += await queueNotifications(trx, planNotifications(events, silences, now), at);
  });
  return result;
}

const NO_ACK = { acked_by: null, acked_at: null, ack_note: null, ack_until: null };

/**
 * Writes a rule's state. The acknowledgement is the reviewer's to write (lib/alerts/ownership.ts):
 * the evaluator only clears the one it read, when the alert resolved or it lapsed, so an
 * acknowledgement made while this evaluation ran is kept.
 */
async function writeState(trx: Transaction<Database>, ruleId: number, current: AlertState, next: AlertState, measurement: Measurement, at: string) {
  const row = {
    state: next.state,
    since: next.since,
    last_true_at: next.lastTrueAt,
    last_value: measurement.value,
    last_evaluated_at: at,
    reminded_at: next.remindedAt,
    reminders: next.reminders,
    // An alert that is not firing is nobody's: this also ends an acknowledgement made while it resolved.
    ...(next.state === "firing" ? {} : NO_ACK),
  };
  await trx
    .insertInto("alert_states")
    .values({ rule_id: ruleId, ...row })
    .onConflict((oc) => oc.column("rule_id").doUpdateSet(row))
    .execute();
  if (next.state === "firing" && current.ack && !next.ack)
    await trx.updateTable("alert_states").set(NO_ACK).where("rule_id", "=", ruleId).where("acked_at", "=", current.ack.at).execute();
}
