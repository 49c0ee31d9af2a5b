import "server-only";
import type { Database } from "better-sqlite3";
import { ASSET_TYPES } from "@/lib/contract/asset-types";

/**
 * What the report list adds to the agreed schema so that a filter's full match list is one scan
 * of one index (see report-filters.ts):
 *
 * - Per-report summary columns of its proposals and reviews, kept exact by triggers on every
 *   write to proposals, reviews, assets.type and reports.organization_id:
 *   `list_flags` (LIST_FLAG bits) and `list_asset_types_lo` / `_hi` (bit i = ASSET_TYPES[i] for
 *   i < 62, bit i − 62 of `_hi` for the rest: 92 types do not fit one 63-bit integer).
 * - Trigram full-text indexes over report title/description and asset content (external
 *   content FTS5 tables, synced by triggers), used only to narrow a searchQuery's candidates;
 *   the exact LIKE conditions still decide.
 *
 * Bulk writers (the seed) drop the triggers, write, then call rebuildListSupport.
 */
export const LIST_FLAG = {
  rejectedProposal: 1,
  pendingForOrganization: 2,
  humanReview: 4,
  automationReview: 8,
  decision: { APPROVE: 16, REJECT: 32, SKIP: 64, ESCALATE: 128 },
} as const;

export const LIST_COLUMNS = ["list_flags", "list_asset_types_lo", "list_asset_types_hi"] as const;
const TYPE_BITS_PER_COLUMN = 62;
if (ASSET_TYPES.length > 2 * TYPE_BITS_PER_COLUMN) throw new Error("report-list-support: more asset types than type mask bits");

/** The two type masks matching any of `types` (for `(lo & ?) != 0 OR (hi & ?) != 0`). */
export function assetTypeMasks(types: readonly string[]): { lo: bigint; hi: bigint } {
  let lo = 0n;
  let hi = 0n;
  for (const type of types) {
    const index = (ASSET_TYPES as readonly string[]).indexOf(type);
    if (index < 0) continue;
    if (index < TYPE_BITS_PER_COLUMN) lo |= 1n << BigInt(index);
    else hi |= 1n << BigInt(index - TYPE_BITS_PER_COLUMN);
  }
  return { lo, hi };
}

function typeBitCase(column: "lo" | "hi"): string {
  const branches = ASSET_TYPES.map((type, index) => {
    const bit = column === "lo" ? index : index - TYPE_BITS_PER_COLUMN;
    return bit >= 0 && bit < TYPE_BITS_PER_COLUMN ? `WHEN '${type}' THEN ${1n << BigInt(bit)}` : "";
  }).filter(Boolean);
  return `CASE a.type ${branches.join(" ")} ELSE 0 END`;
}

const D = LIST_FLAG.decision;
/** SET clause recomputing the summary columns of the report row being updated (alias-free: `reports`). */
const RECOMPUTE_SET = `
  list_flags = (SELECT COALESCE(SUM(DISTINCT bit), 0) FROM (
    SELECT CASE WHEN p.review_status = 'REJECTED' THEN ${LIST_FLAG.rejectedProposal}
      WHEN p.review_status = 'PENDING' AND p.awaiting_organization_id = reports.organization_id THEN ${LIST_FLAG.pendingForOrganization}
      ELSE 0 END AS bit
    FROM proposals p WHERE p.report_id = reports.id
    UNION ALL
    SELECT CASE v.reviewer_kind WHEN 'human' THEN ${LIST_FLAG.humanReview} WHEN 'automation' THEN ${LIST_FLAG.automationReview} ELSE 0 END
    FROM proposals p JOIN reviews v ON v.proposal_id = p.id WHERE p.report_id = reports.id
    UNION ALL
    SELECT CASE v.decision WHEN 'APPROVE' THEN ${D.APPROVE} WHEN 'REJECT' THEN ${D.REJECT} WHEN 'SKIP' THEN ${D.SKIP}
      WHEN 'ESCALATE' THEN ${D.ESCALATE} ELSE 0 END
    FROM proposals p JOIN reviews v ON v.proposal_id = p.id WHERE p.report_id = reports.id)),
  list_asset_types_lo = (SELECT COALESCE(SUM(DISTINCT ${typeBitCase("lo")}), 0)
    FROM proposals p JOIN assets a ON a.id = p.asset_id WHERE p.report_id = reports.id),
  list_asset_types_hi = (SELECT COALESCE(SUM(DISTINCT ${typeBitCase("hi")}), 0)
    FROM proposals p JOIN assets a ON a.id = p.asset_id WHERE p.report_id = reports.id)`;

const recompute = (reportIds: string) => `UPDATE reports SET ${RECOMPUTE_SET} WHERE id IN (${reportIds});`;
const reportOfReview = (proposalId: string) => `SELECT report_id FROM proposals WHERE id = ${proposalId}`;

const TRIGGERS: Record<string, string> = {
  list_proposal_insert: `AFTER INSERT ON proposals BEGIN ${recompute("NEW.report_id")} END`,
  list_proposal_update: `AFTER UPDATE OF report_id, asset_id, review_status, awaiting_organization_id ON proposals
    BEGIN ${recompute("NEW.report_id, OLD.report_id")} END`,
  list_proposal_delete: `AFTER DELETE ON proposals BEGIN ${recompute("OLD.report_id")} END`,
  list_review_insert: `AFTER INSERT ON reviews BEGIN ${recompute(reportOfReview("NEW.proposal_id"))} END`,
  list_review_update: `AFTER UPDATE OF proposal_id, reviewer_kind, decision ON reviews
    BEGIN ${recompute(`${reportOfReview("NEW.proposal_id")} UNION ${reportOfReview("OLD.proposal_id")}`)} END`,
  list_review_delete: `AFTER DELETE ON reviews BEGIN ${recompute(reportOfReview("OLD.proposal_id"))} END`,
  list_asset_type_update: `AFTER UPDATE OF type ON assets BEGIN ${recompute("SELECT report_id FROM proposals WHERE asset_id = NEW.id")} END`,
  list_report_insert: `AFTER INSERT ON reports BEGIN ${recompute("NEW.id")} END`,
  list_report_org_update: `AFTER UPDATE OF organization_id ON reports BEGIN ${recompute("NEW.id")} END`,
  report_search_insert: `AFTER INSERT ON reports BEGIN
    INSERT INTO report_search (rowid, title, description) VALUES (NEW.id, NEW.title, NEW.description); END`,
  report_search_delete: `AFTER DELETE ON reports BEGIN
    INSERT INTO report_search (report_search, rowid, title, description) VALUES ('delete', OLD.id, OLD.title, OLD.description); END`,
  report_search_update: `AFTER UPDATE OF title, description ON reports BEGIN
    INSERT INTO report_search (report_search, rowid, title, description) VALUES ('delete', OLD.id, OLD.title, OLD.description);
    INSERT INTO report_search (rowid, title, description) VALUES (NEW.id, NEW.title, NEW.description); END`,
  asset_search_insert: `AFTER INSERT ON assets BEGIN INSERT INTO asset_search (rowid, content) VALUES (NEW.id, NEW.content); END`,
  asset_search_delete: `AFTER DELETE ON assets BEGIN
    INSERT INTO asset_search (asset_search, rowid, content) VALUES ('delete', OLD.id, OLD.content); END`,
  asset_search_update: `AFTER UPDATE OF content ON assets BEGIN
    INSERT INTO asset_search (asset_search, rowid, content) VALUES ('delete', OLD.id, OLD.content);
    INSERT INTO asset_search (rowid, content) VALUES (NEW.id, NEW.content); END`,
};

const DDL = `
CREATE INDEX IF NOT EXISTS reports_list_scan ON reports (organization_id, created_at DESC, id DESC, status, reporter_kind,
  reported_by_customer, favorited_at, registrar, has_mx_records, brand_id, country_code, source, updated_at, reporter_id,
  external_reporter_id, list_flags, list_asset_types_lo, list_asset_types_hi);
CREATE INDEX IF NOT EXISTS reviews_reviewer ON reviews (reviewed_by_user_id, proposal_id);
CREATE VIRTUAL TABLE IF NOT EXISTS report_search USING fts5 (title, description, content = 'reports', content_rowid = 'id', tokenize = 'trigram');
CREATE VIRTUAL TABLE IF NOT EXISTS asset_search USING fts5 (content, content = 'assets', content_rowid = 'id', tokenize = 'trigram');
`;

/** (Re)creates the triggers, so a database always runs this version's definitions. */
export function createListTriggers(db: Database): void {
  dropListTriggers(db);
  for (const [name, body] of Object.entries(TRIGGERS)) db.exec(`CREATE TRIGGER ${name} ${body}`);
}

export function dropListTriggers(db: Database): void {
  for (const name of Object.keys(TRIGGERS)) db.exec(`DROP TRIGGER IF EXISTS ${name}`);
}

/**
 * Runs a bulk write (seed, clear) in one transaction without the per-row triggers, then
 * recomputes the list support once: far cheaper than a trigger per inserted proposal.
 */
export function bulkWrite(db: Database, write: () => void): void {
  db.transaction(() => {
    dropListTriggers(db);
    write();
    rebuildListSupport(db);
    createListTriggers(db);
  })();
}

/** Recomputes every report's summary columns and both search indexes from the tables. */
export function rebuildListSupport(db: Database): void {
  db.exec(`UPDATE reports SET ${RECOMPUTE_SET}`);
  db.exec("INSERT INTO report_search (report_search) VALUES ('rebuild')");
  db.exec("INSERT INTO asset_search (asset_search) VALUES ('rebuild')");
}

/**
 * Adds the list support to a database whose tables exist. A database created before it (no
 * summary columns yet) gets the columns and a full rebuild; otherwise this is a no-op.
 */
export function ensureListSupport(db: Database): void {
  const columns = new Set((db.prepare("SELECT name FROM pragma_table_info('reports')").all() as { name: string }[]).map((c) => c.name));
  const missing = LIST_COLUMNS.filter((c) => !columns.has(c));
  const hadSearch = db.prepare("SELECT 1 FROM sqlite_schema WHERE name = 'asset_search'").get() !== undefined;
  db.transaction(() => {
    for (const column of missing) db.exec(`ALTER TABLE reports ADD COLUMN ${column} INTEGER NOT NULL DEFAULT 0`);
    db.exec(DDL);
    if (missing.length > 0 || !hadSearch) rebuildListSupport(db);
    createListTriggers(db);
  })();
}
