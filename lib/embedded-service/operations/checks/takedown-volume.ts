import "server-only";
import type { InProgressVolumeBody, TodoVolumeBody } from "@/lib/contract/healthcheck-request";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, type Finding, gradeCount, MAX_FINDINGS } from "../result";

type Row = { id: number; since: string; content: string | null };

/**
 * Volume of one takedown status for the organization: count ≥ failThreshold → fail,
 * ≥ warnThreshold → warn. Age is measured from `sinceColumn` (created_at for TODO,
 * status_changed_at for IN_PROGRESS). When not ok, the oldest items are listed.
 */
function takedownVolume(
  { db, org, now }: CheckInput,
  thresholds: { warnThreshold: number; failThreshold: number },
  status: "TODO" | "IN_PROGRESS",
  sinceColumn: "created_at" | "status_changed_at",
): { severity: CheckOutcome["severity"]; count: number; oldestAgeHours: number | null; findings: Finding[] } {
  const where = "t.organization_id = ? AND t.status = ?";
  const summary = db.prepare(`SELECT COUNT(*) AS n, MIN(t.${sinceColumn}) AS oldest FROM takedowns t WHERE ${where}`).get(org.id, status) as {
    n: number;
    oldest: string | null;
  };
  const severity = gradeCount(summary.n, thresholds.warnThreshold, thresholds.failThreshold);
  let findings: Finding[] = [];
  if (severity !== "ok") {
    const rows = db
      .prepare(
        `SELECT t.id, t.${sinceColumn} AS since, a.content FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
         WHERE ${where} ORDER BY t.${sinceColumn} ASC, t.id ASC LIMIT ${MAX_FINDINGS}`,
      )
      .all(org.id, status) as Row[];
    findings = rows.map((r) => ({
      kind: "takedown",
      ref: `takedown:${r.id}`,
      message: `Takedown ${r.id}${r.content ? ` (${r.content})` : ""} has been ${status} for ${ageHours(now, r.since)} h.`,
      severity,
    }));
  }
  return {
    severity,
    count: summary.n,
    oldestAgeHours: summary.oldest ? ageHours(now, summary.oldest) : null,
    findings,
  };
}

/** takedowns.todo-volume: takedowns waiting in TODO. */
export function todoVolume(input: CheckInput, body: TodoVolumeBody): CheckOutcome {
  const r = takedownVolume(input, body, "TODO", "created_at");
  return {
    severity: r.severity,
    observed: { todoCount: r.count, oldestAgeHours: r.oldestAgeHours },
    threshold: { warnThreshold: body.warnThreshold, failThreshold: body.failThreshold },
    findings: r.findings,
    suggestedAction: r.severity === "ok" ? "No action needed." : `${r.count} takedown(s) wait in TODO: start the oldest ones or add capacity.`,
    appUrl: appUrl("/takedowns", { status: "TODO" }),
  };
}

/** takedowns.in-progress-volume: takedowns currently IN_PROGRESS. */
export function inProgressVolume(input: CheckInput, body: InProgressVolumeBody): CheckOutcome {
  const r = takedownVolume(input, body, "IN_PROGRESS", "status_changed_at");
  return {
    severity: r.severity,
    observed: { inProgressCount: r.count, oldestAgeHours: r.oldestAgeHours },
    threshold: { warnThreshold: body.warnThreshold, failThreshold: body.failThreshold },
    findings: r.findings,
    suggestedAction:
      r.severity === "ok" ? "No action needed." : `${r.count} takedown(s) are IN_PROGRESS: push the oldest ones to completion before starting new ones.`,
    appUrl: appUrl("/takedowns", { status: "IN_PROGRESS" }),
  };
}
