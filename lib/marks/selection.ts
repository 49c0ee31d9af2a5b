import "server-only";
import type { Kysely } from "kysely";
import { safeParse } from "zod/mini";
import { badRequest } from "@/lib/bff/errors";
import type { ReportList } from "@/lib/contract/report";
import { FILTER_KEYS } from "@/lib/contract/report-filters";
import { searchParamsToRecord } from "@/lib/contract/report-list-request";
import type { Database } from "@/lib/db/schema";
import { plural } from "@/lib/format/duration";
import { type ReportExportQuery, reportExportQuerySchema } from "@/lib/reports/export-reports";
import { type ListReportsQuery, REPORT_LIST_LIMIT_MAX } from "@/lib/upstream/reports";
import { MAX_BULK_ITEMS } from "./schemas";

export type ReportLister = (query: ListReportsQuery) => Promise<ReportList>;

/** The items a bulk action is on, with each report's updatedAt where known (a snooze until it changes). */
export type ResolvedSelection = { ids: string[]; versions: Map<string, string> };

/** The report-list filters of a page's address text; anything else in it (the open report, fold) is left out. */
export function filterQueryOf(filter: string): ReportExportQuery {
  const params = new URLSearchParams(filter);
  for (const key of [...params.keys()]) if (!(FILTER_KEYS as string[]).includes(key)) params.delete(key);
  const parsed = safeParse(reportExportQuerySchema, searchParamsToRecord(params));
  if (!parsed.success) throw badRequest("The selection's filter is not one the reports page takes");
  return parsed.data as ReportExportQuery;
}

/**
 * Every report matching a filter, walked page by page from the service (not only the rows a
 * browser has loaded), each page handed to `onPage` (the report index). Refused in words before
 * the walk when the service's total says there are more than MAX_BULK_ITEMS, and during it when
 * the pages hold more (a service that sends no total). A cursor seen twice stops the walk.
 */
export async function reportsMatching(list: ReportLister, query: ReportExportQuery, onPage: (page: ReportList) => Promise<void>): Promise<ResolvedSelection> {
  const ids: string[] = [];
  const have = new Set<string>();
  const versions = new Map<string, string>();
  const seen = new Set<string>();
  let cursor: string | null = null;
  for (let first = true; first || cursor !== null; first = false) {
    const page = await list({ ...query, limit: REPORT_LIST_LIMIT_MAX, ...(cursor === null ? {} : { cursor }) });
    if (first && page.totalCount !== null && page.totalCount > MAX_BULK_ITEMS) throw tooMany(page.totalCount);
    await onPage(page);
    for (const report of page.reports) {
      const id = String(report.id);
      if (have.has(id)) continue;
      have.add(id);
      ids.push(id);
      if (report.updatedAt) versions.set(id, report.updatedAt);
    }
    if (ids.length > MAX_BULK_ITEMS) throw tooMany(ids.length);
    if (page.nextCursor !== null && seen.has(page.nextCursor)) break;
    if (page.nextCursor !== null) seen.add(page.nextCursor);
    cursor = page.nextCursor;
  }
  return { ids, versions };
}

function tooMany(count: number): Error {
  return badRequest(`${plural(count, "report")} match this filter; a bulk action takes at most ${MAX_BULK_ITEMS}: narrow the filter first`);
}

/** Explicit ids with each report's updatedAt from the report index, where it has them. */
export async function indexedVersions(db: Kysely<Database>, ids: readonly string[]): Promise<ResolvedSelection> {
  const versions = new Map<string, string>();
  for (let i = 0; i < ids.length; i += 200) {
    const rows = await db
      .selectFrom("report_index")
      .select(["id", "updated_at"])
      .where("id", "in", ids.slice(i, i + 200))
      .execute();
    for (const row of rows) versions.set(String(row.id), row.updated_at);
  }
  return { ids: [...ids], versions };
}
