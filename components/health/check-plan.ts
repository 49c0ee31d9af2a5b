import { checkBody, parseThresholds, rawThresholdsOf, type ThresholdParse } from "@/components/health/threshold-params";
import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import type { RegisteredCheck } from "@/lib/queries/healthchecks";

/** One check of the registry with its thresholds as the URL gives them (raw text) and their verdict. */
export type PlannedCheck = { check: RegisteredCheck; raw: Record<string, string>; parse: ThresholdParse | null };

/** Pure: every registered check with its URL thresholds parsed (not-runnable checks get none). */
export function planChecks(checks: readonly RegisteredCheck[], urlValues: Record<string, string | null | undefined>): PlannedCheck[] {
  return checks.map((check) => {
    if (!check.runnable || !check.definition) return { check, raw: {}, parse: null };
    const raw = rawThresholdsOf(check.definition, urlValues);
    return { check, raw, parse: parseThresholds(check.definition, raw) };
  });
}

/** The checks that run (routed, thresholds valid), each with the body it is called with. */
export function runnableRequests(
  planned: readonly PlannedCheck[],
  slug: string | null,
): { definition: HealthcheckDescriptor; body: Record<string, unknown> }[] {
  return planned.flatMap((p) =>
    p.check.definition && p.parse?.ok ? [{ definition: p.check.definition, body: checkBody(p.check.definition, p.parse.overrides, slug) }] : [],
  );
}
