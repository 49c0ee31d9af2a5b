import "server-only";
import type { Database } from "better-sqlite3";
import { pendingJoin, pendingProposalsFromReports } from "./query-plan";
import { isoHoursAfter, isoHoursBefore } from "./result";

type AgeBuckets = { lt24h: number; h24to72: number; h72to168: number; gte168h: number };

export type QueueSnapshot = {
  generatedAt: string;
  scope: { slug: string; all: boolean };
  reviewQueue: {
    totalPendingProposals: number;
    distinctReports: number;
    ageBuckets: AgeBuckets;
    slaBuckets: { breached: number; dueWithin24h: number; dueWithin72h: number; beyond72h: number; missingSla: number };
    byOrg: { slug: string; pendingProposals: number }[];
  };
  takedownQueue: {
    totalOpen: number;
    statusCounts: { todo: number; inProgress: number; pendingInput: number };
    ageBuckets: AgeBuckets;
    staleInProgress: number;
    byOrg: { slug: string; openTakedowns: number }[];
  };
};

export type SnapshotInput = {
  db: Database;
  now: Date;
  /** The organization the call resolved to (echoed in scope.slug). */
  slug: string;
  /** Organizations the snapshot covers: the one resolved organization, or every organization when `all`. */
  organizations: { id: number; slug: string }[];
  all: boolean;
  windowHours: number;
};

/**
 * Age buckets on a timestamp column `col` (age = now − col), section 8:
 * lt24h: age < 24 h; h24to72: 24 h ≤ age < 72 h; h72to168: 72 h ≤ age < 168 h; gte168h: age ≥ 168 h.
 * As stored text: age ≥ N h ⇔ col ≤ now − N h. A timestamp in the future counts as lt24h.
 */
function ageBucketColumns(col: string): string {
  return `SUM(CASE WHEN ${col} > @ago24 THEN 1 ELSE 0 END) AS lt24h,
    SUM(CASE WHEN ${col} <= @ago24 AND ${col} > @ago72 THEN 1 ELSE 0 END) AS h24to72,
    SUM(CASE WHEN ${col} <= @ago72 AND ${col} > @ago168 THEN 1 ELSE 0 END) AS h72to168,
    SUM(CASE WHEN ${col} <= @ago168 THEN 1 ELSE 0 END) AS gte168h`;
}

/**
 * SLA buckets on the report's sla_due_at, each due instant in exactly one bucket:
 * breached: due ≤ now (due right now is already breached); dueWithin24h: now < due ≤ now + 24 h;
 * dueWithin72h: now + 24 h < due ≤ now + 72 h; beyond72h: due > now + 72 h; missingSla: null.
 */
const SLA_BUCKET_COLUMNS = `SUM(CASE WHEN r.sla_due_at IS NOT NULL AND r.sla_due_at <= @now THEN 1 ELSE 0 END) AS breached,
    SUM(CASE WHEN r.sla_due_at > @now AND r.sla_due_at <= @in24 THEN 1 ELSE 0 END) AS dueWithin24h,
    SUM(CASE WHEN r.sla_due_at > @in24 AND r.sla_due_at <= @in72 THEN 1 ELSE 0 END) AS dueWithin72h,
    SUM(CASE WHEN r.sla_due_at > @in72 THEN 1 ELSE 0 END) AS beyond72h,
    SUM(CASE WHEN r.sla_due_at IS NULL THEN 1 ELSE 0 END) AS missingSla`;

type ReviewRow = AgeBuckets & {
  orgId: number;
  total: number;
  distinctReports: number;
  breached: number;
  dueWithin24h: number;
  dueWithin72h: number;
  beyond72h: number;
  missingSla: number;
};

type TakedownRow = AgeBuckets & {
  orgId: number;
  total: number;
  todo: number;
  inProgress: number;
  pendingInput: number;
  stale: number;
};

// One grouped pass per queue; the per-organization rows are summed in JS (a handful of organizations).
const REVIEW_SQL = (oneOrg: boolean, fromReports: boolean) => `
  SELECT r.organization_id AS orgId, COUNT(*) AS total, COUNT(DISTINCT p.report_id) AS distinctReports,
    ${ageBucketColumns("p.created_at")},
    ${SLA_BUCKET_COLUMNS}
  ${pendingJoin(fromReports)}
  WHERE p.review_status = 'PENDING'${oneOrg ? " AND r.organization_id = @org" : ""}
  GROUP BY r.organization_id`;

const TAKEDOWN_SQL = (oneOrg: boolean) => `
  SELECT t.organization_id AS orgId, COUNT(*) AS total,
    SUM(CASE WHEN t.status = 'TODO' THEN 1 ELSE 0 END) AS todo,
    SUM(CASE WHEN t.status = 'IN_PROGRESS' THEN 1 ELSE 0 END) AS inProgress,
    SUM(CASE WHEN t.status = 'PENDING_INPUT' THEN 1 ELSE 0 END) AS pendingInput,
    ${ageBucketColumns("t.created_at")},
    SUM(CASE WHEN t.status = 'IN_PROGRESS' AND t.status_changed_at <= @staleCutoff THEN 1 ELSE 0 END) AS stale
  FROM takedowns t
  WHERE t.status IN ('TODO', 'IN_PROGRESS', 'PENDING_INPUT')${oneOrg ? " AND t.organization_id = @org" : ""}
  GROUP BY t.organization_id`;

function sum<R>(rows: R[], key: keyof R): number {
  let total = 0;
  for (const row of rows) total += Number(row[key] ?? 0);
  return total;
}

function byCountDesc<T extends { slug: string }>(count: (t: T) => number) {
  return (a: T, b: T) => count(b) - count(a) || (a.slug < b.slug ? -1 : a.slug > b.slug ? 1 : 0);
}

/** Section 2.9: the review queue (PENDING proposals on the scope's reports) and the open takedown queue. */
export function queueSnapshot(input: SnapshotInput): QueueSnapshot {
  const { db, now, organizations, all } = input;
  const oneOrg = !all;
  const times = {
    now: now.toISOString(),
    ago24: isoHoursBefore(now, 24),
    ago72: isoHoursBefore(now, 72),
    ago168: isoHoursBefore(now, 168),
  };
  const orgParam = oneOrg ? { org: organizations[0].id } : {};
  const inScope = new Set(organizations.map((o) => o.id));

  const reviewRows = (
    db.prepare(REVIEW_SQL(oneOrg, oneOrg && pendingProposalsFromReports(db, organizations[0].id))).all({
      ...times,
      in24: isoHoursAfter(now, 24),
      in72: isoHoursAfter(now, 72),
      ...orgParam,
    }) as ReviewRow[]
  ).filter((r) => inScope.has(r.orgId));
  const takedownRows = (
    db.prepare(TAKEDOWN_SQL(oneOrg)).all({
      ...times,
      staleCutoff: isoHoursBefore(now, input.windowHours),
      ...orgParam,
    }) as TakedownRow[]
  ).filter((r) => inScope.has(r.orgId));

  const reviewByOrg = new Map(reviewRows.map((r) => [r.orgId, r.total]));
  const takedownByOrg = new Map(takedownRows.map((r) => [r.orgId, r.total]));
  const ageBuckets = (rows: AgeBuckets[]): AgeBuckets => ({
    lt24h: sum(rows, "lt24h"),
    h24to72: sum(rows, "h24to72"),
    h72to168: sum(rows, "h72to168"),
    gte168h: sum(rows, "gte168h"),
  });

  return {
    generatedAt: times.now,
    scope: { slug: input.slug, all },
    reviewQueue: {
      totalPendingProposals: sum(reviewRows, "total"),
      distinctReports: sum(reviewRows, "distinctReports"),
      ageBuckets: ageBuckets(reviewRows),
      slaBuckets: {
        breached: sum(reviewRows, "breached"),
        dueWithin24h: sum(reviewRows, "dueWithin24h"),
        dueWithin72h: sum(reviewRows, "dueWithin72h"),
        beyond72h: sum(reviewRows, "beyond72h"),
        missingSla: sum(reviewRows, "missingSla"),
      },
      byOrg: organizations.map((o) => ({ slug: o.slug, pendingProposals: reviewByOrg.get(o.id) ?? 0 })).sort(byCountDesc((o) => o.pendingProposals)),
    },
    takedownQueue: {
      totalOpen: sum(takedownRows, "total"),
      statusCounts: {
        todo: sum(takedownRows, "todo"),
        inProgress: sum(takedownRows, "inProgress"),
        pendingInput: sum(takedownRows, "pendingInput"),
      },
      ageBuckets: ageBuckets(takedownRows),
      staleInProgress: sum(takedownRows, "stale"),
      byOrg: organizations.map((o) => ({ slug: o.slug, openTakedowns: takedownByOrg.get(o.id) ?? 0 })).sort(byCountDesc((o) => o.openTakedowns)),
    },
  };
}
