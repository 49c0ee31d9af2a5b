import "server-only";
import type { CancelledCountBody } from "@/lib/contract/healthcheck-request";
import { ageDays, appUrl, type CheckInput, type CheckOutcome, findingsOf, gradeCount, isoDaysBefore, oldestTakedowns } from "../result";

/**
 * takedowns.cancelled-count: the organization's takedowns that became CANCELLED within the
 * last lookbackDays (now − lookbackDays < status_changed_at ≤ now). cancelledCount ≥
 * failThreshold → fail, ≥ warnThreshold → warn. When not ok, the cancellations are listed,
 * oldest first.
 */
export function cancelledCount({ db, org, now }: CheckInput, body: CancelledCountBody): CheckOutcome {
  const { lookbackDays, warnThreshold, failThreshold } = body;
  const params = { org: org.id, from: isoDaysBefore(now, lookbackDays), now: now.toISOString() };
  const where = "t.organization_id = @org AND t.status = 'CANCELLED' AND t.status_changed_at > @from AND t.status_changed_at <= @now";
  const { n } = db.prepare(`SELECT COUNT(*) AS n FROM takedowns t WHERE ${where}`).get(params) as { n: number };
  const severity = gradeCount(n, warnThreshold, failThreshold);

  const findings = findingsOf(
    severity,
    () => oldestTakedowns(db, where, params),
    (r) => ({
      kind: "takedown",
      ref: `takedown:${r.id}`,
      message: `Takedown ${r.id}${r.content ? ` (${r.content})` : ""} was cancelled ${ageDays(now, r.status_changed_at)} d ago.`,
    }),
  );

  return {
    severity,
    observed: { cancelledCount: n },
    threshold: { lookbackDays, warnThreshold, failThreshold },
    findings,
    suggestedAction:
      severity === "ok"
        ? "No action needed."
        : `${n} takedown(s) were cancelled in the last ${lookbackDays} d: check why (wrong targets, missing evidence, provider refusals).`,
    appUrl: appUrl("/takedowns", { status: "CANCELLED", sort: "updated-desc" }),
  };
}
