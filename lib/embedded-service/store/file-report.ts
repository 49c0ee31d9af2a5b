import "server-only";
import type { Database } from "better-sqlite3";
import { recognizeAsset } from "@/lib/contract/asset-recognize";
import { brandSlugOf } from "@/lib/contract/brand-slug";
import type { AssetRefusal } from "@/lib/contract/filing";
import { HOUR_MS, toIso } from "../clock";

export type FilingAsset = { content: string; status: "BLOCKED" | "ALLOWED" | "UNKNOWN"; brandSlug?: string };

export type FilingInput = {
  organizationId: number;
  assets: FilingAsset[];
  title?: string;
  description?: string;
  attachmentUrls?: string[];
  externalSubmissionLink?: string;
  /** Every asset must be new (the older published rule); otherwise no-op assets are skipped (the newer guide). */
  allMustBeNew: boolean;
  now: Date;
};

export type FilingOutcome = { ok: true; reportId: number; filed: string[]; skipped: AssetRefusal[] } | { ok: false; message: string; refusals: AssetRefusal[] };

const WORDS: Record<string, [string, string]> = {
  DUPLICATE_ASSETS: [
    "This asset appears multiple times in the same report",
    "Remove duplicate assets from your submission - each asset should only appear once per report",
  ],
  INVALID_FORMAT: [
    "This asset couldn't be processed due to invalid format",
    "Use valid URLs (https://example.com), domains (example.com), or blockchain addresses (eip155:1:0x123...)",
  ],
  REPORT_ALREADY_EXISTS: ["A report for this asset is already being processed", "Find the existing report under Reports and escalate it there if needed"],
  ALREADY_PENDING_REVIEW: ["This asset is already waiting for review in another report", "Wait for the review to finish; it will be decided once for everyone"],
  ASSET_ALREADY_CORRECT: ["This asset already has the status you asked for", "Nothing to do: the asset is already blocked or allowed as requested"],
};

const refusal = (asset: string, errorType: string): AssetRefusal => ({ asset, errorType, message: WORDS[errorType]![0], suggestion: WORDS[errorType]![1] });

type Known = { id: number; status: string; own_pending: number; other_pending: number };

/** Why an existing asset would change nothing, or null when filing it does something. */
function noOpReason(known: Known | undefined, wanted: FilingAsset["status"]): string | null {
  if (!known) return null;
  if (known.own_pending > 0) return "REPORT_ALREADY_EXISTS";
  if (known.other_pending > 0) return "ALREADY_PENDING_REVIEW";
  if (wanted !== "UNKNOWN" && known.status === wanted) return "ASSET_ALREADY_CORRECT";
  return null;
}

/**
 * `POST /report/create` on the service's tables. A duplicate in the batch or an asset of no known
 * form refuses the whole batch; an asset already reported by the organization, waiting for review
 * elsewhere, or already in the asked status is a no-op: skipped, and the batch refused only when
 * every asset is one (or any is, under `allMustBeNew`). A refusal writes nothing.
 */
export function fileReport(db: Database, input: FilingInput): FilingOutcome {
  const seen = new Map<string, number>();
  for (const a of input.assets) seen.set(a.content.trim().toLowerCase(), (seen.get(a.content.trim().toLowerCase()) ?? 0) + 1);
  const duplicates = [...seen].filter(([, n]) => n > 1).map(([content]) => content);
  const invalid = input.assets.filter((a) => recognizeAsset(a.content) === null).map((a) => a.content);
  if (duplicates.length > 0 || invalid.length > 0) {
    const refusals = [...duplicates.map((d) => refusal(d, "DUPLICATE_ASSETS")), ...invalid.map((i) => refusal(i, "INVALID_FORMAT"))];
    const message =
      duplicates.length > 0
        ? `Report creation failed: Duplicate assets found. ${duplicates.length} asset(s) appear multiple times in the same report.`
        : `Report creation failed: ${invalid.length} of ${input.assets.length} assets are invalid. All assets must be valid to create a report.`;
    return { ok: false, message, refusals };
  }
  const lookup = db.prepare(`SELECT a.id, a.status,
      (SELECT COUNT(*) FROM proposals p JOIN reports r ON r.id = p.report_id WHERE p.asset_id = a.id AND p.review_status = 'PENDING' AND r.organization_id = ?) AS own_pending,
      (SELECT COUNT(*) FROM proposals p JOIN reports r ON r.id = p.report_id WHERE p.asset_id = a.id AND p.review_status = 'PENDING' AND r.organization_id <> ?) AS other_pending
    FROM assets a WHERE a.content = ?`);
  const skipped: AssetRefusal[] = [];
  const toFile: { asset: FilingAsset; known?: Known }[] = [];
  for (const asset of input.assets) {
    const known = lookup.get(input.organizationId, input.organizationId, asset.content) as Known | undefined;
    const reason = noOpReason(known, asset.status);
    if (reason) skipped.push(refusal(asset.content, reason));
    else toFile.push({ asset, known });
  }
  if (toFile.length === 0 || (input.allMustBeNew && skipped.length > 0)) {
    const message = `Report creation failed: ${skipped.length} of ${input.assets.length} assets already has a pending report or the requested status.`;
    return { ok: false, message, refusals: skipped };
  }
  const now = input.now.getTime();
  const at = toIso(now);
  const brandId = brandOf(db, input.organizationId, input.assets.find((a) => a.brandSlug)?.brandSlug);
  return db.transaction((): FilingOutcome => {
    const report = db
      .prepare(`INSERT INTO reports (organization_id, title, description, image_display, favorited_at, status, reported_by_customer, sla_due_at,
        external_submission_link, duplicate_of_id, created_at, updated_at, reporter_id, external_reporter_id, source, source_metadata, reporter_kind,
        registrar, has_mx_records, country_code, brand_id) VALUES (?,?,?,'VISIBLE',NULL,'TODO',1,?,?,NULL,?,?,NULL,NULL,'api',NULL,'human',NULL,NULL,NULL,?)`)
      .run(
        input.organizationId,
        input.title ?? `Report of ${toFile.length} asset${toFile.length === 1 ? "" : "s"}`,
        input.description ?? "",
        toIso(now + 48 * HOUR_MS),
        input.externalSubmissionLink ?? null,
        at,
        at,
        brandId,
      );
    const reportId = Number(report.lastInsertRowid);
    const insertAsset = db.prepare(
      "INSERT INTO assets (content, type, status, owner_organization_id, group_id, is_dead, dead_since) VALUES (?,?,'UNKNOWN',NULL,NULL,0,NULL)",
    );
    const proposal = db.prepare(
      "INSERT INTO proposals (report_id, asset_id, review_status, created_at, awaiting_organization_id) VALUES (?,?,'PENDING',?,NULL)",
    );
    for (const { asset, known } of toFile) {
      const assetId = known?.id ?? Number(insertAsset.run(asset.content, recognizeAsset(asset.content)!.type).lastInsertRowid);
      proposal.run(reportId, assetId, at);
    }
    const attachment = db.prepare("INSERT INTO attachments (report_id, url) VALUES (?,?)");
    for (const url of input.attachmentUrls ?? []) attachment.run(reportId, url);
    return { ok: true, reportId, filed: toFile.map((f) => f.asset.content), skipped };
  })();
}

/** The organization's brand a slug names (its name in lower case, words joined by hyphens), or null. */
function brandOf(db: Database, organizationId: number, slug: string | undefined): number | null {
  if (!slug) return null;
  const brands = db.prepare("SELECT id, name FROM brands WHERE organization_id = ?").all(organizationId) as { id: number; name: string }[];
  return brands.find((b) => brandSlugOf(b.name) === slug)?.id ?? null;
}
