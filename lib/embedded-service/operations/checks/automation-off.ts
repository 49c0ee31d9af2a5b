import "server-only";
import type { AutomationOffBody } from "@/lib/contract/healthcheck-request";
import { ageDays, appUrl, type CheckInput, type CheckOutcome, type Finding, type Severity } from "../result";

/**
 * takedowns.automation-off: automated takedowns switched off for the organization
 * (organizations.automated_takedowns_enabled = 0) for at least warnAfterDays → warn, at least
 * failAfterDays → fail, measured from automated_takedowns_changed_at. Switched on → ok.
 */
export function automationOff({ db, org, now }: CheckInput, body: AutomationOffBody): CheckOutcome {
  const { warnAfterDays, failAfterDays } = body;
  const row = db
    .prepare("SELECT automated_takedowns_enabled AS enabled, automated_takedowns_changed_at AS changedAt FROM organizations WHERE id = ?")
    .get(org.id) as { enabled: number; changedAt: string };
  const enabled = row.enabled === 1;
  const offDays = enabled ? null : ageDays(now, row.changedAt);
  // Grade on the exact elapsed time, not the rounded figure shown in `observed`.
  const exactOffDays = enabled ? 0 : (now.getTime() - Date.parse(row.changedAt)) / 86_400_000;
  const severity: Severity = enabled ? "ok" : exactOffDays >= failAfterDays ? "fail" : exactOffDays >= warnAfterDays ? "warn" : "ok";

  const findings: Finding[] =
    severity === "ok"
      ? []
      : [
          {
            kind: "organization",
            ref: `organization:${org.slug}`,
            message: `Automated takedowns for ${org.name} have been off for ${offDays} d, since ${row.changedAt}.`,
            severity,
          },
        ];

  return {
    severity,
    observed: { automatedTakedownsEnabled: enabled, disabledSince: enabled ? null : row.changedAt, disabledForDays: offDays },
    threshold: { warnAfterDays, failAfterDays },
    findings,
    suggestedAction: severity === "ok" ? "No action needed." : "Switch automated takedowns back on, or record why they stay off.",
    appUrl: appUrl("/settings", { section: "takedowns" }),
  };
}
