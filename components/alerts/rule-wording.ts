import { HEALTHCHECK_CATALOG } from "@/lib/contract/healthcheck-catalog";
import { formatDuration } from "@/lib/format/duration";
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
      return `${FIGURE_LABELS[condition.figure] ?? condition.figure} above ${condition.threshold}`;
    case "figure-increase":
      return `${FIGURE_LABELS[condition.figure] ?? condition.figure} up by ${condition.increase} in ${formatDuration(condition.windowMinutes * 60_000)}`;
    case "oldest-proposal":
      return `Oldest pending proposal at least ${formatDuration(condition.hours * 3_600_000)} old`;
    case "review-budget":
      return `At least ${condition.used} reviews used in 24 h`;
    case "service":
      return condition.problem === "unreachable" ? "The service does not answer" : "The service refuses the key";
    case "service-contract":
      return "The service changed its answers or deprecates an endpoint the console uses";
    case "saved-view-count":
      return `Saved view ${condition.viewId} holds more than ${condition.threshold}`;
    case "threat-detections":
      return `At least ${condition.count} new threat detection${condition.count === 1 ? "" : "s"} in ${formatDuration(condition.windowMinutes * 60_000)}`;
  }
}
