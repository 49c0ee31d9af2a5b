import "server-only";
import { withImagePaths } from "@/lib/attachments/signed-path";
import { ApiError } from "./errors";
import type { Report } from "@/lib/contract/report";
import { getDb } from "@/lib/db";
import type { UpstreamClient } from "@/lib/upstream/client";
import { listReports } from "@/lib/upstream/reports";
import { organizationKey } from "@/lib/report-index/index-store";
import { findReportById } from "@/lib/report-index/lookup";

/** What GET /api/organization/reports/:reportId answers. */
export type ReportById = { report: Report; organization: string | null };

/** Error codes of a report the console cannot show; the /reports panel words each one. */
export const REPORT_INDEXING = "REPORT_INDEXING";
export const REPORT_NOT_FOUND = "REPORT_NOT_FOUND";

/** The route's call: a report by id, or a 404 saying whether the index is still being built. */
export async function getReportById(upstream: UpstreamClient, id: string, slug: string | undefined): Promise<ReportById> {
  const db = await getDb();
  const result = await findReportById({ db, list: (query) => listReports(upstream, query), now: () => new Date() }, id, organizationKey(slug));
  if (result.kind === "found") return { report: withImagePaths(result.report), organization: result.organization === "" ? null : result.organization };
  if (result.kind === "indexing") {
    throw new ApiError(404, REPORT_INDEXING, `Still indexing, ${result.percent} %: the console has not reached report #${id} among the organization's reports yet.`);
  }
  throw new ApiError(404, REPORT_NOT_FOUND, `The organization has no report #${id}.`);
}
