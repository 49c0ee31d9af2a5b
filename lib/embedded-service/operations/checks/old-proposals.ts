import "server-only";
import type { OldProposalsBody } from "@/lib/contract/healthcheck-request";
import { pendingJoin, pendingProposalsFromReports } from "../query-plan";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, type Finding, isoHoursBefore, MAX_FINDINGS, type Severity } from "../result";

type Row = { id: number; report_id: number; created_at: string };

/**
 * reviewing.old-proposals (section 4.3): PENDING proposals on the organization's reports
 * (whoever's review they await). A proposal whose age (now − created_at) is at least
 * failAgeHours is a fail finding, else at least warnAgeHours a warn finding. warnCount and
 * failCount are the two disjoint tiers. Any fail finding → fail, else any warn → warn.
 */
export function oldProposals({ db, org, now }: CheckInput, body: OldProposalsBody): CheckOutcome {
  const { warnAgeHours, failAgeHours } = body;
  const warnCutoff = isoHoursBefore(now, warnAgeHours);
  const failCutoff = isoHoursBefore(now, failAgeHours);
  const from = `${pendingJoin(pendingProposalsFromReports(db, org.id))}
    WHERE p.review_status = 'PENDING' AND p.created_at <= @warnCutoff AND r.organization_id = @org`;
  const summary = db
    .prepare(
      `SELECT COUNT(*) AS n, SUM(CASE WHEN p.created_at <= @failCutoff THEN 1 ELSE 0 END) AS failing,
         MIN(p.created_at) AS oldest ${from}`,
    )
    .get({ warnCutoff, failCutoff, org: org.id }) as { n: number; failing: number | null; oldest: string | null };
  const failCount = summary.failing ?? 0;
  const warnCount = summary.n - failCount;
  const severity: Severity = failCount > 0 ? "fail" : warnCount > 0 ? "warn" : "ok";

  const rows = db
    .prepare(`SELECT p.id, p.report_id, p.created_at ${from} ORDER BY p.created_at ASC, p.id ASC LIMIT ${MAX_FINDINGS}`)
    .all({ warnCutoff, org: org.id }) as Row[];
  const findings: Finding[] = rows.map((r) => ({
    kind: "proposal",
    ref: `proposal:${r.id}`,
    message: `Proposal ${r.id} on report ${r.report_id} has been pending for ${ageHours(now, r.created_at)} h, since ${r.created_at}.`,
    severity: r.created_at <= failCutoff ? "fail" : "warn",
  }));

  return {
    severity,
    observed: { warnCount, failCount, oldestAgeHours: summary.oldest ? ageHours(now, summary.oldest) : null },
    threshold: { warnAgeHours, failAgeHours },
    findings,
    suggestedAction: severity === "ok" ? "No action needed." : `Review the ${summary.n} proposal(s) pending for ${warnAgeHours} h or more, oldest first.`,
    appUrl: appUrl("/reports", { needsCustomerReview: "true" }),
  };
}
