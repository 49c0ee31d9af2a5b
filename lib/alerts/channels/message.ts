import { formatDateTime } from "@/lib/format/time";

export type NotifyKind = "firing" | "resolved";

/** One rule's firing or resolved transition, as a message tells it. */
export type MessageAlert = {
  ruleId: number;
  ruleName: string;
  severity: string;
  scope: string;
  note: string;
  kind: NotifyKind;
  at: string;
  value: string | null;
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

export function subjectOf(message: AlertMessage): string {
  if (message.kind === "test") return "[Rampart] Test notification";
  const names = message.alerts.map((a) => a.ruleName);
  const head = message.kind === "firing" ? "FIRING" : "RESOLVED";
  const list = names.length === 1 ? names[0] : `${names.length} alerts: ${names.slice(0, 3).join(", ")}${names.length > 3 ? "…" : ""}`;
  return `[Rampart] ${head} ${list}`;
}

/** One line per alert, then the responder's note and the link to the rule's page. */
export function linesOf(message: AlertMessage, context: MessageContext = NO_CONTEXT): string[] {
  if (message.kind === "test")
    return ["This is a test notification from Rampart: this channel works.", ...(context.consoleUrl ? [`Console: ${context.consoleUrl}`] : [])];
  const lines: string[] = [];
  for (const alert of message.alerts) {
    lines.push(
      `${message.kind === "firing" ? "Firing" : "Resolved"}: ${alert.ruleName} (${alert.severity}, ${SCOPE_WORDS(alert.scope)}) since ${when(alert.at, context)}`,
    );
    if (alert.value) lines.push(`  ${alert.value}`);
    if (alert.note && message.kind === "firing") lines.push(`  What to do: ${alert.note}`);
    const link = ruleLink(context.consoleUrl, alert.ruleId);
    if (link) lines.push(`  Open in the console: ${link}`);
  }
  return lines;
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
  const color = message.kind === "firing" ? "Attention" : message.kind === "resolved" ? "Good" : "Default";
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
                    ...(a.note && message.kind === "firing" ? [{ title: "What to do", value: escapeCardMarkdown(a.note) }] : []),
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
    return url ? { ...a, url } : a;
  });
  return { type: `alert.${message.kind}`, timestamp: message.at, data: { alerts } };
}
