import "server-only";
import type { ReportList } from "@/lib/contract/report";
import { feedReportIndex } from "@/lib/report-index/feed";
import type { UpstreamClient } from "@/lib/upstream/client";
import { type ListReportsQuery, listReports } from "@/lib/upstream/reports";

/** One page of the v2 list, as it comes; on the way through it teaches the report index where its reports are. */
export async function listReportsIndexed(upstream: UpstreamClient, query: ListReportsQuery): Promise<ReportList> {
  const page = await listReports(upstream, query);
  await feedReportIndex(query.slug, page);
  return page;
}
