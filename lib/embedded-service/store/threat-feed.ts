import "server-only";
import type { Database } from "better-sqlite3";
import type { z } from "zod";
import type { threatListQuerySchema, watchlistQuerySchema } from "@/lib/contract/threat-request";
import { type AssetFacts, type Lifecycle, lifecycleAt, watchAt } from "../threat-lifecycle";

type ThreatQuery = z.output<typeof threatListQuerySchema>;
type WatchQuery = z.output<typeof watchlistQuerySchema>;

export type ThreatRow = Omit<AssetFacts, "takedown"> & Lifecycle & { content: string; type: string; brands: { slug: string; name: string }[] };

const CHUNK = 2000;

/**
 * Every asset the organization's reports name, by asset id, with what the lifecycle needs: first
 * report, first approval and escalation by this organization's reviews, its newest takedown row.
 * CROSS JOIN keeps SQLite walking the assets by id from the cursor: left to choose, it starts
 * from every report of the organization (reports_org_created) and sorts, a whole scan per page
 * (2 s a page at 250,000 assets, hours for a backfill of 1,000,000; bench/threat-backfill.bench.ts).
 */
export const FEED_ASSETS_SQL = `
  SELECT a.id, a.content, a.type, a.status, a.dead_since AS deadSince,
    MIN(r.created_at) AS firstReportedAt,
    MIN(CASE WHEN rv.decision = 'APPROVE' THEN rv.created_at END) AS approvedAt,
    MIN(CASE WHEN rv.decision = 'ESCALATE' THEN rv.created_at
             WHEN p.awaiting_organization_id = r.organization_id THEN p.created_at END) AS escalatedAt,
    GROUP_CONCAT(DISTINCT r.brand_id) AS brandIds
  FROM assets a
  CROSS JOIN proposals p ON p.asset_id = a.id
  CROSS JOIN reports r ON r.id = p.report_id
  LEFT JOIN reviews rv ON rv.proposal_id = p.id
  WHERE r.organization_id = @org AND a.id > @after AND (@type IS NULL OR a.type = @type)
  GROUP BY a.id ORDER BY a.id LIMIT @limit`;

type AssetQueryRow = Omit<AssetFacts, "takedown"> & { content: string; type: string; brandIds: string | null };

function brandsOf(db: Database, organizationId: number): Map<number, { slug: string; name: string }> {
  const rows = db.prepare("SELECT id, name FROM brands WHERE organization_id = ?").all(organizationId) as { id: number; name: string }[];
  return new Map(rows.map((b) => [b.id, { name: b.name, slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, "-") }]));
}

function takedownsOf(db: Database, organizationId: number, ids: number[]): Map<number, AssetFacts["takedown"]> {
  const rows = db
    .prepare(`SELECT asset_id, status, created_at, status_changed_at FROM takedowns
      WHERE organization_id = ? AND asset_id IN (SELECT value FROM json_each(?)) ORDER BY created_at`)
    .all(organizationId, JSON.stringify(ids)) as { asset_id: number; status: string; created_at: string; status_changed_at: string }[];
  // The newest takedown of an asset is its takedown.
  return new Map(rows.map((t) => [t.asset_id, { status: t.status, createdAt: t.created_at, changedAt: t.status_changed_at }]));
}

/**
 * One page of the threats feed at `now`: assets by id after the cursor, those changed at or after
 * `updatedSince` only. Reads the assets in chunks until the page is full, so a narrow
 * `updatedSince` costs a walk of the organization's assets (the demo holds thousands).
 */
export function listThreats(db: Database, organizationId: number, query: ThreatQuery, now: number): { rows: ThreatRow[]; nextPage: string | null } {
  const brands = brandsOf(db, organizationId);
  const statement = db.prepare(FEED_ASSETS_SQL);
  const since = query.updatedSince ? Date.parse(query.updatedSince) : null;
  const rows: ThreatRow[] = [];
  let after = query.next_page ? Number(query.next_page) : 0;
  let more = true;
  while (rows.length <= query.per_page && more) {
    const chunk = statement.all({ org: organizationId, after, type: query.assetType ?? null, limit: CHUNK }) as AssetQueryRow[];
    more = chunk.length === CHUNK;
    const takedowns = takedownsOf(
      db,
      organizationId,
      chunk.map((a) => a.id),
    );
    for (const asset of chunk) {
      after = asset.id;
      const facts: AssetFacts = { ...asset, takedown: takedowns.get(asset.id) ?? null };
      const life = lifecycleAt(facts, now);
      // A step still to come is not yet in the feed: the first report is in the past for every asset shown.
      if (Date.parse(asset.firstReportedAt) > now) continue;
      if (since !== null && Date.parse(life.updatedAt) < since) continue;
      const named = (asset.brandIds ?? "")
        .split(",")
        .filter(Boolean)
        .map((id) => brands.get(Number(id)))
        .filter((b) => b !== undefined);
      rows.push({ ...facts, ...life, content: asset.content, type: asset.type, brands: named });
      if (rows.length > query.per_page) break;
    }
  }
  const page = rows.slice(0, query.per_page);
  const nextPage = rows.length > query.per_page ? String(page.at(-1)!.id) : null;
  return { rows: page, nextPage };
}

export type WatchRow = {
  id: number;
  content: string;
  type: string;
  status: string;
  watchlistedAt: string;
  reason: string | null;
  firstReportedAt: string;
} & ReturnType<typeof watchAt>;

const WATCHED = `
  SELECT a.id, a.content, a.type, a.status, MIN(rv.created_at) AS watchlistedAt,
    (SELECT rv2.watchlist_reason FROM reviews rv2 JOIN proposals p2 ON p2.id = rv2.proposal_id
      WHERE p2.asset_id = a.id AND rv2.watchlisted = 1 AND rv2.organization_id = @org ORDER BY rv2.created_at LIMIT 1) AS reason,
    (SELECT MIN(r2.created_at) FROM proposals p2 JOIN reports r2 ON r2.id = p2.report_id WHERE p2.asset_id = a.id AND r2.organization_id = @org) AS firstReportedAt
  FROM reviews rv
  JOIN proposals p ON p.id = rv.proposal_id
  JOIN assets a ON a.id = p.asset_id
  WHERE rv.watchlisted = 1 AND rv.organization_id = @org AND rv.created_at <= @now
  GROUP BY a.id`;

/** The watchlist at `now`: assets a review of the organization watchlisted, by id, filtered as the docs say. */
export function listWatchlist(
  db: Database,
  organizationId: number,
  query: WatchQuery,
  now: number,
): { rows: WatchRow[]; nextPage: string | null; total: number } {
  const where: string[] = [];
  const params: Record<string, unknown> = { org: organizationId, now: new Date(now).toISOString() };
  if (query.assetType) {
    where.push("type = @type");
    params.type = query.assetType;
  }
  if (query.query) {
    where.push("lower(content) LIKE @query ESCAPE '\\'");
    params.query = `%${query.query.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  }
  if (query.reportedSince) {
    where.push("firstReportedAt >= @since");
    params.since = new Date(query.reportedSince).toISOString();
  }
  if (query.reportedUntil) {
    where.push("firstReportedAt <= @until");
    params.until = new Date(query.reportedUntil).toISOString();
  }
  const filtered = `SELECT * FROM (${WATCHED}) ${where.length ? `WHERE ${where.join(" AND ")}` : ""}`;
  const total = query.includeTotal ? (db.prepare(`SELECT COUNT(*) AS n FROM (${filtered})`).get(params) as { n: number }).n : 0;
  params.after = query.next_page ? Number(query.next_page) : 0;
  params.limit = query.per_page + 1;
  const found = db.prepare(`SELECT * FROM (${filtered}) WHERE id > @after ORDER BY id LIMIT @limit`).all(params) as Omit<
    WatchRow,
    keyof ReturnType<typeof watchAt>
  >[];
  const rows = found.slice(0, query.per_page).map((row) => ({ ...row, ...watchAt(row, now) }));
  return { rows, nextPage: found.length > query.per_page ? String(rows.at(-1)!.id) : null, total };
}
