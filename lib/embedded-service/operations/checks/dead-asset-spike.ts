import "server-only";
import type { DeadAssetSpikeBody } from "@/lib/contract/healthcheck-request";
import { ageHours, appUrl, type CheckInput, type CheckOutcome, type Finding, isoHoursBefore, MAX_FINDINGS, round2, type Severity } from "../result";

type Row = { id: number; content: string; dead_since: string };

/** An asset concerns the organization when it owns it or it is the target of a proposal on one of its reports. */
const CONCERNS_ORG = `(a.owner_organization_id = @org OR EXISTS (
  SELECT 1 FROM proposals p JOIN reports r ON r.id = p.report_id WHERE p.asset_id = a.id AND r.organization_id = @org))`;

/**
 * assets.dead-asset-spike: assets of the organization that went dead (assets.is_dead = 1,
 * dead_since) in the last 24 h — now − 24 h < dead_since ≤ now — against the daily average
 * over the baselineDays before that window. With at least minSpikeCount recent dead assets:
 * recent ≥ average × failMultiplier → fail, ≥ average × multiplier → warn; otherwise ok.
 */
export function deadAssetSpike({ db, org, now }: CheckInput, body: DeadAssetSpikeBody): CheckOutcome {
  const { baselineDays, multiplier, failMultiplier, minSpikeCount } = body;
  const params = {
    org: org.id,
    now: now.toISOString(),
    recentFrom: isoHoursBefore(now, 24),
    baselineFrom: isoHoursBefore(now, 24 + baselineDays * 24),
  };
  const counts = db
    .prepare(
      `SELECT SUM(CASE WHEN a.dead_since > @recentFrom THEN 1 ELSE 0 END) AS recent,
              SUM(CASE WHEN a.dead_since <= @recentFrom THEN 1 ELSE 0 END) AS baseline
       FROM assets a
       WHERE a.is_dead = 1 AND a.dead_since > @baselineFrom AND a.dead_since <= @now AND ${CONCERNS_ORG}`,
    )
    .get(params) as { recent: number | null; baseline: number | null };
  const recent = counts.recent ?? 0;
  const baseline = counts.baseline ?? 0;
  const average = baseline / baselineDays;
  let severity: Severity = "ok";
  if (recent >= minSpikeCount) {
    if (recent >= average * failMultiplier) severity = "fail";
    else if (recent >= average * multiplier) severity = "warn";
  }

  let findings: Finding[] = [];
  if (severity !== "ok") {
    const rows = db
      .prepare(
        `SELECT a.id, a.content, a.dead_since FROM assets a
         WHERE a.is_dead = 1 AND a.dead_since > @recentFrom AND a.dead_since <= @now AND ${CONCERNS_ORG}
         ORDER BY a.dead_since ASC, a.id ASC LIMIT ${MAX_FINDINGS}`,
      )
      .all({ org: params.org, now: params.now, recentFrom: params.recentFrom }) as Row[];
    findings = rows.map((r) => ({
      kind: "asset",
      ref: `asset:${r.id}`,
      message: `${r.content} went dead ${ageHours(now, r.dead_since)} h ago.`,
      severity,
    }));
  }

  return {
    severity,
    observed: { deadLast24h: recent, baselineDeadCount: baseline, baselineDailyAverage: round2(average) },
    threshold: { baselineDays, multiplier, failMultiplier, minSpikeCount },
    findings,
    suggestedAction:
      severity === "ok"
        ? "No action needed."
        : `${recent} asset(s) went dead in the last 24 h against a daily average of ${round2(average)}: check whether a host or registrar is mass-suspending, and close the related takedowns.`,
    appUrl: appUrl("/reports"),
  };
}
