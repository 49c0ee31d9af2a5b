import "server-only";
import type { Kysely } from "kysely";
import type { Database } from "@/lib/db/schema";
import { alertsSecretProblem } from "@/lib/secret-box";
import { listChannelSummaries, listChannels, toView } from "./channels-store";
import { consoleLinkProblem } from "./console-link";
import { silenceFor } from "./notify-plan";
import type { AlertCondition } from "./rule-schema";
import { type AlertRule, listRules } from "./rules-store";
import { activeSilences } from "./silences-store";
import { stateOfRow } from "./state-row";
import type { AlertsOverview, FiringAlert, HistoryEntry, RuleState } from "./views.types";

export type { AlertsOverview, FiringAlert, HistoryEntry };

/**
 * Who reads the alerts, for the saved views they may see: a user sees the shared views and their
 * own; a wall screen or a digest (userId null) only shared ones.
 */
export type AlertReader = { userId: number | null };

/** What stands for the value of a rule whose saved view the reader may not see: never its name or count. */
export const HIDDEN_VIEW_VALUE = "counts a private saved view of another person: its name and count are theirs";

/**
 * The rules (of these) that name a saved view the reader may not see: another person's private
 * view. Their values carry that view's name and count, so they are replaced (issue 41, item 21).
 */
export async function rulesOverHiddenViews(
  db: Kysely<Database>,
  rules: readonly { id: number; condition: string | AlertCondition }[],
  reader: AlertReader,
): Promise<Set<number>> {
  const viewOf = new Map<number, string>();
  for (const rule of rules) {
    const condition = typeof rule.condition === "string" ? (JSON.parse(rule.condition) as AlertCondition) : rule.condition;
    if (condition.kind === "saved-view-count") viewOf.set(rule.id, condition.viewId);
  }
  if (viewOf.size === 0) return new Set();
  const hidden = await db
    .selectFrom("saved_views")
    .select("id")
    .where("id", "in", [...new Set(viewOf.values())])
    .where("shared", "=", 0)
    .$call((q) => (reader.userId === null ? q : q.where("owner_id", "!=", reader.userId)))
    .execute();
  const hiddenViews = new Set(hidden.map((v) => v.id));
  return new Set([...viewOf].filter(([, viewId]) => hiddenViews.has(viewId)).map(([ruleId]) => ruleId));
}

async function statesByRule(db: Kysely<Database>): Promise<Map<number, RuleState>> {
  const rows = await db.selectFrom("alert_states").selectAll().execute();
  return new Map(
    rows.map((r) => {
      const { state, since, ack, reminders } = stateOfRow(r);
      return [Number(r.rule_id), { state, since, lastValue: r.last_value, lastEvaluatedAt: r.last_evaluated_at, ack, reminders }];
    }),
  );
}

export async function alertsOverview(
  db: Kysely<Database>,
  now: Date,
  evaluateEveryMs: number,
  reader: AlertReader & { channelSettings: boolean },
): Promise<AlertsOverview> {
  const channelsBlockedBy = alertsSecretProblem();
  const [rules, channels, silences, states] = await Promise.all([
    listRules(db),
    channelsBlockedBy ? [] : reader.channelSettings ? listChannels(db).then((list) => list.map(toView)) : listChannelSummaries(db),
    activeSilences(db, now),
    statesByRule(db),
  ]);
  const hidden = await rulesOverHiddenViews(db, rules, reader);
  const stateOf = (rule: AlertRule): RuleState | null => {
    const state = states.get(rule.id);
    return state && hidden.has(rule.id) && state.lastValue !== null ? { ...state, lastValue: HIDDEN_VIEW_VALUE } : (state ?? null);
  };
  return {
    rules: rules.map((rule) => ({ ...rule, current: stateOf(rule), silencedBy: silenceFor(rule, silences, now) })),
    channels,
    channelsBlockedBy,
    silences,
    evaluateEveryMs,
    linksOffBecause: consoleLinkProblem(),
  };
}

const SEVERITY_ORDER: Record<string, number> = { critical: 0, warning: 1, info: 2 };

/** What the shell's badge and the wall's banner show: firing rules, most severe and oldest first. */
export async function firingAlerts(db: Kysely<Database>, now: Date, reader: AlertReader): Promise<FiringAlert[]> {
  const rows = await db
    .selectFrom("alert_states")
    .innerJoin("alert_rules", "alert_rules.id", "alert_states.rule_id")
    .select([
      "alert_rules.id",
      "alert_rules.name",
      "alert_rules.severity",
      "alert_rules.scope",
      "alert_rules.condition",
      "alert_rules.note",
      "alert_rules.runbook_url",
      "alert_states.since",
      "alert_states.last_value",
      "alert_states.acked_by",
      "alert_states.acked_at",
      "alert_states.ack_note",
      "alert_states.ack_until",
    ])
    .where("alert_states.state", "=", "firing")
    .execute();
  const silences = await activeSilences(db, now);
  const hidden = await rulesOverHiddenViews(
    db,
    rows.map((r) => ({ id: Number(r.id), condition: r.condition })),
    reader,
  );
  return rows
    .map((r) => ({
      ruleId: Number(r.id),
      name: r.name,
      severity: r.severity,
      scope: r.scope,
      since: r.since,
      value: hidden.has(Number(r.id)) && r.last_value !== null ? HIDDEN_VIEW_VALUE : r.last_value,
      silenced: silenceFor({ id: Number(r.id), scope: r.scope }, silences, now) !== null,
      acknowledged: r.acked_by && r.acked_at ? { by: r.acked_by, at: r.acked_at, note: r.ack_note ?? "", until: r.ack_until } : null,
      whatToDo: r.note,
      runbookUrl: r.runbook_url,
    }))
    .sort((a, b) => (SEVERITY_ORDER[a.severity] ?? 9) - (SEVERITY_ORDER[b.severity] ?? 9) || a.since.localeCompare(b.since));
}

/** Transitions newest first, each with its notifications and their delivery attempts. */
export async function alertHistory(db: Kysely<Database>, options: { ruleId?: number; limit: number }, reader: AlertReader): Promise<HistoryEntry[]> {
  const transitions = await db
    .selectFrom("alert_transitions")
    .selectAll()
    .$call((q) => (options.ruleId === undefined ? q : q.where("rule_id", "=", options.ruleId)))
    .orderBy("at", "desc")
    .orderBy("id", "desc")
    .limit(options.limit)
    .execute();
  if (transitions.length === 0) return [];
  const links = await db
    .selectFrom("alert_notification_transitions")
    .innerJoin("alert_notifications", "alert_notifications.id", "alert_notification_transitions.notification_id")
    .leftJoin("alert_channels", "alert_channels.id", "alert_notifications.channel_id")
    .select([
      "alert_notification_transitions.transition_id",
      "alert_notifications.id",
      "alert_notifications.channel_id",
      "alert_notifications.status",
      "alert_notifications.next_attempt_at",
      "alert_channels.name",
    ])
    .where(
      "alert_notification_transitions.transition_id",
      "in",
      transitions.map((t) => t.id),
    )
    .execute();
  const attempts = links.length
    ? await db
        .selectFrom("alert_delivery_attempts")
        .selectAll()
        .where("notification_id", "in", [...new Set(links.map((l) => l.id))])
        .orderBy("id")
        .execute()
    : [];
  const ruleIds = [...new Set(transitions.map((t) => Number(t.rule_id)))];
  const rules = await db.selectFrom("alert_rules").select(["id", "condition"]).where("id", "in", ruleIds).execute();
  const hidden = await rulesOverHiddenViews(
    db,
    rules.map((r) => ({ id: Number(r.id), condition: r.condition })),
    reader,
  );
  return transitions.map((t) => ({
    id: Number(t.id),
    ruleId: Number(t.rule_id),
    ruleName: t.rule_name,
    severity: t.severity,
    from: t.from_state,
    to: t.to_state,
    at: t.at,
    value: hidden.has(Number(t.rule_id)) && t.value !== null ? HIDDEN_VIEW_VALUE : t.value,
    silenced: Number(t.silenced) === 1,
    actor: t.actor,
    note: t.note,
    deliveries: links
      .filter((l) => Number(l.transition_id) === Number(t.id))
      .map((l) => ({
        notificationId: l.id,
        channelId: Number(l.channel_id),
        channelName: l.name,
        status: l.status,
        nextAttemptAt: l.next_attempt_at,
        attempts: attempts
          .filter((a) => a.notification_id === l.id)
          .map((a) => ({ attempt: Number(a.attempt), startedAt: a.started_at, finishedAt: a.finished_at, outcome: a.outcome, detail: a.detail })),
      })),
  }));
}

/** For server components: the overview from the process's store (pages do not open the store themselves). */
export async function loadAlertsOverview(evaluateEveryMs: number, reader: AlertReader & { channelSettings: boolean }): Promise<AlertsOverview> {
  const { getDb } = await import("@/lib/db");
  return alertsOverview(await getDb(), new Date(), evaluateEveryMs, reader);
}
