import type { NotifyKind } from "../notify-plan";

export type MessageAlert = { ruleId: number; ruleName: string; severity: string; scope: string; note: string; kind: NotifyKind; at: string; value: string | null };

/** What an outbox row carries: the alerts of one transition kind from one evaluation. */
export type AlertMessage = { kind: NotifyKind | "test"; at: string; alerts: MessageAlert[] };

const SCOPE_WORDS = (scope: string) => (scope === "own" ? "your organization" : scope === "all" ? "all organizations" : scope.replace(/^org:/, ""));

export function subjectOf(message: AlertMessage): string {
  if (message.kind === "test") return "[Rampart] Test notification";
  const names = message.alerts.map((a) => a.ruleName);
  const head = message.kind === "firing" ? "FIRING" : "RESOLVED";
  const list = names.length === 1 ? names[0] : `${names.length} alerts: ${names.slice(0, 3).join(", ")}${names.length > 3 ? "…" : ""}`;
  return `[Rampart] ${head} ${list}`;
}

/** One line per alert, then the responder's note. */
export function linesOf(message: AlertMessage): string[] {
  if (message.kind === "test") return ["This is a test notification from Rampart: this channel works."];
  const lines: string[] = [];
  for (const alert of message.alerts) {
    lines.push(`${message.kind === "firing" ? "Firing" : "Resolved"}: ${alert.ruleName} (${alert.severity}, ${SCOPE_WORDS(alert.scope)}) since ${alert.at}`);
    if (alert.value) lines.push(`  ${alert.value}`);
    if (alert.note && message.kind === "firing") lines.push(`  What to do: ${alert.note}`);
  }
  return lines;
}

export function textOf(message: AlertMessage): string {
  return `${subjectOf(message)}\n\n${linesOf(message).join("\n")}\n`;
}

/** A Microsoft Teams Workflows message: an Adaptive Card attachment. */
export function adaptiveCardOf(message: AlertMessage): unknown {
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
            { type: "TextBlock", text: subjectOf(message), weight: "Bolder", size: "Medium", color, wrap: true },
            ...(message.kind === "test"
              ? [{ type: "TextBlock", text: linesOf(message)[0], wrap: true }]
              : message.alerts.map((a) => ({
                  type: "FactSet",
                  facts: [
                    { title: "Rule", value: a.ruleName },
                    { title: "Severity", value: a.severity },
                    { title: "Scope", value: SCOPE_WORDS(a.scope) },
                    { title: "Since", value: a.at },
                    ...(a.value ? [{ title: "Measured", value: a.value }] : []),
                    ...(a.note && message.kind === "firing" ? [{ title: "What to do", value: a.note }] : []),
                  ],
                }))),
          ],
        },
      },
    ],
  };
}

/** The generic webhook's JSON body (the signature covers exactly these bytes). */
export function webhookBodyOf(message: AlertMessage): unknown {
  return { type: `alert.${message.kind}`, timestamp: message.at, data: { alerts: message.alerts } };
}
