import "server-only";
import type { ReportListQuery } from "@/lib/contract/report-list-request";

/** Alternate report statuses map onto the stored ones (see present.ts for the reverse). */
const STATUS_FROM_ALTERNATE: Record<string, string> = { PENDING: "TODO", APPROVED: "IN_PROGRESS", REJECTED: "CLOSED" };

export type SqlFilter = { where: string; params: unknown[] };

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `?` placeholders bound to one JSON array, so one prepared statement serves any list length. */
const inList = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/**
 * The WHERE clause (on alias `r` = reports) for a report-list query. Every filter given
 * applies (AND). Boolean flags documented as "default false" filter only when true.
 */
export function buildReportFilter(query: ReportListQuery, organizationId: number): SqlFilter {
  const clauses = ["r.organization_id = ?"];
  const params: unknown[] = [organizationId];
  const add = (clause: string, ...values: unknown[]) => {
    clauses.push(clause);
    params.push(...values);
  };
  if (query.status) add("r.status = ?", STATUS_FROM_ALTERNATE[query.status] ?? query.status);
  if (query.searchQuery) {
    const like = escapeLike(query.searchQuery);
    add(`(r.title LIKE ? ESCAPE '\\' OR r.description LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM proposals p
      JOIN assets a ON a.id = p.asset_id WHERE p.report_id = r.id AND a.content LIKE ? ESCAPE '\\'))`, like, like, like);
  }
  if (query.reporterQuery) {
    const like = escapeLike(query.reporterQuery);
    add(`(EXISTS (SELECT 1 FROM reporters rp WHERE rp.id = r.reporter_id AND rp.full_name LIKE ? ESCAPE '\\')
      OR EXISTS (SELECT 1 FROM external_reporters er WHERE er.id = r.external_reporter_id AND er.display_name LIKE ? ESCAPE '\\'))`, like, like);
  }
  if (query.reporterKind) add("r.reporter_kind = ?", query.reporterKind);
  if (query.excludeAutomation) add("r.reporter_kind = 'human'");
  const review: string[] = [];
  const reviewParams: unknown[] = [];
  if (query.reviewerKind) {
    review.push("v.reviewer_kind = ?");
    reviewParams.push(query.reviewerKind);
  }
  if (query.reviewedByUserId !== undefined) {
    review.push("v.reviewed_by_user_id = ?");
    reviewParams.push(query.reviewedByUserId);
  }
  if (query.reviewStatuses?.length) {
    review.push(inList("v.decision"));
    reviewParams.push(JSON.stringify(query.reviewStatuses));
  }
  if (review.length > 0) {
    // One review must satisfy all review conditions together.
    add(`EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id = p.id WHERE p.report_id = r.id AND ${review.join(" AND ")})`, ...reviewParams);
  }
  if (query.startDate) add("r.created_at > ?", query.startDate);
  if (query.endDate) add("r.created_at < ?", query.endDate);
  if (query.updatedAtStartDate) add("r.updated_at > ?", query.updatedAtStartDate);
  if (query.updatedAtEndDate) add("r.updated_at < ?", query.updatedAtEndDate);
  if (query.registrars?.length) add(inList("r.registrar"), JSON.stringify(query.registrars));
  if (query.hasMxRecords !== undefined) add("r.has_mx_records = ?", query.hasMxRecords ? 1 : 0);
  if (query.onlyFavorited) add("r.favorited_at IS NOT NULL");
  if (query.reportedByCustomer !== undefined) add("r.reported_by_customer = ?", query.reportedByCustomer ? 1 : 0);
  if (query.needsCustomerReview) {
    add("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'PENDING' AND p.awaiting_organization_id = ?)", organizationId);
  }
  if (query.onlyRejected) add("EXISTS (SELECT 1 FROM proposals p WHERE p.report_id = r.id AND p.review_status = 'REJECTED')");
  if (query.assetTypes?.length) {
    add(`EXISTS (SELECT 1 FROM proposals p JOIN assets a ON a.id = p.asset_id WHERE p.report_id = r.id AND ${inList("a.type")})`, JSON.stringify(query.assetTypes));
  }
  if (query.brandIds?.length) add(inList("r.brand_id"), JSON.stringify(query.brandIds));
  if (query.countryCodes?.length) add(inList("r.country_code"), JSON.stringify(query.countryCodes));
  if (query.sources?.length) add(inList("r.source"), JSON.stringify(query.sources));
  return { where: clauses.join(" AND "), params };
}
