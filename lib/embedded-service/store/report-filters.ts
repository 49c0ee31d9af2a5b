import "server-only";
import type { Database } from "better-sqlite3";
import type { FilterKey } from "@/lib/contract/report-filters";
import type { ReportListQuery } from "@/lib/contract/report-list-request";
import { cachedStatement } from "@/lib/sqlite-statements";
import { assetTypeMasks, LIST_FLAG } from "./report-list-support";

/** Alternate report statuses map onto the stored ones (see present.ts for the reverse). */
const STATUS_FROM_ALTERNATE: Record<string, string> = { PENDING: "TODO", APPROVED: "IN_PROGRESS", REJECTED: "CLOSED" };

/** Above this many full-text candidates a search scans the reports instead (the candidates would not narrow it). */
export const SEARCH_CANDIDATE_LIMIT = 20_000;

export type SqlFilter = { where: string; params: unknown[] };

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
}

/** `?` placeholders bound to one JSON array, so one prepared statement serves any list length. */
const inList = (column: string) => `${column} IN (SELECT value FROM json_each(?))`;

/** The text as one FTS5 phrase (trigram tokens), or null when shorter than a trigram. */
function trigramPhrase(text: string): string | null {
  return [...text].length >= 3 ? `"${text.replaceAll('"', '""')}"` : null;
}

/** True when the trigram indexes hold few enough candidates for `phrase` to be worth narrowing by. */
function searchNarrows(db: Database, phrase: string): boolean {
  const probe = cachedStatement(
    db,
    `SELECT (SELECT COUNT(*) FROM (SELECT 1 FROM report_search WHERE report_search MATCH @phrase LIMIT @limit))
      + (SELECT COUNT(*) FROM (SELECT 1 FROM asset_search WHERE asset_search MATCH @phrase LIMIT @limit)) AS n`,
  );
  return (probe.get({ phrase, limit: SEARCH_CANDIDATE_LIMIT + 1 }) as { n: number }).n <= SEARCH_CANDIDATE_LIMIT;
}

const reviewExists = (conditions: string[]) =>
  `EXISTS (SELECT 1 FROM proposals p JOIN reviews v ON v.proposal_id = p.id WHERE p.report_id = r.id AND ${conditions.join(" AND ")})`;

type Add = (clause: string, ...values: unknown[]) => void;
/** A filter's condition, given its parsed (defined) value; it may add nothing (a "default false" flag that is false). */
type Clause<V> = (value: V, add: Add, db: Database) => void;
/** reviewerKind, reviewedByUserId and reviewStatuses are one condition together (addReviewConditions). */
const REVIEW = "review";
type Clauses = { [K in FilterKey]-?: Clause<NonNullable<ReportListQuery[K]>> | typeof REVIEW };

/**
 * One condition per declared filter (lib/contract/report-filters.ts): the compiler asks for a new
 * filter's clause here. Applied in this order. Boolean flags documented as "default false" filter
 * only when true.
 */
const CLAUSES = {
  status: (status, add) => add("r.status = ?", STATUS_FROM_ALTERNATE[status] ?? status),
  searchQuery: (text, add, db) => {
    const phrase = trigramPhrase(text);
    if (phrase && searchNarrows(db, phrase)) {
      add(
        `r.id IN (SELECT rowid FROM report_search WHERE report_search MATCH ?
        UNION SELECT p.report_id FROM asset_search s JOIN proposals p ON p.asset_id = s.rowid WHERE asset_search MATCH ?)`,
        phrase,
        phrase,
      );
    }
    const like = escapeLike(text);
    add(
      `(r.title LIKE ? ESCAPE '\\' OR r.description LIKE ? ESCAPE '\\' OR EXISTS (SELECT 1 FROM proposals p
      JOIN assets a ON a.id = p.asset_id WHERE p.report_id = r.id AND a.content LIKE ? ESCAPE '\\'))`,
      like,
      like,
      like,
    );
  },
  reporterQuery: (text, add) => {
    const like = escapeLike(text);
    add(
      `(r.reporter_id IN (SELECT id FROM reporters WHERE full_name LIKE ? ESCAPE '\\')
      OR r.external_reporter_id IN (SELECT id FROM external_reporters WHERE display_name LIKE ? ESCAPE '\\'))`,
      like,
      like,
    );
  },
  reporterKind: (kind, add) => add("r.reporter_kind = ?", kind),
  excludeAutomation: (on, add) => on && add("r.reporter_kind = 'human'"),
  reviewerKind: REVIEW,
  reviewedByUserId: REVIEW,
  reviewStatuses: REVIEW,
  startDate: (date, add) => add("r.created_at > ?", date),
  endDate: (date, add) => add("r.created_at < ?", date),
  updatedAtStartDate: (date, add) => add("r.updated_at > ?", date),
  updatedAtEndDate: (date, add) => add("r.updated_at < ?", date),
  registrars: (list, add) => list.length > 0 && add(inList("r.registrar"), JSON.stringify(list)),
  hasMxRecords: (has, add) => add("r.has_mx_records = ?", has ? 1 : 0),
  onlyFavorited: (on, add) => on && add("r.favorited_at IS NOT NULL"),
  reportedByCustomer: (by, add) => add("r.reported_by_customer = ?", by ? 1 : 0),
  // The pending-for-organization flag is about the report's own organization, which is organizationId here.
  needsCustomerReview: (on, add) => on && add(`(r.list_flags & ${LIST_FLAG.pendingForOrganization}) != 0`),
  onlyRejected: (on, add) => on && add(`(r.list_flags & ${LIST_FLAG.rejectedProposal}) != 0`),
  assetTypes: (types, add) => {
    if (types.length === 0) return;
    const masks = assetTypeMasks(types);
    add("((r.list_asset_types_lo & ?) != 0 OR (r.list_asset_types_hi & ?) != 0)", masks.lo, masks.hi);
  },
  brandIds: (ids, add) => ids.length > 0 && add(inList("r.brand_id"), JSON.stringify(ids)),
  countryCodes: (codes, add) => codes.length > 0 && add(inList("r.country_code"), JSON.stringify(codes)),
  sources: (sources, add) => sources.length > 0 && add(inList("r.source"), JSON.stringify(sources)),
} satisfies Clauses;

/**
 * The WHERE clause (on alias `r` = reports) for a report-list query. Every filter given
 * applies (AND).
 *
 * Conditions on a report's proposals and reviews read its summary columns (list_flags, the
 * asset-type masks: report-list-support.ts) where those are exact; a search first narrows to
 * the trigram indexes' candidates, then the LIKE conditions decide, so results are exactly
 * those of the plain conditions (reports.test.ts checks each filter against plain SQL).
 */
export function buildReportFilter(db: Database, query: ReportListQuery, organizationId: number): SqlFilter {
  const clauses = ["r.organization_id = ?"];
  const params: unknown[] = [organizationId];
  const add: Add = (clause, ...values) => {
    clauses.push(clause);
    params.push(...values);
  };
  let reviewDone = false;
  for (const [key, clause] of Object.entries(CLAUSES) as [FilterKey, Clauses[FilterKey]][]) {
    const value = query[key];
    if (value === undefined) continue;
    if (clause === REVIEW) {
      if (!reviewDone) addReviewConditions(query, add);
      reviewDone = true;
    } else {
      (clause as Clause<typeof value>)(value, add, db);
    }
  }
  return { where: clauses.join(" AND "), params };
}

/**
 * reviewerKind, reviewedByUserId and reviewStatuses must all hold for one review together.
 * Alone, reviewerKind and reviewStatuses are exactly a flag test; reviewedByUserId alone is a
 * lookup by reviewer. Combined, the flags only narrow and the review itself is checked.
 */
function addReviewConditions(query: ReportListQuery, add: Add): void {
  let flags = 0;
  if (query.reviewerKind) flags |= query.reviewerKind === "human" ? LIST_FLAG.humanReview : LIST_FLAG.automationReview;
  const decisions = query.reviewStatuses ?? [];
  const decisionFlags = decisions.reduce((bits, d) => bits | LIST_FLAG.decision[d], 0);
  const conditions = [query.reviewerKind, query.reviewedByUserId, decisions.length > 0 ? decisions : undefined].filter((c) => c !== undefined);
  if (conditions.length === 0) return;
  if (query.reviewerKind) add(`(r.list_flags & ${flags}) != 0`);
  if (decisionFlags) add(`(r.list_flags & ${decisionFlags}) != 0`);
  if (conditions.length === 1) {
    if (query.reviewedByUserId !== undefined) {
      add("r.id IN (SELECT p.report_id FROM reviews v JOIN proposals p ON p.id = v.proposal_id WHERE v.reviewed_by_user_id = ?)", query.reviewedByUserId);
    }
    return;
  }
  const exact: string[] = [];
  const values: unknown[] = [];
  if (query.reviewerKind) {
    exact.push("v.reviewer_kind = ?");
    values.push(query.reviewerKind);
  }
  if (query.reviewedByUserId !== undefined) {
    exact.push("v.reviewed_by_user_id = ?");
    values.push(query.reviewedByUserId);
  }
  if (decisions.length > 0) {
    exact.push(inList("v.decision"));
    values.push(JSON.stringify(decisions));
  }
  add(reviewExists(exact), ...values);
}
