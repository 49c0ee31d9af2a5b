import "server-only";
import { formatDuration } from "@/lib/format/duration";
import { UpstreamError } from "@/lib/upstream/errors";
import type { AlertCondition, Figure } from "./rule-schema";
import { type EvaluationSignals, figureOf } from "./signals";

/** What a rule's condition says now: holds (true/false), or null when its data could not be read. */
export type Measurement = { holds: boolean | null; value: string };

export const FIGURE_LABELS: Record<Figure, string> = {
  totalPending: "pending proposals",
  slaBreached: "SLA breached",
  openTakedowns: "open takedowns",
  staleInProgress: "stale in progress",
};

function unknown(error: unknown): Measurement {
  return { holds: null, value: `no data: ${error instanceof Error ? error.message.slice(0, 200) : "the read failed"}` };
}

/** The oldest pending proposal's age in hours, as the backlog check observes it (null: none pending). */
function oldestAgeHours(observed: Record<string, unknown>): number | null | undefined {
  const value = observed.oldestAgeHours;
  if (value === null) return null;
  return typeof value === "number" && Number.isFinite(value) ? value : undefined;
}

export async function measure(condition: AlertCondition, scope: string, signals: EvaluationSignals): Promise<Measurement> {
  try {
    switch (condition.kind) {
      case "healthcheck": {
        const result = await signals.healthcheck(condition.check, scope);
        if (result.severity === null) return { holds: null, value: `${condition.check}: the service did not send a severity` };
        const severity = result.severity.toLowerCase();
        const holds = condition.grade === "warn" ? severity === "warn" || severity === "fail" : severity === "fail";
        return { holds, value: `${condition.check} is ${severity}` };
      }
      case "figure-above": {
        const value = figureOf(await signals.snapshot(scope), condition.figure);
        if (value === null) return { holds: null, value: `${FIGURE_LABELS[condition.figure]} was not sent by the service` };
        return { holds: value > condition.threshold, value: `${FIGURE_LABELS[condition.figure]}: ${value} (threshold ${condition.threshold})` };
      }
      case "figure-increase": {
        const snapshot = await signals.snapshot(scope);
        const value = figureOf(snapshot, condition.figure);
        if (value === null) return { holds: null, value: `${FIGURE_LABELS[condition.figure]} was not sent by the service` };
        const baseline = await signals.recordedBaseline(snapshot, condition.figure, condition.windowMinutes);
        if (baseline === null) return { holds: null, value: `no recorded ${FIGURE_LABELS[condition.figure]} in the last ${condition.windowMinutes} min` };
        const rise = value - baseline;
        return {
          holds: rise >= condition.increase,
          value: `${FIGURE_LABELS[condition.figure]}: ${value}, ${rise >= 0 ? "+" : ""}${rise} in ${condition.windowMinutes} min`,
        };
      }
      case "oldest-proposal": {
        const result = await signals.healthcheck("reviewing.backlog", scope);
        const age = result.observed === null ? undefined : oldestAgeHours(result.observed);
        if (age === undefined) return { holds: null, value: "the backlog check does not say the oldest proposal's age" };
        if (age === null) return { holds: false, value: "no pending proposal" };
        return { holds: age >= condition.hours, value: `oldest pending proposal: ${Math.round(age)} h (threshold ${condition.hours} h)` };
      }
      case "review-budget": {
        const budget = await signals.reviewBudget();
        return { holds: budget.used >= condition.used, value: `${budget.used} of ${budget.limit} reviews used in 24 h` };
      }
      case "saved-view-count": {
        const view = await signals.savedViewCount(condition.viewId);
        if (view === null) return { holds: null, value: "the saved view was deleted" };
        if (view.count === null) return { holds: null, value: `${view.name}: the count could not be read` };
        return { holds: view.count > condition.threshold, value: `${view.name}: ${view.count}${view.more ? "+" : ""} (threshold ${condition.threshold})` };
      }
      case "threat-detections": {
        const n = await signals.threatDetections(scope, condition.windowMinutes);
        return {
          holds: n >= condition.count,
          value: `${n} new threat detection${n === 1 ? "" : "s"} told by the service in ${condition.windowMinutes} min (at least ${condition.count} fires)`,
        };
      }
      case "reports-filed": {
        const n = await signals.reportsFiled(scope, condition.windowMinutes);
        return {
          holds: n >= condition.count,
          value: `${n} report${n === 1 ? "" : "s"} filed from the console in ${condition.windowMinutes} min (at least ${condition.count} fires)`,
        };
      }
      case "job-overdue": {
        const overdue = await signals.overdueJobs(condition.intervals);
        if (overdue.length === 0) return { holds: false, value: `every background job succeeded within ${condition.intervals} of its intervals` };
        const words = overdue.map((j) => `${j.name}: no success for ${formatDuration(j.quietMs)} (runs every ${formatDuration(j.intervalMs)})`);
        return { holds: true, value: words.join("; ") };
      }
      case "webhooks-quiet": {
        if (!(await signals.webhooksConfigured())) return { holds: null, value: "the service's webhooks are not configured (SERVICE_WEBHOOK_SECRET)" };
        const last = await signals.lastWebhookAt();
        if (last === null) return { holds: null, value: "no webhook from the service has arrived yet" };
        const quietMs = signals.now.getTime() - Date.parse(last);
        return {
          holds: quietMs > condition.hours * 3_600_000,
          value: `last webhook from the service ${formatDuration(quietMs)} ago (threshold ${condition.hours} h)`,
        };
      }
      case "asset-live-again": {
        const found = await signals.liveAgain(scope, condition.list, condition.windowMinutes);
        const what = condition.list === "watchlist" ? "watchlisted" : "blocked";
        return {
          holds: found.count > 0,
          value:
            found.count === 0
              ? `no ${what} asset came back online in ${condition.windowMinutes} min`
              : `${found.count} ${what} asset${found.count === 1 ? "" : "s"} online again in ${condition.windowMinutes} min (${found.example ?? "content not sent"}${found.count > 1 ? ", …" : ""})`,
        };
      }
      case "service":
        return await measureService(condition.problem, scope, signals);
      case "service-contract": {
        const change = await signals.serviceContract();
        const added = change.added > 0 ? `${change.added} more thing(s) tolerated in the service's answers since the last evaluation` : null;
        const deprecated = change.deprecated.length > 0 ? `deprecation announced for ${change.deprecated.join(", ")}` : null;
        const words = [added, deprecated].filter(Boolean).join("; ");
        return { holds: words !== "", value: words || `the service's answers are as before (${change.total} tolerated since start)` };
      }
    }
  } catch (error) {
    return unknown(error);
  }
}

async function measureService(problem: "unreachable" | "key-refused", scope: string, signals: EvaluationSignals): Promise<Measurement> {
  try {
    await signals.snapshot(scope);
    return { holds: false, value: "the service answers" };
  } catch (error) {
    if (!(error instanceof UpstreamError)) return unknown(error);
    if (error.kind === "auth") return { holds: problem === "key-refused", value: "the service refuses the key" };
    if (error.kind === "network" || error.kind === "timeout" || error.kind === "server") {
      return { holds: problem === "unreachable", value: `the service does not answer (${error.kind})` };
    }
    return unknown(error);
  }
}
