import type { HealthcheckDescriptor } from "@/lib/contract/healthcheck-catalog";
import { bodySchemaOf } from "@/lib/contract/healthcheck-request";

/**
 * Threshold overrides per check, as kept in the URL (`?takedowns.stale-in-progress.warnThreshold=2`)
 * and typed in the threshold form. Pure: parsed and validated with the check's own body schema
 * (the one the /api route applies), so an invalid value is refused with a message before sending.
 */

export type ThresholdError = { param?: string; message: string };
export type ThresholdParse = { ok: true; overrides: Record<string, number> } | { ok: false; errors: ThresholdError[] };

/** The URL key of one parameter of one check. */
export function thresholdKey(checkId: string, param: string): string {
  return `${checkId}.${param}`;
}

/** Every URL key any check can use (for the page's nuqs parsers). */
export function allThresholdKeys(checks: readonly HealthcheckDescriptor[]): string[] {
  return checks.flatMap((c) => c.parameters.map((p) => thresholdKey(c.id, p.name)));
}

/** The raw text of one check's parameters out of a map of URL values. */
export function rawThresholdsOf(check: HealthcheckDescriptor, values: Record<string, string | null | undefined>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of check.parameters) {
    const v = values[thresholdKey(check.id, p.name)];
    if (typeof v === "string" && v.trim() !== "") out[p.name] = v;
  }
  return out;
}

const DECIMAL = /^\d+(\.\d+)?$/;

/**
 * Validates the raw text of a check's parameters (absent or blank = the service's default).
 * Returns the numbers to send, or every problem found.
 */
export function parseThresholds(check: HealthcheckDescriptor, raw: Record<string, string | null | undefined>): ThresholdParse {
  const errors: ThresholdError[] = [];
  const overrides: Record<string, number> = {};
  const known = new Set(check.parameters.map((p) => p.name));
  for (const name of Object.keys(raw)) {
    if (!known.has(name) && (raw[name] ?? "").trim() !== "") errors.push({ param: name, message: `${check.title} has no parameter ${name}` });
  }
  for (const p of check.parameters) {
    const text = (raw[p.name] ?? "").trim();
    if (text === "") continue;
    const value = Number(text);
    if (!DECIMAL.test(text) || !Number.isFinite(value)) {
      errors.push({ param: p.name, message: `${p.name} must be a positive number` });
      continue;
    }
    overrides[p.name] = value;
  }
  if (errors.length > 0) return { ok: false, errors };
  const parsed = bodySchemaOf(check).safeParse(overrides);
  if (!parsed.success) {
    return {
      ok: false,
      errors: parsed.error.issues.map((i) => ({ param: typeof i.path[0] === "string" ? i.path[0] : undefined, message: i.message })),
    };
  }
  return { ok: true, overrides };
}

/** The body a check is called with: the organization, then the overrides in parameter order. */
export function checkBody(check: HealthcheckDescriptor, overrides: Record<string, number>, slug?: string | null): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  if (slug) body.slug = slug;
  for (const p of check.parameters) if (overrides[p.name] !== undefined) body[p.name] = overrides[p.name];
  return body;
}

/** The URL values that set a check's overrides (null clears a parameter). */
export function thresholdUrlValues(check: HealthcheckDescriptor, overrides: Record<string, number>): Record<string, string | null> {
  const out: Record<string, string | null> = {};
  for (const p of check.parameters) {
    const v = overrides[p.name];
    out[thresholdKey(check.id, p.name)] = v === undefined ? null : String(v);
  }
  return out;
}
