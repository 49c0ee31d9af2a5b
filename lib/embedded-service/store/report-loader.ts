import "server-only";
import type { Database } from "better-sqlite3";
import { cachedStatement } from "./statement-cache";
import { VersionedCache } from "./versioned-cache";

export type ReportRow = {
  id: number; organization_id: number; title: string; description: string; image_display: string;
  favorited_at: string | null; status: string | null; reported_by_customer: number; sla_due_at: string | null;
  external_submission_link: string | null; duplicate_of_id: number | null; created_at: string; updated_at: string;
  reporter_id: number | null; external_reporter_id: number | null; source: string | null; source_metadata: string | null;
};
type ProposalRow = { id: number; report_id: number; asset_id: number; review_status: string };
export type AssetRow = { id: number; content: string; type: string; status: string };
type ScanRow = { id: number; asset_id: number; status: string; output: string | null; created_at: string };
type EnrichmentRow = { id: number; scan_id: number; type: string; output: string | null; status: string };
type ReporterRow = { id: number; role: string; full_name: string; avatar_url: string | null };
type ExternalRow = { id: number; display_name: string | null; avatar_url: string | null; platform: string };

/** Everything a page of reports needs, loaded with one `IN (json_each(?))` query per child table. */
export type ReportBundle = {
  report: ReportRow;
  proposals: { proposal: ProposalRow; asset: AssetRow; scans: { scan: ScanRow; enrichments: EnrichmentRow[] }[] }[];
  attachments: { id: number; url: string }[];
  reporter: ReporterRow | null;
  externalReporter: ExternalRow | null;
};

const IN = "IN (SELECT value FROM json_each(?))";

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/**
 * Bundles of recently listed reports, per report id, while the data is unchanged: a console
 * asks for the same pages again and again. Returned objects are shared: read them, never change them.
 */
const bundles = new VersionedCache<ReportBundle>({ entries: 1_000, weight: 1_000 });

/** Drops the cached bundles of `db` (profiling; the data version makes it unnecessary otherwise). */
export function clearReportBundles(db: Database): void {
  bundles.clear(db);
}

/** Each report with its children, in the given order (cached bundles first, one batch load for the rest). */
export function loadReportBundles(db: Database, reports: ReportRow[]): ReportBundle[] {
  const cached = bundles.at(db);
  const missing = reports.filter((r) => !cached.has(String(r.id)));
  const loaded = new Map(loadFresh(db, missing).map((b) => [b.report.id, b]));
  // A bundle seen as cached above may have been evicted since by the new ones: load it alone then.
  return reports.map((report) => cached.get(String(report.id), () => loaded.get(report.id) ?? loadFresh(db, [report])[0]!));
}

function loadFresh(db: Database, reports: ReportRow[]): ReportBundle[] {
  if (reports.length === 0) return [];
  const ids = JSON.stringify(reports.map((r) => r.id));
  const proposals = cachedStatement(db, `SELECT id, report_id, asset_id, review_status FROM proposals WHERE report_id ${IN} ORDER BY id`).all(ids) as ProposalRow[];
  const assetIds = JSON.stringify([...new Set(proposals.map((p) => p.asset_id))]);
  const assets = new Map(
    (cachedStatement(db, `SELECT id, content, type, status FROM assets WHERE id ${IN}`).all(assetIds) as AssetRow[]).map((a) => [a.id, a]),
  );
  const scans = cachedStatement(db, `SELECT id, asset_id, status, output, created_at FROM scans WHERE asset_id ${IN} ORDER BY id`).all(assetIds) as ScanRow[];
  const enrichments = groupBy(
    cachedStatement(db, `SELECT id, scan_id, type, output, status FROM enrichments WHERE scan_id ${IN} ORDER BY id`).all(JSON.stringify(scans.map((s) => s.id))) as EnrichmentRow[],
    (e) => e.scan_id,
  );
  const scansByAsset = groupBy(scans, (s) => s.asset_id);
  const proposalsByReport = groupBy(proposals, (p) => p.report_id);
  const attachments = groupBy(
    cachedStatement(db, `SELECT id, report_id, url FROM attachments WHERE report_id ${IN} ORDER BY id`).all(ids) as { id: number; report_id: number; url: string }[],
    (a) => a.report_id,
  );
  const reporters = new Map(
    (cachedStatement(db, `SELECT id, role, full_name, avatar_url FROM reporters WHERE id ${IN}`).all(
      JSON.stringify(reports.map((r) => r.reporter_id).filter((v) => v !== null)),
    ) as ReporterRow[]).map((r) => [r.id, r]),
  );
  const externals = new Map(
    (cachedStatement(db, `SELECT id, display_name, avatar_url, platform FROM external_reporters WHERE id ${IN}`).all(
      JSON.stringify(reports.map((r) => r.external_reporter_id).filter((v) => v !== null)),
    ) as ExternalRow[]).map((r) => [r.id, r]),
  );
  return reports.map((report) => ({
    report,
    proposals: (proposalsByReport.get(report.id) ?? []).map((proposal) => ({
      proposal,
      asset: assets.get(proposal.asset_id)!,
      scans: (scansByAsset.get(proposal.asset_id) ?? []).map((scan) => ({ scan, enrichments: enrichments.get(scan.id) ?? [] })),
    })),
    attachments: (attachments.get(report.id) ?? []).map(({ id, url }) => ({ id, url })),
    reporter: report.reporter_id === null ? null : (reporters.get(report.reporter_id) ?? null),
    externalReporter: report.external_reporter_id === null ? null : (externals.get(report.external_reporter_id) ?? null),
  }));
}
