import "server-only";
import type { Database } from "better-sqlite3";
import type { ReportListQuery } from "@/lib/contract/report-list-request";
import { type CursorPosition, decodeCursor } from "./report-cursor";
import { buildReportFilter } from "./report-filters";
import type { ReportRow } from "./report-loader";
import { cachedStatement } from "./statement-cache";

export type ReportPage = { rows: ReportRow[]; next: CursorPosition | null; totalCount: number };

/**
 * One page of an organization's reports, newest first (created_at DESC, id DESC), by keyset:
 * the row-value comparison `(created_at, id) < (?, ?)` seeks the (organization_id, created_at, id) index.
 */
export function listReports(db: Database, organizationId: number, query: ReportListQuery): ReportPage {
  const filter = buildReportFilter(query, organizationId);
  const after = query.cursor ? decodeCursor(db, query.cursor, organizationId) : null;
  const seek = after ? " AND (r.created_at, r.id) < (?, ?)" : "";
  const rows = cachedStatement(
    db,
    `SELECT r.* FROM reports r INDEXED BY reports_org_created WHERE ${filter.where}${seek}
     ORDER BY r.created_at DESC, r.id DESC LIMIT ?`,
  ).all(...filter.params, ...(after ? [after.createdAt, after.id] : []), query.limit + 1) as ReportRow[];
  const totalCount = (
    cachedStatement(db, `SELECT COUNT(*) AS n FROM reports r WHERE ${filter.where}`).get(...filter.params) as { n: number }
  ).n;
  const hasMore = rows.length > query.limit;
  const page = hasMore ? rows.slice(0, query.limit) : rows;
  const last = page[page.length - 1];
  return { rows: page, next: hasMore && last ? { createdAt: last.created_at, id: last.id } : null, totalCount };
}
