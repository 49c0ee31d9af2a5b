import "server-only";
import type { SilentConfigsBody } from "@/lib/contract/healthcheck-request";
import { ageDays, appUrl, type CheckInput, type CheckOutcome, type Finding, gradeCount, isoDaysBefore, MAX_FINDINGS } from "../result";

type Row = { id: number; name: string; last_detection_at: string | null; quiet_since: string };

/**
 * detections.silent-configs: enabled detection configs of the organization with no detection
 * for at least silentDays. A config that never detected anything counts from its created_at,
 * so a config created yesterday is not silent yet. silentCount ≥ failThreshold → fail,
 * ≥ warnThreshold → warn; when not ok the configs are listed, longest silent first.
 */
export function silentConfigs({ db, org, now }: CheckInput, body: SilentConfigsBody): CheckOutcome {
  const { silentDays, warnThreshold, failThreshold } = body;
  const cutoff = isoDaysBefore(now, silentDays);
  const quietSince = "COALESCE(c.last_detection_at, c.created_at)";
  const summary = db
    .prepare(
      `SELECT COUNT(*) AS enabled, SUM(CASE WHEN ${quietSince} <= @cutoff THEN 1 ELSE 0 END) AS silent,
         MIN(${quietSince}) AS oldest
       FROM detection_configs c WHERE c.organization_id = @org AND c.enabled = 1`,
    )
    .get({ org: org.id, cutoff }) as { enabled: number; silent: number | null; oldest: string | null };
  const silentCount = summary.silent ?? 0;
  const severity = gradeCount(silentCount, warnThreshold, failThreshold);

  let findings: Finding[] = [];
  if (severity !== "ok") {
    const rows = db
      .prepare(
        `SELECT c.id, c.name, c.last_detection_at, ${quietSince} AS quiet_since FROM detection_configs c
         WHERE c.organization_id = @org AND c.enabled = 1 AND ${quietSince} <= @cutoff
         ORDER BY quiet_since ASC, c.id ASC LIMIT ${MAX_FINDINGS}`,
      )
      .all({ org: org.id, cutoff }) as Row[];
    findings = rows.map((r) => ({
      kind: "detection-config",
      ref: `detection-config:${r.id}`,
      message: r.last_detection_at
        ? `Config "${r.name}" has had no detection for ${ageDays(now, r.quiet_since)} d (last on ${r.last_detection_at}).`
        : `Config "${r.name}" has never detected anything in the ${ageDays(now, r.quiet_since)} d since it was created.`,
      severity,
    }));
  }

  return {
    severity,
    observed: {
      enabledConfigs: summary.enabled,
      silentCount,
      longestSilentDays: silentCount > 0 && summary.oldest ? ageDays(now, summary.oldest) : null,
    },
    threshold: { silentDays, warnThreshold, failThreshold },
    findings,
    suggestedAction:
      severity === "ok"
        ? "No action needed."
        : `${silentCount} enabled detection config(s) found nothing for ${silentDays} d or more: check their terms and sources, or disable them.`,
    appUrl: appUrl("/settings", { section: "detections" }),
  };
}
