import type { HealthcheckResult } from "@/lib/contract/healthcheck";

/**
 * How a check is shown. `unknown` covers everything we cannot vouch for: a check that failed to
 * run, stale data, an unreadable or contradictory answer. Unknown is never green. Pure.
 */
export type Grade = "ok" | "warn" | "fail" | "unknown";
export const GRADES: readonly Grade[] = ["ok", "warn", "fail", "unknown"];

/** Data older than this (by the time we received it) is stale: 10 minutes. */
export const DEFAULT_STALE_AFTER_MS = 10 * 60_000;

export type GradeInput = {
  /** The last answer received, if any. */
  result?: HealthcheckResult;
  /** When that answer arrived (epoch ms, our clock). */
  receivedAt?: number;
  /** The latest attempt failed (the result, if any, is from an earlier attempt). */
  failed?: boolean;
  /** Why it failed, shown to the user. */
  failureMessage?: string;
  now: number;
  staleAfterMs?: number;
  /**
   * The newest `generatedAt` among the checks of the same run. A result generated much earlier
   * than its siblings came from a cache somewhere: stale. (Compared with the siblings, not with
   * our clock, so a service whose clock differs from ours is not called stale.)
   */
  newestGeneratedAt?: number;
};

export type Graded = { grade: Grade; reason?: string };

/** ok | warn | fail for the known severities (any case), null otherwise. */
export function knownSeverity(value: unknown): Exclude<Grade, "unknown"> | null {
  if (typeof value !== "string") return null;
  const v = value.trim().toLowerCase();
  return v === "ok" || v === "warn" || v === "fail" ? v : null;
}

export function gradeCheck(input: GradeInput): Graded {
  const { result, receivedAt, now } = input;
  const staleAfterMs = input.staleAfterMs ?? DEFAULT_STALE_AFTER_MS;
  if (input.failed) return { grade: "unknown", reason: `The check failed to run${input.failureMessage ? `: ${input.failureMessage}` : "."}` };
  if (!result) return { grade: "unknown", reason: "No result yet." };
  if (result.severity === null) return { grade: "unknown", reason: "The service did not send this check's severity." };
  const severity = knownSeverity(result.severity);
  if (!severity) return { grade: "unknown", reason: `The service reported an unrecognized severity “${result.severity}”.` };
  // An `ok` the service did not send (null) leaves the severity to speak; one that disagrees with it does not.
  if (severity === "ok" && result.ok === false) return { grade: "unknown", reason: "The service's answer contradicts itself (severity ok, but not ok)." };
  if (receivedAt === undefined || now - receivedAt > staleAfterMs) return { grade: "unknown", reason: "The data is stale: it could not be refreshed." };
  const generated = result.generatedAt === null ? Number.NaN : Date.parse(result.generatedAt);
  if (Number.isNaN(generated)) return { grade: "unknown", reason: "The result has no readable generation time." };
  if (input.newestGeneratedAt !== undefined && input.newestGeneratedAt - generated > staleAfterMs) {
    return { grade: "unknown", reason: "The data is stale: it was generated long before the other checks." };
  }
  return { grade: severity };
}

export type GradeCounts = Record<Grade, number>;

export function countGrades(grades: Iterable<Grade>): GradeCounts {
  const counts: GradeCounts = { ok: 0, warn: 0, fail: 0, unknown: 0 };
  for (const g of grades) counts[g]++;
  return counts;
}

/** The worst grade: fail > unknown > warn > ok (an unknown can hide a failure). */
export function worstGrade(grades: Iterable<Grade>): Grade {
  const rank: Record<Grade, number> = { ok: 0, warn: 1, unknown: 2, fail: 3 };
  let worst: Grade = "ok";
  for (const g of grades) if (rank[g] > rank[worst]) worst = g;
  return worst;
}

/** The newest parseable generatedAt of a set of results (epoch ms), for the sibling staleness rule. */
export function newestGeneratedAt(results: Iterable<HealthcheckResult | undefined>): number | undefined {
  let newest: number | undefined;
  for (const r of results) {
    const t = r?.generatedAt ? Date.parse(r.generatedAt) : Number.NaN;
    if (!Number.isNaN(t) && (newest === undefined || t > newest)) newest = t;
  }
  return newest;
}

/**
 * How old a result is, on our clock: the time since it was received, plus how much earlier it was
 * generated than the newest result of the same run. Never the service's clock against ours, which
 * may differ by days (a service with its own clock): a result generated and received just now is
 * "just now" whatever the service's clock says. Undefined before it was received.
 */
export function resultAgeMs(input: { generatedAt: string | null; receivedAt?: number; newestGeneratedAt?: number; now: number }): number | undefined {
  if (input.receivedAt === undefined) return undefined;
  const generated = input.generatedAt === null ? Number.NaN : Date.parse(input.generatedAt);
  const behind = Number.isNaN(generated) || input.newestGeneratedAt === undefined ? 0 : Math.max(0, input.newestGeneratedAt - generated);
  return Math.max(0, input.now - input.receivedAt) + behind;
}
