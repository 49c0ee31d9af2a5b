/**
 * Alert rules, firing alerts and their history as the API and /alerts show them (lib/alerts/views.ts
 * builds them on the server): types only, so the browser's code can name them without importing a
 * server module.
 */
import type { ChannelSummary, ChannelView } from "./channels-store.types";
import type { Silence } from "./notify-plan";
import type { AlertCondition, AlertSeverity } from "./rule-schema";
import type { Acknowledgement, AlertStateName } from "./state-machine";

export type AlertRule = {
  id: number;
  name: string;
  condition: AlertCondition;
  scope: string;
  forSeconds: number;
  keepFiringSeconds: number;
  severity: AlertSeverity;
  channelIds: number[];
  note: string;
  runbookUrl: string;
  ackExpirySeconds: number;
  renotifySeconds: number;
  escalationChannelIds: number[];
  createdBy: string;
  createdAt: string;
  updatedAt: string;
};

/** `ack`: who owns it while it fires; `reminders`: how often it was told again unacknowledged. */
export type RuleState = {
  state: AlertStateName;
  since: string;
  lastValue: string | null;
  lastEvaluatedAt: string;
  ack: Acknowledgement | null;
  reminders: number;
};
export type RuleView = AlertRule & { current: RuleState | null; silencedBy: Silence | null };
/** `channels` carry their settings for admins only; other readers get names and kinds. */
export type AlertsOverview = {
  rules: RuleView[];
  channels: (ChannelView | ChannelSummary)[];
  /** Why channels cannot be stored or used on this configuration (then `channels` is empty), else null. */
  channelsBlockedBy: string | null;
  silences: Silence[];
  evaluateEveryMs: number;
  /** Why notifications carry no link to the console (PUBLIC_URL unset), else null. */
  linksOffBecause: string | null;
};

export type FiringAlert = {
  ruleId: number;
  name: string;
  severity: string;
  scope: string;
  since: string;
  value: string | null;
  silenced: boolean;
  acknowledged: Acknowledgement | null;
  /** The rule's short "what to do" and its runbook link ("" for none). */
  whatToDo: string;
  runbookUrl: string;
};

export type DeliveryAttempt = { attempt: number; startedAt: string; finishedAt: string | null; outcome: string; detail: string | null };
export type Delivery = {
  notificationId: string;
  channelId: number;
  channelName: string | null;
  status: string;
  nextAttemptAt: string;
  attempts: DeliveryAttempt[];
};
export type HistoryEntry = {
  id: number;
  ruleId: number;
  ruleName: string;
  severity: string;
  from: string;
  to: string;
  at: string;
  value: string | null;
  silenced: boolean;
  /** Who made this entry (an acknowledgement), and their note; null for the evaluator's. */
  actor: string | null;
  note: string | null;
  deliveries: Delivery[];
};
