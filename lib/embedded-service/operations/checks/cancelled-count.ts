import "server-only";
import type { CancelledCountBody } from "@/lib/contract/healthcheck-request";
import { ageDays, appUrl, type CheckInput, type CheckOutcome, type Finding, gradeCount, isoDaysBefore, MAX_FINDINGS } from "../result";

type Row = { id: number; status_changed_at: string; content: string | null };

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

  let findings: Finding[] = [];
  if (severity !== "ok") {
    const rows = db
      .prepare(
        `SELECT t.id, t.status_changed_at, a.content FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
         WHERE ${where} ORDER BY t.status_changed_at ASC, t.id ASC LIMIT ${MAX_FINDINGS}`,
      )
      .all(params) as Row[];
    findings = rows.map((r) => ({
      kind: "takedown",
      ref: `takedown:${r.id}`,
      message: `Takedown ${r.id}${r.content ? ` (${r.content})` : ""} was cancelled ${ageDays(now, r.status_changed_at)} d ago.`,
      severity,
    }));
  }

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
