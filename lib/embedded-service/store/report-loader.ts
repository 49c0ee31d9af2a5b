import "server-only";
import type { Database } from "better-sqlite3";
import { cachedStatement } from "@/lib/sqlite-statements";
import { VersionedCache } from "./versioned-cache";

export type ReportRow = {
  id: number;
  organization_id: number;
  title: string;
  description: string;
  image_display: string;
  favorited_at: string | null;
  status: string | null;
  reported_by_customer: number;
  sla_due_at: string | null;
  external_submission_link: string | null;
  duplicate_of_id: number | null;
  created_at: string;
  updated_at: string;
  reporter_id: number | null;
  external_reporter_id: number | null;
  source: string | null;
  source_metadata: string | null;
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

/** Rows of `sql` (one JSON-array parameter) as arrays, mapped to objects: cheaper than better-sqlite3's row objects. */
function rows<T>(db: Database, sql: string, ids: unknown[], map: (row: any[]) => T): T[] {
  if (ids.length === 0) return [];
  return (cachedStatement(db, sql).raw(true).all(JSON.stringify(ids)) as any[][]).map(map);
}

function loadFresh(db: Database, reports: ReportRow[]): ReportBundle[] {
  if (reports.length === 0) return [];
  const ids = reports.map((r) => r.id);
  const proposals = rows(
    db,
    `SELECT id, report_id, asset_id, review_status FROM proposals WHERE report_id ${IN} ORDER BY id`,
    ids,
    (r): ProposalRow => ({ id: r[0], report_id: r[1], asset_id: r[2], review_status: r[3] }),
  );
  const assetIds = [...new Set(proposals.map((p) => p.asset_id))];
  const assets = new Map(
    rows(
      db,
      `SELECT id, content, type, status FROM assets WHERE id ${IN}`,
      assetIds,
      (r): AssetRow => ({ id: r[0], content: r[1], type: r[2], status: r[3] }),
    ).map((a) => [a.id, a]),
  );
  const scans = rows(
    db,
    `SELECT id, asset_id, status, output, created_at FROM scans WHERE asset_id ${IN} ORDER BY id`,
    assetIds,
    (r): ScanRow => ({ id: r[0], asset_id: r[1], status: r[2], output: r[3], created_at: r[4] }),
  );
  const enrichments = groupBy(
    rows(
      db,
      `SELECT id, scan_id, type, output, status FROM enrichments WHERE scan_id ${IN} ORDER BY id`,
      scans.map((sc) => sc.id),
      (r): EnrichmentRow => ({ id: r[0], scan_id: r[1], type: r[2], output: r[3], status: r[4] }),
    ),
    (e) => e.scan_id,
  );
  const scansByAsset = groupBy(scans, (sc) => sc.asset_id);
  const proposalsByReport = groupBy(proposals, (p) => p.report_id);
  const attachments = groupBy(
    rows(db, `SELECT id, report_id, url FROM attachments WHERE report_id ${IN} ORDER BY id`, ids, (r) => ({
      id: r[0] as number,
      report_id: r[1] as number,
      url: r[2] as string,
    })),
    (a) => a.report_id,
  );
  const reporters = new Map(
    rows(
      db,
      `SELECT id, role, full_name, avatar_url FROM reporters WHERE id ${IN}`,
      reports.map((r) => r.reporter_id).filter((v) => v !== null),
      (r): ReporterRow => ({ id: r[0], role: r[1], full_name: r[2], avatar_url: r[3] }),
    ).map((r) => [r.id, r]),
  );
  const externals = new Map(
    rows(
      db,
      `SELECT id, display_name, avatar_url, platform FROM external_reporters WHERE id ${IN}`,
      reports.map((r) => r.external_reporter_id).filter((v) => v !== null),
      (r): ExternalRow => ({ id: r[0], display_name: r[1], avatar_url: r[2], platform: r[3] }),
    ).map((r) => [r.id, r]),
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
