import "server-only";
import { randomUUID } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "@/lib/db/schema";
import type { MessageAck } from "./channels/message";
import type { PlannedNotification } from "./notify-plan";
import type { AlertRule } from "./rules-store";
import type { Acknowledgement } from "./state-machine";

/** Queues one outbox row per planned notification, linked to its transitions (lib/alerts/outbox.ts sends them). */
export async function queueNotifications(trx: Transaction<Database> | Kysely<Database>, planned: readonly PlannedNotification[], at: string): Promise<number> {
  for (const notification of planned) {
    const id = `msg_${randomUUID().replaceAll("-", "")}`;
    const payload = { kind: notification.kind, at, alerts: notification.events.map(({ channelIds: _c, transitionId: _t, ...e }) => e) };
    await trx
      .insertInto("alert_notifications")
      .values({
        id,
        channel_id: notification.channelId,
        kind: notification.kind,
        payload: JSON.stringify(payload),
        created_at: at,
        status: "pending",
        attempts: 0,
        next_attempt_at: at,
      })
      .execute();
    await trx
      .insertInto("alert_notification_transitions")
      .values(notification.events.map((e) => ({ notification_id: id, transition_id: e.transitionId })))
      .execute();
  }
  return planned.length;
}

export const messageAck = (ack: Acknowledgement | null): MessageAck | null => (ack ? { by: ack.by, at: ack.at, note: ack.note } : null);

/** What every message about a rule carries of the rule itself. */
export function ruleFields(rule: AlertRule) {
  return { ruleId: rule.id, ruleName: rule.name, severity: rule.severity, scope: rule.scope, note: rule.note, runbookUrl: rule.runbookUrl };
}
