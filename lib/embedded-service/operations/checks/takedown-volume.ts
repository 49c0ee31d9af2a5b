import "server-only";
import type { InProgressVolumeBody, TodoVolumeBody } from "@/lib/contract/healthcheck-request";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, type Finding, gradeCount, MAX_FINDINGS } from "../result";

type Row = { id: number; since: string; content: string | null };

type Volume = {
  status: "TODO" | "IN_PROGRESS";
  /** Where an item's age is measured from: created_at for TODO, status_changed_at for IN_PROGRESS. */
  sinceColumn: "created_at" | "status_changed_at";
  /** The observed value's key: todoCount or inProgressCount. */
  countKey: "todoCount" | "inProgressCount";
  /** What to do when not ok, given the count. */
  action: (count: number) => string;
};

/**
 * Volume of one takedown status for the organization: count ≥ failThreshold → fail,
 * ≥ warnThreshold → warn. When not ok, the oldest items are listed.
 */
function takedownVolume(
  { db, org, now }: CheckInput,
  thresholds: { warnThreshold: number; failThreshold: number },
  { status, sinceColumn, countKey, action }: Volume,
): CheckOutcome {
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
    observed: { [countKey]: summary.n, oldestAgeHours: summary.oldest ? ageHours(now, summary.oldest) : null },
    threshold: { warnThreshold: thresholds.warnThreshold, failThreshold: thresholds.failThreshold },
    findings,
    suggestedAction: severity === "ok" ? "No action needed." : action(summary.n),
    appUrl: appUrl("/takedowns", { status }),
  };
}

/** takedowns.todo-volume: takedowns waiting in TODO. */
export function todoVolume(input: CheckInput, body: TodoVolumeBody): CheckOutcome {
  return takedownVolume(input, body, {
    status: "TODO",
    sinceColumn: "created_at",
    countKey: "todoCount",
    action: (n) => `${n} takedown(s) wait in TODO: start the oldest ones or add capacity.`,
  });
}

/** takedowns.in-progress-volume: takedowns currently IN_PROGRESS. */
export function inProgressVolume(input: CheckInput, body: InProgressVolumeBody): CheckOutcome {
  return takedownVolume(input, body, {
    status: "IN_PROGRESS",
    sinceColumn: "status_changed_at",
    countKey: "inProgressCount",
    action: (n) => `${n} takedown(s) are IN_PROGRESS: push the oldest ones to completion before starting new ones.`,
  });
}
