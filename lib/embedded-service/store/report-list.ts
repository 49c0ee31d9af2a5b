import "server-only";
import type { Database } from "better-sqlite3";
import type { ReportListQuery } from "@/lib/contract/report-list-request";
import { cachedStatement } from "@/lib/sqlite-statements";
import { type CursorPosition, decodeCursor } from "./report-cursor";
import { buildReportFilter, type SqlFilter } from "./report-filters";
import type { ReportRow } from "./report-loader";
import { matchingReports } from "./report-result-cache";

export type ReportPage = { rows: ReportRow[]; next: CursorPosition | null; totalCount: number };

/** List order: newest first, ties by id (both descending), as the list index stores them. */
const ORDER = "ORDER BY r.created_at DESC, r.id DESC";

/** True when (createdAt, id) comes after `position` in list order, i.e. is strictly smaller. */
function isAfter(createdAt: string, id: number, position: CursorPosition): boolean {
  return createdAt < position.createdAt || (createdAt === position.createdAt && id < position.id);
}

/** Index in `ids` of the first report after the cursor position (binary search; ids are in list order). */
function startIndex(db: Database, ids: ArrayLike<number>, after: CursorPosition | null): number {
  if (!after) return 0;
  const createdAt = cachedStatement(db, "SELECT created_at FROM reports WHERE id = ?").pluck();
  let lo = 0;
  let hi = ids.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (isAfter(createdAt.get(ids[mid]) as string, ids[mid]!, after)) hi = mid;
    else lo = mid + 1;
  }
  return lo;
}

/** The report columns a page needs (not the list's summary columns). */
export const REPORT_COLUMNS = `r.id, r.organization_id, r.title, r.description, r.image_display, r.favorited_at, r.status,
  r.reported_by_customer, r.sla_due_at, r.external_submission_link, r.duplicate_of_id, r.created_at, r.updated_at, r.reporter_id,
  r.external_reporter_id, r.source, r.source_metadata`;

function loadRows(db: Database, ids: ArrayLike<number>): ReportRow[] {
  const byId = cachedStatement(db, `SELECT ${REPORT_COLUMNS} FROM reports r WHERE r.id = ?`);
  return Array.from(ids, (id) => byId.get(id) as ReportRow);
}

/**
 * The cache key of a query's match list: the organization and every filter, normalized (paging
 * and slug left out; array filters sorted, since their order does not change the matches).
 */
function matchKey(organizationId: number, query: ReportListQuery): string {
  const { limit: _limit, cursor: _cursor, slug: _slug, ...filters } = query;
  const normalized = Object.entries(filters)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, Array.isArray(value) ? [...value].map(String).sort() : value]);
  return JSON.stringify([organizationId, ...normalized.sort(([a], [b]) => (String(a) < String(b) ? -1 : 1))]);
}

/** Fallback for a match list too long to cache: the keyset page query on the list index. */
function keysetPage(db: Database, filter: SqlFilter, after: CursorPosition | null, limit: number): ReportRow[] {
  const seek = after ? " AND (r.created_at, r.id) < (?, ?)" : "";
  return cachedStatement(db, `SELECT ${REPORT_COLUMNS} FROM reports r INDEXED BY reports_org_created WHERE ${filter.where}${seek} ${ORDER} LIMIT ?`).all(
    ...filter.params,
    ...(after ? [after.createdAt, after.id] : []),
    limit + 1,
  ) as ReportRow[];
}

/**
 * One page of an organization's reports in list order. The filter's full match list (ids only)
 * is computed once and kept while the data is unchanged (report-result-cache.ts): totalCount is
 * its length and a page is a slice after the cursor's position, so paging and repeating a query
 * cost a few primary-key reads instead of re-running the filter over every report.
 */
export function listReports(db: Database, organizationId: number, query: ReportListQuery): ReportPage {
  const after = query.cursor ? decodeCursor(db, query.cursor, organizationId) : null;
  const matches = matchingReports(db, matchKey(organizationId, query), () => {
    const filter = buildReportFilter(db, query, organizationId);
    return cachedStatement(db, `SELECT r.id FROM reports r INDEXED BY reports_list_scan WHERE ${filter.where} ${ORDER}`)
      .pluck()
      .all(...filter.params) as number[];
  });
  let rows: ReportRow[];
  if (matches.ids) {
    const start = startIndex(db, matches.ids, after);
    rows = loadRows(db, matches.ids.subarray(start, start + query.limit + 1));
  } else {
    rows = keysetPage(db, buildReportFilter(db, query, organizationId), after, query.limit);
  }
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return { rows: page, next: hasMore && last ? { createdAt: last.created_at, id: last.id } : null, totalCount: matches.count };
}
