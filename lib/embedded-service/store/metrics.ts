import "server-only";
import type { Database } from "better-sqlite3";

/**
 * The outcome metrics over the demo data. What the data does not hold is derived from it by fixed
 * rules so every answer is the same for the same data: a takedown's provider from its asset's type
 * and id, a threat's time to detection from its report's id. Bounds are ISO instants, both included.
 */
export type Bounds = { start: string; end: string; brandIds: number[] };

const DAY_MS = 86_400_000;

function brandClause(brandIds: number[], column: string): { sql: string; args: number[] } {
  if (brandIds.length === 0) return { sql: "", args: [] };
  return { sql: ` AND ${column} IN (${brandIds.map(() => "?").join(",")})`, args: brandIds };
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Approved reviews (threats blocked) in the bounds: their day, asset type, label, and report. */
function blockedRows(db: Database, orgId: number, b: Bounds) {
  const brand = brandClause(b.brandIds, "r.brand_id");
  return db
    .prepare(
      `SELECT substr(rv.created_at, 1, 10) AS day, a.type AS type, rv.label AS label, r.id AS report_id, r.reported_by_customer AS by_customer,
         rv.watchlisted AS watchlisted
       FROM reviews rv JOIN proposals p ON p.id = rv.proposal_id JOIN reports r ON r.id = p.report_id JOIN assets a ON a.id = p.asset_id
       WHERE r.organization_id = ? AND rv.decision = 'APPROVE' AND rv.created_at >= ? AND rv.created_at <= ?${brand.sql}`,
    )
    .all(orgId, b.start, b.end, ...brand.args) as {
    day: string;
    type: string;
    label: string | null;
    report_id: number;
    by_customer: number;
    watchlisted: number;
  }[];
}

function count(db: Database, sql: string, args: unknown[]): number {
  return (db.prepare(sql).get(...args) as { n: number }).n;
}

/** GET /organization/metrics. */
export function organizationMetrics(db: Database, orgId: number, b: Bounds) {
  const blocked = blockedRows(db, orgId, b);
  const brand = brandClause(b.brandIds, "brand_id");
  const reports = count(db, `SELECT count(*) AS n FROM reports WHERE organization_id = ? AND created_at >= ? AND created_at <= ?${brand.sql}`, [
    orgId,
    b.start,
    b.end,
    ...brand.args,
  ]);
  const watchlisted = count(
    db,
    `SELECT count(*) AS n FROM reviews rv JOIN proposals p ON p.id = rv.proposal_id JOIN reports r ON r.id = p.report_id
     WHERE r.organization_id = ? AND rv.watchlisted = 1 AND rv.created_at >= ? AND rv.created_at <= ?${brandClause(b.brandIds, "r.brand_id").sql}`,
    [orgId, b.start, b.end, ...brand.args],
  );
  const filed = count(db, "SELECT count(*) AS n FROM takedowns WHERE organization_id = ? AND created_at >= ? AND created_at <= ?", [orgId, b.start, b.end]);
  const completed = count(
    db,
    "SELECT count(*) AS n FROM takedowns WHERE organization_id = ? AND status = 'COMPLETED' AND status_changed_at >= ? AND status_changed_at <= ?",
    [orgId, b.start, b.end],
  );
  const byType = new Map<string, number>();
  const byDay = new Map<string, number>();
  for (const row of blocked) {
    byType.set(row.type, (byType.get(row.type) ?? 0) + 1);
    byDay.set(row.day, (byDay.get(row.day) ?? 0) + 1);
  }
  const of = (...types: string[]) => types.reduce((sum, t) => sum + (byType.get(t) ?? 0), 0);
  const domain = of("URL", "PAGE");
  const twitter = of("TWITTER");
  const telegram = of("TELEGRAM");
  return {
    metrics: {
      reports,
      newThreats: blocked.length,
      threatsWatchlisted: watchlisted,
      takedownsFiled: filed,
      takedownsCompleted: completed,
      domainThreats: domain,
      twitterThreats: twitter,
      telegramThreats: telegram,
      otherThreats: blocked.length - domain - twitter - telegram,
    },
    blockedByType: [...byType].sort((x, y) => y[1] - x[1] || x[0].localeCompare(y[0])).map(([type, n]) => ({ type, count: n })),
    blockedByDay: [...byDay].sort((x, y) => x[0].localeCompare(y[0])).map(([date, n]) => ({ date, count: n })),
  };
}

type CompletedTakedown = { id: number; type: string | null; minutes: number; month: string; changed: string };

function completedTakedowns(db: Database, orgId: number, start: string, end: string): CompletedTakedown[] {
  const rows = db
    .prepare(
      `SELECT t.id AS id, a.type AS type, t.created_at AS created, t.status_changed_at AS changed FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
       WHERE t.organization_id = ? AND t.status = 'COMPLETED' AND t.status_changed_at >= ? AND t.status_changed_at <= ?`,
    )
    .all(orgId, start, end) as { id: number; type: string | null; created: string; changed: string }[];
  return rows.map((r) => ({
    id: r.id,
    type: r.type,
    minutes: Math.max(1, Math.round((Date.parse(r.changed) - Date.parse(r.created)) / 60_000)),
    month: r.changed.slice(0, 7),
    changed: r.changed,
  }));
}

const point = (period: string, minutes: number[]) => {
  const m = median(minutes);
  const round2 = (v: number) => Math.round(v * 100) / 100;
  return {
    period,
    medianTakedownMinutes: m === null ? null : Math.round(m),
    medianTakedownHours: m === null ? null : round2(m / 60),
    medianTakedownDays: m === null ? null : round2(m / 1440),
    count: minutes.length,
  };
};

/** POST /metrics/takedown-time/trend: `months` calendar months up to the current one. */
export function takedownTimeTrend(db: Database, orgId: number, months: number, now: Date) {
  const periods: string[] = [];
  for (let i = months - 1; i >= 0; i--) {
    const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - i, 1));
    periods.push(d.toISOString().slice(0, 7));
  }
  const rows = completedTakedowns(db, orgId, `${periods[0]}-01T00:00:00.000Z`, now.toISOString());
  const types = [...new Set(rows.map((r) => r.type ?? "UNKNOWN"))].sort();
  return {
    months,
    periods,
    series: types.map((type) => {
      const points = periods.map((period) =>
        point(
          period,
          rows.filter((r) => (r.type ?? "UNKNOWN") === type && r.month === period).map((r) => r.minutes),
        ),
      );
      const filled = points.filter((p) => p.count > 0);
      const latest = filled.at(-1) ?? null;
      const previous = filled.at(-2) ?? null;
      let change = null;
      if (latest && previous && latest.medianTakedownMinutes !== null && previous.medianTakedownMinutes !== null && previous.medianTakedownMinutes > 0) {
        const percentChange = Math.round(((latest.medianTakedownMinutes - previous.medianTakedownMinutes) / previous.medianTakedownMinutes) * 10_000) / 100;
        change = {
          latest,
          previous,
          percentChange,
          direction: percentChange < 0 ? "improved" : percentChange > 0 ? "worsened" : "unchanged",
        };
      }
      return { assetType: type, points, change };
    }),
  };
}

const PROVIDERS = ["Registrar abuse desk", "Hosting provider", "Cloudflare"] as const;

/** The provider a takedown went to (the demo data has none): the platform for social assets, else by id. */
export function providerOf(type: string | null, id: number): string {
  if (type === "TWITTER") return "X";
  if (type === "TELEGRAM") return "Telegram";
  if (type === "DISCORD") return "Discord";
  return PROVIDERS[id % PROVIDERS.length]!;
}

/** POST /metrics/takedown-time/by-provider. */
export function takedownTimeByProvider(db: Database, orgId: number, b: Bounds) {
  const byProvider = new Map<string, number[]>();
  for (const row of completedTakedowns(db, orgId, b.start, b.end)) {
    const name = providerOf(row.type, row.id);
    byProvider.set(name, [...(byProvider.get(name) ?? []), row.minutes]);
  }
  return {
    byProvider: [...byProvider]
      .sort((x, y) => x[0].localeCompare(y[0]))
      .map(([provider, minutes]) => ({ provider, medianTakedownMinutes: Math.round(median(minutes)!), count: minutes.length })),
  };
}

/** POST /metrics/takedown-success-rate: takedowns filed in the bounds, by the asset type. */
export function takedownSuccessRate(db: Database, orgId: number, b: Bounds) {
  const rows = db
    .prepare(
      `SELECT coalesce(a.type, 'UNKNOWN') AS type, count(*) AS submitted,
         sum(t.status = 'COMPLETED') AS completed, sum(t.status = 'CANCELLED') AS cancelled,
         sum(t.status IN ('TODO','IN_PROGRESS','PENDING_INPUT')) AS open
       FROM takedowns t LEFT JOIN assets a ON a.id = t.asset_id
       WHERE t.organization_id = ? AND t.created_at >= ? AND t.created_at <= ? GROUP BY 1 ORDER BY 2 DESC, 1`,
    )
    .all(orgId, b.start, b.end) as { type: string; submitted: number; completed: number; cancelled: number; open: number }[];
  return {
    byAssetType: rows.map((r) => ({
      assetType: r.type,
      submitted: r.submitted,
      completed: r.completed,
      stillOpen: r.open,
      successRate: r.submitted > 0 ? r.completed / r.submitted : 0,
      resolvedSuccessRate: r.completed + r.cancelled > 0 ? r.completed / (r.completed + r.cancelled) : null,
    })),
  };
}

/** The service's surfaces are asset types of their own (DOMAIN, TWITTER_ACCOUNT), not the enum's. */
const SURFACE: Record<string, string> = { URL: "DOMAIN", PAGE: "DOMAIN", TWITTER: "TWITTER_ACCOUNT", TELEGRAM: "TELEGRAM_CHANNEL" };

/** POST /metrics/false-positive-rate: blocked threats by surface; those labelled "False Positive" are the false ones. */
export function falsePositiveRate(db: Database, orgId: number, b: Bounds) {
  const bySurface = new Map<string, { blocked: number; falsePositives: number }>();
  for (const row of blockedRows(db, orgId, b)) {
    const surface = SURFACE[row.type] ?? row.type;
    const entry = bySurface.get(surface) ?? { blocked: 0, falsePositives: 0 };
    entry.blocked += 1;
    if (row.label === "False Positive") entry.falsePositives += 1;
    bySurface.set(surface, entry);
  }
  return {
    byAssetType: [...bySurface]
      .sort((x, y) => y[1].blocked - x[1].blocked || x[0].localeCompare(y[0]))
      .map(([assetType, e]) => ({
        assetType,
        blocked: e.blocked,
        falsePositives: e.falsePositives,
        falsePositiveRate: e.blocked > 0 ? e.falsePositives / e.blocked : 0,
      })),
  };
}

/** POST /metrics/found-by-source: blocked threats whose report the organization filed itself vs the service's. */
export function foundBySource(db: Database, orgId: number, b: Bounds) {
  const rows = blockedRows(db, orgId, b);
  const customer = rows.filter((r) => r.by_customer === 1).length;
  return {
    range: { startDate: b.start, endDate: b.end },
    customer: { blocked: customer },
    chainpatrol: { blocked: rows.length - customer },
    totals: { blocked: rows.length },
  };
}

/** POST /metrics/time-to-detection: minutes from a threat going live to its detection (derived from the report's id). */
export function timeToDetection(db: Database, orgId: number, b: Bounds) {
  const byType = new Map<string, number[]>();
  const all: number[] = [];
  for (const row of blockedRows(db, orgId, b)) {
    const minutes = 5 + ((row.report_id * 37) % 720);
    all.push(minutes);
    byType.set(row.type, [...(byType.get(row.type) ?? []), minutes]);
  }
  return {
    medianDetectionMinutes: median(all),
    count: all.length,
    byAssetType: [...byType]
      .sort((x, y) => x[0].localeCompare(y[0]))
      .map(([assetType, m]) => ({ assetType, medianDetectionMinutes: median(m), count: m.length })),
  };
}

/** Date-only bounds (UTC) → instants: the end day is included whole. */
export function dayBounds(startDate: string, endDate: string): { start: string; end: string } {
  return {
    start: new Date(Date.parse(`${startDate}T00:00:00.000Z`)).toISOString(),
    end: new Date(Date.parse(`${endDate}T00:00:00.000Z`) + DAY_MS - 1).toISOString(),
  };
}
