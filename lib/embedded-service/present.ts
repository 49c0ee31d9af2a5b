import "server-only";
import { formatId, type Variant } from "./context";
import type { AssetRow, ReportBundle } from "./store/report-loader";

/** Stored report status → the alternate (and sparse) dialect's overall status. */
const ALTERNATE_STATUS: Record<string, string> = { TODO: "PENDING", IN_PROGRESS: "APPROVED", CLOSED: "REJECTED" };

export function presentReportStatus(variant: Variant, status: string | null): string | null {
  if (status === null || variant === "standard") return status;
  return ALTERNATE_STATUS[status] ?? status;
}

function parseJson(text: string | null): unknown {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function presentAsset(variant: Variant, asset: AssetRow) {
  return { id: formatId(variant, asset.id), content: asset.content, type: asset.type, status: asset.status };
}

/** A report in the shape of interface-v2 section 2.1 (plus `assets`), in the variant's dialect. */
export function presentReport(variant: Variant, bundle: ReportBundle) {
  const { report } = bundle;
  const seen = new Set<number>();
  const assets = [];
  for (const { asset } of bundle.proposals) {
    if (seen.has(asset.id)) continue;
    seen.add(asset.id);
    assets.push(presentAsset(variant, asset));
  }
  return {
    id: formatId(variant, report.id),
    title: report.title,
    description: report.description,
    imageDisplay: report.image_display,
    favoritedAt: report.favorited_at,
    status: presentReportStatus(variant, report.status),
    reportedByCustomer: report.reported_by_customer === 1,
    slaDueAt: report.sla_due_at,
    externalSubmissionLink: report.external_submission_link,
    duplicateOfId: formatId(variant, report.duplicate_of_id),
    createdAt: report.created_at,
    updatedAt: report.updated_at,
    attachments: bundle.attachments.map((a) => ({ id: formatId(variant, a.id), url: a.url })),
    proposals: bundle.proposals.map(({ proposal, asset, scans }) => ({
      id: formatId(variant, proposal.id),
      reviewStatus: proposal.review_status,
      asset: {
        ...presentAsset(variant, asset),
        scans: scans.map(({ scan, enrichments }) => ({
          id: formatId(variant, scan.id),
          status: scan.status,
          output: parseJson(scan.output),
          createdAt: scan.created_at,
          enrichments: enrichments.map((e) => ({ id: formatId(variant, e.id), type: e.type, output: parseJson(e.output), status: e.status })),
        })),
      },
    })),
    assets,
    reporter: bundle.reporter && {
      id: formatId(variant, bundle.reporter.id),
      role: bundle.reporter.role,
      fullName: bundle.reporter.full_name,
      avatarUrl: bundle.reporter.avatar_url,
    },
    externalReporter: bundle.externalReporter && {
      id: formatId(variant, bundle.externalReporter.id),
      displayName: bundle.externalReporter.display_name,
      avatarUrl: bundle.externalReporter.avatar_url,
      platform: bundle.externalReporter.platform,
    },
    source: report.source,
    sourceMetadata: parseJson(report.source_metadata),
  };
}
