import "server-only";
import type { StaleInProgressBody } from "@/lib/contract/healthcheck-request";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, findingsOf, gradeCount, isoHoursBefore, oldestTakedowns } from "../result";

/**
 * takedowns.stale-in-progress (section 4.2): the organization's takedowns in IN_PROGRESS whose
 * status_changed_at is at least staleThresholdHours ago. staleCount ≥ failThreshold → fail,
 * ≥ warnThreshold → warn.
 */
export function staleInProgress({ db, org, now }: CheckInput, body: StaleInProgressBody): CheckOutcome {
  const { staleThresholdHours, warnThreshold, failThreshold } = body;
  const cutoff = isoHoursBefore(now, staleThresholdHours);
  const where = "t.organization_id = ? AND t.status = 'IN_PROGRESS' AND t.status_changed_at <= ?";
  const summary = db.prepare(`SELECT COUNT(*) AS n, MIN(t.status_changed_at) AS oldest FROM takedowns t WHERE ${where}`).get(org.id, cutoff) as {
    n: number;
    oldest: string | null;
  };
  const severity = gradeCount(summary.n, warnThreshold, failThreshold);

  const findings = findingsOf(
    severity,
    () => oldestTakedowns(db, where, [org.id, cutoff]),
    (r) => ({
      kind: "takedown",
      ref: `takedown:${r.id}`,
      message: `Takedown ${r.id}${r.content ? ` (${r.content})` : ""} has been IN_PROGRESS for ${ageHours(now, r.status_changed_at)} h, since ${r.status_changed_at}.`,
    }),
  );

  return {
    severity,
    observed: { staleCount: summary.n, oldestAgeHours: summary.oldest ? ageHours(now, summary.oldest) : null },
    threshold: { staleThresholdHours, warnThreshold, failThreshold },
    findings,
    suggestedAction:
      severity === "ok"
        ? "No action needed."
        : `Follow up on the ${summary.n} takedown(s) stuck in IN_PROGRESS for ${staleThresholdHours} h or more, oldest first: escalate with the host or registrar, or close them.`,
    appUrl: appUrl("/takedowns", { stale: "true", windowHours: String(staleThresholdHours), asOf: now.toISOString() }),
  };
}
