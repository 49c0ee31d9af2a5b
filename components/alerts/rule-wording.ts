import type { AlertSeverity, RuleInput } from "@/lib/alerts/rule-schema";
import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { formatDuration } from "@/lib/format/duration";
import { formatCount } from "@/lib/format/number";
import { formatDateTime } from "@/lib/format/time";
import type { RuleView } from "@/lib/queries/alerts";

export const FIGURE_LABELS: Record<string, string> = {
  totalPending: "Pending proposals",
  slaBreached: "SLA breached",
  openTakedowns: "Open takedowns",
  staleInProgress: "Stale in progress",
};

export function scopeWords(scope: string): string {
  return scope === "own" ? "Your organization" : scope === "all" ? "All organizations" : scope.replace(/^org:/, "");
}

export function durationWords(seconds: number): string {
  return seconds === 0 ? "at once" : formatDuration(seconds * 1000);
}

/** The condition in one line, e.g. "Pending proposals above 50". */
export function conditionWords(condition: RuleView["condition"]): string {
  switch (condition.kind) {
    case "healthcheck":
      return `Healthcheck “${HEALTHCHECK_CATALOG.find((c) => c.id === condition.check)?.title ?? condition.check}” ${condition.grade === "warn" ? "warns or fails" : "fails"}`;
    case "figure-above":
      return `${FIGURE_LABELS[condition.figure] ?? condition.figure} above ${formatCount(condition.threshold)}`;
    case "figure-increase":
      return `${FIGURE_LABELS[condition.figure] ?? condition.figure} up by ${formatCount(condition.increase)} in ${formatDuration(condition.windowMinutes * 60_000)}`;
    case "oldest-proposal":
      return `Oldest pending proposal at least ${formatDuration(condition.hours * 3_600_000)} old`;
    case "review-budget":
      return `At least ${formatCount(condition.used)} reviews used in 24 h`;
    case "service":
      return condition.problem === "unreachable" ? "The service does not answer" : "The service refuses the key";
    case "service-contract":
      return "The service changed its answers or deprecates an endpoint the console uses";
    case "saved-view-count":
      return `Saved view ${condition.viewId} holds more than ${formatCount(condition.threshold)}`;
    case "job-overdue":
      return `A background job of the console without a success for ${formatCount(condition.intervals)} of its intervals`;
    case "webhooks-quiet":
      return `No webhook from the service for ${formatCount(condition.hours)} h`;
    case "asset-live-again":
      return `A ${condition.list === "watchlist" ? "watchlisted" : "blocked"} asset is online again (within ${formatDuration(condition.windowMinutes * 60_000)})`;
    case "reports-filed":
      return `At least ${formatCount(condition.count)} report${condition.count === 1 ? "" : "s"} filed from the console in ${formatDuration(condition.windowMinutes * 60_000)}`;
    case "threat-detections":
      return `At least ${formatCount(condition.count)} new threat detection${condition.count === 1 ? "" : "s"} in ${formatDuration(condition.windowMinutes * 60_000)}`;
  }
}

const SEVERITY_WORDS: Record<AlertSeverity, string> = {
  info: "an info notice (for the record)",
  warning: "a warning (someone should look soon)",
  critical: "a critical alert (someone should act now)",
};

/** A scope inside a sentence: "your organization", "all organizations the key reaches", "the organization acme". */
export function scopePhrase(scope: string): string {
  return scope === "own" ? "your organization" : scope === "all" ? "all organizations the key reaches" : `the organization ${scope.replace(/^org:/, "")}`;
}

/** A whole rule as sentences, e.g. "For your organization: a warning (someone should look soon) fires once “Pending proposals above 1,500” has held for 5 min. …". */
export function ruleSentence(body: Pick<RuleInput, "condition" | "scope" | "forSeconds" | "keepFiringSeconds" | "severity">): string {
  const condition = `“${conditionWords(body.condition)}”`;
  const when = body.forSeconds === 0 ? `as soon as ${condition} holds` : `once ${condition} has held for ${durationWords(body.forSeconds)}`;
  const clears =
    body.keepFiringSeconds === 0
      ? "It clears when the condition does."
      : `It keeps firing ${durationWords(body.keepFiringSeconds)} after the condition clears.`;
  return `For ${scopePhrase(body.scope)}: ${SEVERITY_WORDS[body.severity]} fires ${when}. ${clears}`;
}

/** A silence on a rule in one sentence. */
export function silenceSentence(silence: NonNullable<RuleView["silencedBy"]>): string {
  return `Silenced until ${formatDateTime(silence.endsAt)} by ${silence.createdBy}: “${silence.reason}”. It still changes state, but sends no notification until then.`;
}
