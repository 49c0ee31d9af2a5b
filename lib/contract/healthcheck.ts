import { z } from "zod";
import { isOpaqueId } from "./ids";
import { FieldReader, isObject, readList, withNotSent } from "./tolerated";

export const KNOWN_HEALTHCHECK_SEVERITIES = ["ok", "warn", "fail"] as const;
export const KNOWN_HEALTHCHECK_CATEGORIES = ["detection", "reviewing", "blocklisting", "takedowns", "assets", "organization"] as const;
/** The checks the service's documentation names: id → path under /healthchecks (both POST). */
export const KNOWN_HEALTHCHECKS = [
  { id: "detections.silent-configs", path: ["detections", "silent-configs"] },
  { id: "reviewing.backlog", path: ["reviewing", "backlog"] },
  { id: "reviewing.old-proposals", path: ["reviewing", "old-proposals"] },
  { id: "takedowns.todo-volume", path: ["takedowns", "todo-volume"] },
  { id: "takedowns.in-progress-volume", path: ["takedowns", "in-progress-volume"] },
  { id: "takedowns.stale-in-progress", path: ["takedowns", "stale-in-progress"] },
  { id: "takedowns.cancelled-count", path: ["takedowns", "cancelled-count"] },
  { id: "takedowns.automation-off", path: ["takedowns", "automation-off"] },
  { id: "assets.dead-asset-spike", path: ["assets", "dead-asset-spike"] },
  { id: "organization.missing-contact-url", path: ["organization", "missing-contact-url"] },
] as const;

type Obj = Record<string, unknown>;
/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

/**
 * One offender a check lists. `ref` is kept as sent (a number becomes its text); a finding with
 * neither a message nor a ref says nothing the console can show and is left out and counted.
 */
export type HealthcheckFinding = Read<{ kind: string | null; ref: string | null; message: string | null; severity: string | null }>;

/**
 * Section 2.8, read field by field (docs/architecture.md, "The boundary tolerates, and counts"): a
 * field missing or of another type is null here and named in `notSent`; an unparseable
 * `generatedAt` likewise; a missing `findings` list reads as empty (and is named).
 */
export type HealthcheckResult = Read<{
  id: string | null;
  title: string | null;
  category: string | null;
  generatedAt: string | null;
  scope: Read<{ slug: string | null }> | null;
  ok: boolean | null;
  severity: string | null;
  observed: Record<string, unknown> | null;
  threshold: Record<string, unknown> | null;
  findings: HealthcheckFinding[];
  suggestedAction: string | null;
  appUrl: string | null;
  /** Findings the service sent that the console could not read (present only when some were). */
  unreadableFindings?: number;
}>;

export type HealthcheckRegistryEntry = Read<{ id: string; implemented: boolean | null; notImplementedReason?: string | null }>;
/** `unreadable`: checks the service listed without an id (left out). */
export type HealthcheckRegistry = { checks: HealthcheckRegistryEntry[]; unreadable?: number } & { [extra: string]: unknown };

const AT = "healthcheck";

export function readFinding(value: unknown): HealthcheckFinding | null {
  if (!isObject(value)) return null;
  const ref = isOpaqueId(value.ref) ? String(value.ref) : null;
  const hasMessage = typeof value.message === "string" && value.message.trim() !== "";
  if (ref === null && !hasMessage) return null;
  const r = new FieldReader(value, `${AT}.findings[]`);
  return withNotSent(r, {
    kind: r.string("kind"),
    ref: ref ?? r.string("ref"),
    message: r.string("message"),
    severity: r.enumValue(
      "severity",
      KNOWN_HEALTHCHECK_SEVERITIES.map((s) => s.toUpperCase()),
    ),
  });
}

const plainRecord = (value: Obj): Obj => value;

/** One check's answer; null only when it is not an object at all. */
export function readHealthcheckResult(value: unknown): HealthcheckResult | null {
  if (!isObject(value)) return null;
  const r = new FieldReader(value, AT);
  const findings = Array.isArray(value.findings)
    ? readList(value.findings, readFinding, `${AT}.findings[]`)
    : { items: r.list("findings", readFinding), dropped: 0 };
  const result = withNotSent(r, {
    id: r.string("id"),
    title: r.string("title"),
    category: r.enumValue(
      "category",
      KNOWN_HEALTHCHECK_CATEGORIES.map((c) => c.toUpperCase()),
    ),
    generatedAt: r.time("generatedAt"),
    scope: r.object("scope", (scope) => {
      const s = new FieldReader(scope, `${AT}.scope`);
      return withNotSent(s, { slug: s.string("slug") });
    }),
    ok: r.boolean("ok"),
    severity: r.enumValue(
      "severity",
      KNOWN_HEALTHCHECK_SEVERITIES.map((s) => s.toUpperCase()),
    ),
    observed: r.object("observed", plainRecord),
    threshold: r.object("threshold", plainRecord),
    findings: findings.items,
    suggestedAction: r.string("suggestedAction"),
    appUrl: r.string("appUrl"),
  });
  return findings.dropped > 0 ? { ...result, unreadableFindings: findings.dropped } : result;
}

/** Section 2.8: the one result shape every healthcheck answers. Refused only when it is not an object. */
export const healthcheckResultSchema = z.unknown().transform((value, ctx): HealthcheckResult => {
  const result = readHealthcheckResult(value);
  if (result === null) {
    ctx.addIssue({ code: "custom", message: "The answer is not a healthcheck result", input: value });
    return z.NEVER;
  }
  return result;
});

function readRegistryEntry(value: unknown): HealthcheckRegistryEntry | null {
  if (!isObject(value) || typeof value.id !== "string" || value.id.trim() === "") return null;
  const r = new FieldReader(value, "checks[]");
  const entry = withNotSent(r, { id: value.id, implemented: r.boolean("implemented") });
  const reason = value.notImplementedReason;
  return { ...entry, notImplementedReason: typeof reason === "string" ? reason : null };
}

/**
 * POST /healthchecks/list. Only checks with `implemented: true` are to be called (one whose
 * `implemented` was not sent is not called either). A check without an id is left out and counted;
 * only an answer without a `checks` list is an error.
 */
export const healthcheckRegistrySchema = z.unknown().transform((value, ctx): HealthcheckRegistry => {
  if (!isObject(value) || !Array.isArray(value.checks)) {
    ctx.addIssue({ code: "custom", message: "The answer has no checks list", path: ["checks"], input: value });
    return z.NEVER;
  }
  const { items, dropped } = readList(value.checks, readRegistryEntry, "checks[]");
  return dropped > 0 ? { ...value, checks: items, unreadable: dropped } : { ...value, checks: items };
});

/** `takedowns.stale-in-progress` → `["takedowns", "stale-in-progress"]` (path segments under /healthchecks). */
export function healthcheckPathFromId(id: string): string[] {
  return id.split(".");
}
