import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { planNotifications, silenceFor } from "./notify-plan";
import { messageAck, queueNotifications, ruleFields } from "./queue";
import { getRule } from "./rules-store";
import { activeSilences } from "./silences-store";
import { type Acknowledgement, acknowledge, unacknowledge } from "./state-machine";
import { stateOfRow } from "./state-row";

export type OwnershipOutcome = { ok: true; ack: Acknowledgement | null } | { ok: false; reason: "no-rule" | "not-firing" | "not-acknowledged" };

/**
 * Someone owns a firing alert (`who`), or nobody does any more (`who` null). Recorded in the
 * history with who did it and told to the rule's channels (and its escalation channels once it
 * escalated), unless silenced. `minuteMs` as the evaluator's (ALERTS_MINUTE_MS).
 */
export async function setOwner(
  db: Kysely<Database>,
  ruleId: number,
  who: { by: string; note: string } | { by: string; note: null; release: true },
  now: Date,
  minuteMs = 60_000,
): Promise<OwnershipOutcome> {
  const rule = await getRule(db, ruleId);
  if (!rule) return { ok: false, reason: "no-rule" };
  const release = "release" in who;
  return db.transaction().execute(async (trx): Promise<OwnershipOutcome> => {
    const row = await trx.selectFrom("alert_states").selectAll().where("rule_id", "=", ruleId).executeTakeFirst();
    if (row?.state !== "firing") return { ok: false, reason: "not-firing" };
    const current = stateOfRow(row);
    const next = release
      ? unacknowledge(current, now)
      : acknowledge(current, { by: who.by, note: who.note ?? "" }, { forMs: 0, keepFiringMs: 0, ackExpiryMs: (rule.ackExpirySeconds * minuteMs) / 60 }, now);
    if (!next) return { ok: false, reason: "not-acknowledged" };
    const ack = next.ack;
    await trx
      .updateTable("alert_states")
      .set({ acked_by: ack?.by ?? null, acked_at: ack?.at ?? null, ack_note: ack?.note ?? null, ack_until: ack?.until ?? null, reminded_at: next.remindedAt })
      .where("rule_id", "=", ruleId)
      .where("state", "=", "firing")
      .execute();
    const at = now.toISOString();
    const silences = await activeSilences(trx, now);
    const silenced = silenceFor(rule, silences, now) !== null;
    const inserted = await trx
      .insertInto("alert_transitions")
      .values({
        rule_id: rule.id,
        rule_name: rule.name,
        severity: rule.severity,
        from_state: "firing",
        to_state: release ? "unacknowledged" : "acknowledged",
        at,
        value: row.last_value,
        silenced: silenced ? 1 : 0,
        actor: who.by,
        note: release ? null : who.note || null,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    const escalated = current.reminders >= 2 ? rule.escalationChannelIds : [];
    const event = {
      ...ruleFields(rule),
      kind: release ? ("unacknowledged" as const) : ("acknowledged" as const),
      at,
      value: row.last_value,
      acknowledgedBy: messageAck(release ? current.ack : ack),
      transitionId: Number(inserted.id),
      channelIds: [...new Set([...rule.channelIds, ...escalated])],
    };
    await queueNotifications(trx, planNotifications([event], silences, now), at);
    return { ok: true, ack };
  });
}
