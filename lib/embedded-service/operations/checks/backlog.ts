import "server-only";
import type { BacklogBody } from "@/lib/contract/healthcheck-request";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, findingsOf, gradeCount, MAX_FINDINGS } from "../result";

type Row = { id: number; report_id: number; created_at: string };

/**
 * reviewing.backlog: PENDING proposals awaiting this organization's own review
 * (proposals.awaiting_organization_id = org), i.e. the work only the organization can do.
 * pendingCount ≥ failThreshold → fail, ≥ warnThreshold → warn. When not ok, the oldest
 * pending proposals are listed.
 */
export function backlog({ db, org, now }: CheckInput, body: BacklogBody): CheckOutcome {
  const { warnThreshold, failThreshold } = body;
  const where = "p.awaiting_organization_id = ? AND p.review_status = 'PENDING'";
  const summary = db.prepare(`SELECT COUNT(*) AS n, MIN(p.created_at) AS oldest FROM proposals p WHERE ${where}`).get(org.id) as {
    n: number;
    oldest: string | null;
  };
  const severity = gradeCount(summary.n, warnThreshold, failThreshold);

  const findings = findingsOf(
    severity,
    () =>
      db
        .prepare(`SELECT p.id, p.report_id, p.created_at FROM proposals p WHERE ${where} ORDER BY p.created_at ASC, p.id ASC LIMIT ${MAX_FINDINGS}`)
        .all(org.id) as Row[],
    (r) => ({
      kind: "proposal",
      ref: `proposal:${r.id}`,
      message: `Proposal ${r.id} on report ${r.report_id} has awaited your review for ${ageHours(now, r.created_at)} h.`,
    }),
  );

  return {
    severity,
    observed: { pendingCount: summary.n, oldestAgeHours: summary.oldest ? ageHours(now, summary.oldest) : null },
    threshold: { warnThreshold, failThreshold },
    findings,
    suggestedAction:
      severity === "ok" ? "No action needed." : `${summary.n} proposal(s) await your organization's review: work through them oldest first or add reviewers.`,
    appUrl: appUrl("/reports", { needsCustomerReview: "true" }),
  };
}
