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
  if (seconds === 0) return "at once";
  if (seconds % 3600 === 0) return `${seconds / 3600} h`;
  if (seconds % 60 === 0) return `${seconds / 60} min`;
  return `${seconds} s`;
}

/** The condition in one line, e.g. "Pending proposals above 50". */
export function conditionWords(condition: RuleView["condition"]): string {
  switch (condition.kind) {
    case "healthcheck":
      return `Healthcheck ${condition.check} is ${condition.grade === "warn" ? "warn or fail" : "fail"}`;
    case "figure-above":
      return `${FIGURE_LABELS[condition.figure]} above ${condition.threshold}`;
    case "figure-increase":
      return `${FIGURE_LABELS[condition.figure]} up by ${condition.increase} in ${condition.windowMinutes} min`;
    case "oldest-proposal":
      return `Oldest pending proposal at least ${condition.hours} h old`;
    case "review-budget":
      return `At least ${condition.used} reviews used in 24 h`;
    case "service":
      return condition.problem === "unreachable" ? "The service does not answer" : "The service refuses the key";
  }
}
