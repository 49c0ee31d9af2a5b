import { formatDateTime } from "@/lib/format/time";

/**
 * `acknowledged`: someone owns it (and `unacknowledged`: nobody does any more, by hand or when the
 * acknowledgement lapsed); `reminder`: still firing and nobody has acknowledged it.
 */
export type NotifyKind = "firing" | "resolved" | "acknowledged" | "unacknowledged" | "reminder";

/** Who owns an alert, as a message tells it. */
export type MessageAck = { by: string; at: string; note: string };

/** One rule's firing or resolved transition, as a message tells it. */
export type MessageAlert = {
  ruleId: number;
  ruleName: string;
  severity: string;
  scope: string;
  /** The rule's short "what to do". */
  note: string;
  /** A link to the rule's runbook (absent on messages queued before runbooks). */
  runbookUrl?: string;
  kind: NotifyKind;
  at: string;
  value: string | null;
  /** Who owns it (or owned it, on a resolve or an unacknowledgement). */
  acknowledgedBy?: MessageAck | null;
  /** The how-manyth reminder (kind `reminder`). */
  reminder?: number;
};

/** What an outbox row carries: the alerts of one transition kind from one evaluation. */
export type AlertMessage = { kind: NotifyKind | "test"; at: string; alerts: MessageAlert[] };

/**
 * What a message is written with beyond its row: the console's public address (PUBLIC_URL, for the
 * link back to the rule; null when unset: no link) and the zone times are written in (UTC: a
 * channel's readers are anywhere).
 */
export type MessageContext = { consoleUrl: string | null; timeZone?: string };

const NO_CONTEXT: MessageContext = { consoleUrl: null };

/** The page of the rule that fired: its state and history on /alerts. */
export function ruleLink(consoleUrl: string | null, ruleId: number): string | null {
  if (!consoleUrl) return null;
  return new URL(`alerts?rule=${ruleId}`, consoleUrl.endsWith("/") ? consoleUrl : `${consoleUrl}/`).toString();
}

const when = (at: string, context: MessageContext) => formatDateTime(at, context.timeZone ?? "UTC");

const SCOPE_WORDS = (scope: string) => (scope === "own" ? "your organization" : scope === "all" ? "all organizations" : scope.replace(/^org:/, ""));

const HEADS: Record<NotifyKind, string> = {
  firing: "FIRING",
  resolved: "RESOLVED",
  acknowledged: "ACKNOWLEDGED",
  unacknowledged: "NO LONGER ACKNOWLEDGED",
  reminder: "STILL FIRING, NOT ACKNOWLEDGED",
};
const OPENERS: Record<NotifyKind, string> = {
  firing: "Firing",
  resolved: "Resolved",
  acknowledged: "Acknowledged",
  unacknowledged: "No longer acknowledged",
  reminder: "Still firing",
};

/** The one key of a rule's incident in its scope: stable across firings, evaluations and instances. */
export function incidentKeyOf(alert: Pick<MessageAlert, "ruleId" | "scope">): string {
  return `rampart-rule-${alert.ruleId}-${alert.scope}`;
}

/** What each kind is to an incident tool's lifecycle (PagerDuty's own mapping: lib/alerts/channels/pagerduty.ts). */
const INCIDENT_ACTIONS: Record<NotifyKind, string> = {
  firing: "trigger",
  acknowledged: "acknowledge",
  resolved: "resolve",
  unacknowledged: "unacknowledge",
  reminder: "remind",
};

/** Whether a message of this kind says what to do: it is (still) someone's to handle. */
const asksForAction = (kind: NotifyKind | "test") => kind === "firing" || kind === "reminder" || kind === "unacknowledged";

export function subjectOf(message: AlertMessage): string {
  if (message.kind === "test") return "[Rampart] Test notification";
  const names = message.alerts.map((a) => a.ruleName);
  const head = HEADS[message.kind];
  const list = names.length === 1 ? names[0] : `${names.length} alerts: ${names.slice(0, 3).join(", ")}${names.length > 3 ? "…" : ""}`;
  return `[Rampart] ${head} ${list}`;
}

/** One line per alert, then the responder's note and the link to the rule's page. */
export function linesOf(message: AlertMessage, context: MessageContext = NO_CONTEXT): string[] {
  if (message.kind === "test")
    return ["This is a test notification from Rampart: this channel works.", ...(context.consoleUrl ? [`Console: ${context.consoleUrl}`] : [])];
  const lines: string[] = [];
  for (const alert of message.alerts) {
    lines.push(`${OPENERS[message.kind]}: ${alert.ruleName} (${alert.severity}, ${SCOPE_WORDS(alert.scope)}) since ${when(alert.at, context)}`);
    if (alert.value) lines.push(`  ${alert.value}`);
    const owner = ackWords(message.kind, alert, context);
    if (owner) lines.push(`  ${owner}`);
    if (message.kind === "reminder" && alert.reminder) lines.push(`  Nobody has acknowledged it: reminder ${alert.reminder}`);
    if (alert.note && asksForAction(message.kind)) lines.push(`  What to do: ${alert.note}`);
    if (alert.runbookUrl) lines.push(`  Runbook: ${alert.runbookUrl}`);
    const link = ruleLink(context.consoleUrl, alert.ruleId);
    if (link) lines.push(`  Open in the console: ${link}`);
  }
  return lines;
}

/** "Acknowledged by alice at …: on it" for a message that follows an acknowledgement; null without one. */
export function ackWords(kind: NotifyKind | "test", alert: MessageAlert, context: MessageContext = NO_CONTEXT): string | null {
  const ack = alert.acknowledgedBy;
  if (!ack) return null;
  const verb = kind === "resolved" || kind === "unacknowledged" ? "Was acknowledged" : "Acknowledged";
  return `${verb} by ${ack.by} at ${when(ack.at, context)}${ack.note ? `: ${ack.note}` : ""}`;
}

export function textOf(message: AlertMessage, context: MessageContext = NO_CONTEXT): string {
  return `${subjectOf(message)}\n\n${linesOf(message, context).join("\n")}\n`;
}

/**
 * Text shown as itself in an Adaptive Card's TextBlock or FactSet, which read a subset of
 * Markdown: rule names, notes and values carry words of the service and of people (a view name,
 * a check's title), and `**x**`, `_x_`, `[x](https://…)` or a line starting "- " or "1. " in them
 * must not become bold, italic, a link or a list in the card (the card's whole Markdown). Backslash
 * escapes are CommonMark's, which Teams reads.
 */
export function escapeCardMarkdown(text: string): string {
  return text
    .replace(/[\\*_[\]]/g, "\\$&")
    .replace(/^(\s*)([-+]|\d+\.)(?=\s|$)/gm, (_, space: string, marker: string) =>
      marker.endsWith(".") ? `${space}${marker.slice(0, -1)}\\.` : `${space}\\${marker}`,
    );
}

/** A Microsoft Teams Workflows message: an Adaptive Card attachment. */
export function adaptiveCardOf(message: AlertMessage, context: MessageContext = NO_CONTEXT): unknown {
  const color = message.kind === "firing" || message.kind === "reminder" ? "Attention" : message.kind === "resolved" ? "Good" : "Default";
  return {
    type: "message",
    attachments: [
      {
        contentType: "application/vnd.microsoft.card.adaptive",
        contentUrl: null,
        content: {
          $schema: "http://adaptivecards.io/schemas/adaptive-card.json",
          type: "AdaptiveCard",
          version: "1.4",
          body: [
            { type: "TextBlock", text: escapeCardMarkdown(subjectOf(message)), weight: "Bolder", size: "Medium", color, wrap: true },
            ...(message.kind === "test"
              ? [{ type: "TextBlock", text: linesOf(message)[0], wrap: true }]
              : message.alerts.map((a) => ({
                  type: "FactSet",
                  facts: [
                    { title: "Rule", value: escapeCardMarkdown(a.ruleName) },
                    { title: "Severity", value: a.severity },
                    { title: "Scope", value: escapeCardMarkdown(SCOPE_WORDS(a.scope)) },
                    { title: "Since", value: when(a.at, context) },
                    ...(a.value ? [{ title: "Measured", value: escapeCardMarkdown(a.value) }] : []),
                    ...(ackWords(message.kind, a, context) ? [{ title: "Owner", value: escapeCardMarkdown(ackWords(message.kind, a, context) ?? "") }] : []),
                    ...(a.note && asksForAction(message.kind) ? [{ title: "What to do", value: escapeCardMarkdown(a.note) }] : []),
                    ...(a.runbookUrl ? [{ title: "Runbook", value: escapeCardMarkdown(a.runbookUrl) }] : []),
                  ],
                }))),
          ],
          ...(actionsOf(message, context).length > 0 ? { actions: actionsOf(message, context) } : {}),
        },
      },
    ],
  };
}

/** The card's buttons: one per alert's rule page (none without PUBLIC_URL). */
function actionsOf(message: AlertMessage, context: MessageContext): { type: string; title: string; url: string }[] {
  return message.alerts.flatMap((a) => {
    const url = ruleLink(context.consoleUrl, a.ruleId);
    return url ? [{ type: "Action.OpenUrl", title: message.alerts.length === 1 ? "Open in the console" : `Open “${a.ruleName}”`, url }] : [];
  });
}

/**
 * The generic webhook's JSON body (the signature covers exactly these bytes). Times stay ISO 8601
 * here: a program reads them. Each alert carries `url`, its rule's page, when PUBLIC_URL is set.
 */
export function webhookBodyOf(message: AlertMessage, context: MessageContext = NO_CONTEXT): unknown {
  const alerts = message.alerts.map((a) => {
    const url = ruleLink(context.consoleUrl, a.ruleId);
    // The incident lifecycle an incident tool keys on (docs/alert-ownership.md): one key per rule and scope.
    const incident = { key: incidentKeyOf(a), action: INCIDENT_ACTIONS[message.kind === "test" ? "firing" : message.kind] };
    return { ...a, incident, ...(url ? { url } : {}) };
  });
  return { type: `alert.${message.kind}`, timestamp: message.at, data: { alerts } };
}
