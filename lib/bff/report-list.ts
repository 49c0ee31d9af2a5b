import "server-only";
import { withImagePaths } from "@/lib/attachments/signed-path";
import type { ReportList } from "@/lib/contract/report";
import { feedReportIndex } from "@/lib/report-index/feed";
import type { UpstreamClient } from "@/lib/upstream/client";
import { type ListReportsQuery, listReports } from "@/lib/upstream/reports";
import { afterAnswer } from "./after-answer";

/**
 * One page of the v2 list, as it comes (each attachment given its signed proxy address); once the
 * answer is out, the page teaches the report index where its reports are.
 */
export async function listReportsIndexed(upstream: UpstreamClient, query: ListReportsQuery): Promise<ReportList> {
  const page = await listReports(upstream, query);
  await afterAnswer(() => feedReportIndex(query.slug, page));
  return { ...page, reports: page.reports.map((report) => withImagePaths(report)) };
}
