import "server-only";
import type { Hono } from "hono";
import { type ReportListQuery, reportListBodySchema, reportListQuerySchema, searchParamsToRecord } from "@/lib/contract/report-list-request";
import { reportSearchBodySchema } from "@/lib/contract/report-search-request";
import { readJsonBody, resolveOrganization, type ServiceContext, type ServiceEnv, validate } from "../context";
import { presentAsset, presentReport, presentReportStatus } from "../present";
import { decodeSparseCursor, encodeSparseCursor, presentSparseReport, sparseProposalWithoutId, sparseRecordWithoutId, sparseReportId } from "../sparse";
import { encodeCursor } from "../store/report-cursor";
import { listReports } from "../store/report-list";
import { type AssetRow, loadReportBundles } from "../store/report-loader";

/** Announced sunset of the deprecated list operation (RFC 8594). */
const SUNSET = "Tue, 01 Jun 2027 00:00:00 GMT";

function reportListResponse(c: ServiceContext, query: ReportListQuery) {
  const { db, variant } = c.get("deps");
  const org = resolveOrganization(c, query.slug);
  if (variant === "sparse") return sparseReportList(c, org.id, query);
  const page = listReports(db, org.id, query);
  const reports = loadReportBundles(db, page.rows).map((bundle) => presentReport(variant, bundle));
  if (variant === "alternate") {
    return { reports, cursor: page.next ? encodeCursor(page.next) : null, totalCount: page.totalCount };
  }
  // Standard dialect: the cursor is a number, the id of the page's last report (the service looks up its position).
  return { reports, nextCursor: page.next ? page.next.id : null, totalCount: page.totalCount };
}

/**
 * The sparse dialect's page: the docs' shapes, `cursor` (only its own opaque form is read back),
 * no `totalCount`, and on the first page of the unfiltered list one record without an id.
 */
function sparseReportList(c: ServiceContext, organizationId: number, query: ReportListQuery) {
  const { db } = c.get("deps");
  const after = query.cursor === undefined ? undefined : encodeCursor(decodeSparseCursor(query.cursor));
  const page = listReports(db, organizationId, { ...query, cursor: after });
  const reports = loadReportBundles(db, page.rows).map(presentSparseReport);
  const { limit: _limit, slug: _slug, cursor, ...filters } = query;
  const unfiltered = Object.values(filters).every((v) => v === undefined);
  if (cursor === undefined && unfiltered && page.rows.length > 0) reports.push(sparseRecordWithoutId(page.rows[page.rows.length - 1]!.created_at));
  // The first page of the review queue's list carries a proposal without an id, for triage to leave out and count.
  const reviewQueueOnly = filters.needsCustomerReview === true && Object.entries(filters).every(([k, v]) => k === "needsCustomerReview" || v === undefined);
  if (cursor === undefined && reviewQueueOnly && reports.length > 0) {
    const first = reports[0]!;
    reports[0] = { ...first, proposals: [...(first.proposals as unknown[]), sparseProposalWithoutId(String(first.createdAt))] };
  }
  return { reports, cursor: page.next ? encodeSparseCursor(page.next) : null };
}

export function registerReportRoutes(app: Hono<ServiceEnv>): void {
  app.get("/organization/reports", (c) => {
    const query = validate(reportListQuerySchema, searchParamsToRecord(new URL(c.req.url).searchParams));
    return c.json(reportListResponse(c, query));
  });

  app.post("/public/getOrganizationReports", async (c) => {
    const query = validate(reportListBodySchema, await readJsonBody(c));
    c.header("Deprecation", "true");
    c.header("Sunset", SUNSET);
    c.header("Link", '</api/v2/organization/reports>; rel="successor-version"');
    return c.json(reportListResponse(c, query));
  });

  app.post("/reports/search", async (c) => {
    const body = validate(reportSearchBodySchema, await readJsonBody(c));
    const { db, variant } = c.get("deps");
    const org = resolveOrganization(c, body.slug);
    const reports = db
      .prepare(`SELECT DISTINCT r.id, r.status FROM reports r JOIN proposals p ON p.report_id = r.id JOIN assets a ON a.id = p.asset_id
        WHERE r.organization_id = ? AND a.content IN (SELECT value FROM json_each(?)) ORDER BY r.created_at DESC, r.id DESC LIMIT 200`)
      .all(org.id, JSON.stringify(body.assetContents)) as { id: number; status: string | null }[];
    const assets = db
      .prepare(`SELECT p.report_id, a.id, a.content, a.type, a.status FROM proposals p JOIN assets a ON a.id = p.asset_id
        WHERE p.report_id IN (SELECT value FROM json_each(?)) ORDER BY p.id`)
      .all(JSON.stringify(reports.map((r) => r.id))) as (AssetRow & { report_id: number })[];
    return c.json({
      reports: reports.map((r) => {
        const own = assets.filter((a) => a.report_id === r.id);
        const unique = own.filter((a, i) => own.findIndex((b) => b.id === a.id) === i);
        const id = variant === "sparse" ? sparseReportId(r.id) : variant === "alternate" ? String(r.id) : r.id;
        // The sparse dialect answers as the service's published example does: each asset as its content.
        const shown = variant === "sparse" ? unique.map((a) => a.content) : unique.map((a) => presentAsset(variant, a));
        return { id, status: presentReportStatus(variant, r.status), assets: shown };
      }),
    });
  });
}
