/**
 * PagerDuty Events API v2 (https://developer.pagerduty.com/docs/events-api-v2/overview/): one
 * event per alert of a message, `trigger`, `acknowledge` or `resolve`, under one `dedup_key` per
 * rule and scope, so the three make one incident (and a rule that fires again after it resolved
 * opens a new one). Pure: lib/alerts/channels/send.ts posts what this writes.
 */
import { type AlertMessage, ackWords, incidentKeyOf, type MessageContext, type NotifyKind, ruleLink } from "./message";

export type PagerDutyAction = "trigger" | "acknowledge" | "resolve";

export type PagerDutyEvent = {
  routing_key: string;
  event_action: PagerDutyAction;
  dedup_key: string;
  payload?: {
    summary: string;
    source: string;
    severity: "critical" | "error" | "warning" | "info";
    timestamp: string;
    custom_details: Record<string, string>;
  };
  links?: { href: string; text: string }[];
};

/**
 * What each kind of message is to an incident tool. Reminders and a lapsed or dropped
 * acknowledgement are none: the tool re-notifies and escalates by its own policy, and PagerDuty
 * has no "unacknowledge" (the generic webhook still says them: lib/alerts/channels/message.ts).
 */
export function incidentActionOf(kind: NotifyKind | "test"): PagerDutyAction | null {
  if (kind === "firing" || kind === "test") return "trigger";
  if (kind === "acknowledged") return "acknowledge";
  if (kind === "resolved") return "resolve";
  return null;
}

const SEVERITY: Record<string, "critical" | "warning" | "info"> = { critical: "critical", warning: "warning", info: "info" };

/** PagerDuty's summary is at most 1,024 characters. */
const clip = (text: string, max = 1024) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The events a message sends to one routing key, in order; none for a kind an incident tool does not hear. */
export function pagerDutyEventsOf(message: AlertMessage, routingKey: string, context: MessageContext, testKey = "rampart-test"): PagerDutyEvent[] {
  if (message.kind === "test") {
    const payload = {
      summary: "Rampart test notification: this channel works (resolved at once)",
      source: sourceOf(context),
      severity: "info" as const,
      timestamp: message.at,
      custom_details: {},
    };
    return [
      { routing_key: routingKey, event_action: "trigger", dedup_key: testKey, payload },
      { routing_key: routingKey, event_action: "resolve", dedup_key: testKey },
    ];
  }
  const action = incidentActionOf(message.kind);
  if (!action) return [];
  return message.alerts.map((alert) => {
    const dedup_key = incidentKeyOf(alert);
    // Acknowledge and resolve need only the key (PagerDuty ignores a payload on them).
    if (action !== "trigger") return { routing_key: routingKey, event_action: action, dedup_key };
    const link = ruleLink(context.consoleUrl, alert.ruleId);
    const details: Record<string, string> = { scope: alert.scope };
    if (alert.value) details.measured = alert.value;
    if (alert.note) details["what to do"] = alert.note;
    if (alert.runbookUrl) details.runbook = alert.runbookUrl;
    const owner = ackWords(message.kind, alert, context);
    if (owner) details.owner = owner;
    return {
      routing_key: routingKey,
      event_action: action,
      dedup_key,
      payload: {
        summary: clip(`${alert.ruleName}${alert.value ? `: ${alert.value}` : ""}`),
        source: sourceOf(context),
        severity: SEVERITY[alert.severity] ?? "warning",
        timestamp: alert.at,
        custom_details: details,
      },
      links: [...(link ? [{ href: link, text: "Open in Rampart" }] : []), ...(alert.runbookUrl ? [{ href: alert.runbookUrl, text: "Runbook" }] : [])],
    };
  });
}

function sourceOf(context: MessageContext): string {
  return context.consoleUrl && URL.canParse(context.consoleUrl) ? new URL(context.consoleUrl).host : "rampart";
}
