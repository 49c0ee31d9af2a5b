import "server-only";
import { type ReportList, type ReportSearchResult, reportListSchema, reportSearchResultSchema } from "@/lib/contract/report";
import type { ReportListQuery } from "@/lib/contract/report-list-request";
import type { ReportSearchBody } from "@/lib/contract/report-search-request";
import type { CallOptions } from "./call-options";
import type { UpstreamClient } from "./client";

/** The parsed v2 query; `limit` defaults to 20 and is always sent within 1–20 (the service's machine-readable description allows no more). */
export type ListReportsQuery = Omit<ReportListQuery, "limit"> & { limit?: number };

export const REPORT_LIST_LIMIT_MAX = 20;

/** GET /organization/reports. The cursor is passed back exactly as received; arrays follow the client's array format. */
export async function listReports(client: UpstreamClient, query: ListReportsQuery, opts: CallOptions = {}): Promise<ReportList> {
  const limit = Math.min(Math.max(Math.trunc(query.limit ?? REPORT_LIST_LIMIT_MAX), 1), REPORT_LIST_LIMIT_MAX);
  const { data } = await client.request({
    method: "GET",
    path: ["organization", "reports"],
    query: { ...query, limit },
    idempotent: true,
    schema: reportListSchema,
    ...opts,
  });
  return data;
}

/** POST /reports/search: a read, so retried like one. */
export async function searchReports(client: UpstreamClient, body: ReportSearchBody, opts: CallOptions = {}): Promise<ReportSearchResult> {
  const { data } = await client.request({
    method: "POST",
    path: ["reports", "search"],
    body,
    idempotent: true,
    schema: reportSearchResultSchema,
    ...opts,
  });
  return data;
}
