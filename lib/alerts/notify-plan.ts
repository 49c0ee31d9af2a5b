/** Which notifications an evaluation sends: pure, so grouping and silences are tested with a fixed clock. */
import type { MessageAlert, NotifyKind } from "./channels/message";

export type Silence = {
  id: number;
  ruleId: number | null;
  scope: string | null;
  endsAt: string;
  reason: string;
  createdBy: string;
  createdAt: string;
};

export type { NotifyKind };

/** A transition as a message tells it, with what routes it: its row and the rule's channels. */
export type AlertEvent = MessageAlert & { transitionId: number; channelIds: number[] };

export type PlannedNotification = { channelId: number; kind: NotifyKind; events: AlertEvent[] };

/** The silence muting this rule at `now`, if any: one for the rule itself, or one for its scope. */
export function silenceFor(rule: { id: number; scope: string }, silences: readonly Silence[], now: Date): Silence | null {
  const t = now.getTime();
  return (
    silences.find((s) => Date.parse(s.endsAt) > t && Date.parse(s.createdAt) <= t && (s.ruleId === rule.id || (s.ruleId === null && s.scope === rule.scope))) ??
    null
  );
}

/**
 * One message per channel and kind for all the transitions of one evaluation (rules that fire in
 * the same minute share one message). Silenced rules send nothing.
 */
export function planNotifications(events: readonly AlertEvent[], silences: readonly Silence[], now: Date): PlannedNotification[] {
  const groups = new Map<string, PlannedNotification>();
  for (const event of events) {
    if (silenceFor({ id: event.ruleId, scope: event.scope }, silences, now)) continue;
    for (const channelId of event.channelIds) {
      const key = `${channelId}|${event.kind}`;
      const group = groups.get(key) ?? { channelId, kind: event.kind, events: [] };
      group.events.push(event);
      groups.set(key, group);
    }
  }
  return [...groups.values()].sort((a, b) => a.channelId - b.channelId || a.kind.localeCompare(b.kind));
}
