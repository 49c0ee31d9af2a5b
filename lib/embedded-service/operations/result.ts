import "server-only";
import type { Database } from "better-sqlite3";

export type Severity = "ok" | "warn" | "fail";
export type FindingSeverity = Exclude<Severity, "ok">;

export type Finding = { kind: string; ref: string; message: string; severity: FindingSeverity };

/** What the organization a check runs for looks like to the checks. */
export type CheckOrganization = { id: number; slug: string; name: string };

export type CheckInput = { db: Database; org: CheckOrganization; now: Date };

/** The graded part of a section 2.8 result; the route adds id, title, category, generatedAt, scope and ok. */
export type CheckOutcome = {
  severity: Severity;
  observed: Record<string, unknown>;
  threshold: Record<string, unknown>;
  findings: Finding[];
  suggestedAction: string;
  appUrl: string;
};

/** At most this many findings are listed, oldest offenders first. */
export const MAX_FINDINGS = 20;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant `hours` before `now`, in the stored timestamp format (ISO with ms, sorts as text). */
export function isoHoursBefore(now: Date, hours: number): string {
  return new Date(now.getTime() - hours * HOUR_MS).toISOString();
}

export function isoHoursAfter(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * HOUR_MS).toISOString();
}

export function isoDaysBefore(now: Date, days: number): string {
  return new Date(now.getTime() - days * DAY_MS).toISOString();
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Age of a stored timestamp at `now`, in hours, rounded to 2 decimals. */
export function ageHours(now: Date, iso: string): number {
  return round2((now.getTime() - Date.parse(iso)) / HOUR_MS);
}

export function ageDays(now: Date, iso: string): number {
  return round2((now.getTime() - Date.parse(iso)) / DAY_MS);
}

export { round2 };

/** Count grading shared by the volume checks: count ≥ fail → fail, ≥ warn → warn, else ok. */
export function gradeCount(count: number, warnThreshold: number, failThreshold: number): Severity {
  if (count >= failThreshold) return "fail";
  if (count >= warnThreshold) return "warn";
  return "ok";
}

/**
 * Link to the place in the application where the signal can be acted on. The embedded
 * service's application is the console itself, so these are console paths.
 */
export function appUrl(path: string, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
}

/** A graded check's findings: none when it is ok, else `list()`'s rows (oldest first) in words, with its severity. */
export function findingsOf<Row>(severity: Severity, list: () => Row[], finding: (row: Row) => Omit<Finding, "severity">): Finding[] {
  if (severity === "ok") return [];
  return list().map((row) => ({ ...finding(row), severity }));
}

export type TakedownRow = { id: number; status_changed_at: string; content: string | null };

/** The oldest takedowns matching `where` (on `takedowns t`), at most MAX_FINDINGS, with their asset's content. */
export function oldestTakedowns(db: Database, where: string, params: unknown[] | Record<string, unknown>): TakedownRow[] {
  const statement = db.prepare(
    `SELECT t.id, t.status_changed_at, a.content FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
     WHERE ${where} ORDER BY t.status_changed_at ASC, t.id ASC LIMIT ${MAX_FINDINGS}`,
  );
  return (Array.isArray(params) ? statement.all(...params) : statement.all(params)) as TakedownRow[];
}
