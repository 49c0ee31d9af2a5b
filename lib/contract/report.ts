import { z } from "zod";
import { isOpaqueId, type OpaqueId } from "./ids";
import { FieldReader, isObject, noteTolerated, readList, withNotSent } from "./tolerated";

/** Values named by the spec, for display (labels, colours). Responses accept any string. */
export const KNOWN_REPORT_STATUSES = ["TODO", "IN_PROGRESS", "CLOSED", "PENDING", "APPROVED", "REJECTED"] as const;
export const KNOWN_IMAGE_DISPLAYS = ["VISIBLE", "BLUR", "HIDDEN"] as const;
export const KNOWN_REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export const KNOWN_ASSET_STATUSES = ["UNKNOWN", "ALLOWED", "BLOCKED"] as const;
export const KNOWN_SCAN_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "FAILED"] as const;
export const KNOWN_REPORTER_ROLES = ["SUPERUSER", "SYSTEM", "CUSTOMER", "SUPPORT", "REVIEWER", "REPORTER", "MANAGER", "READ_ONLY"] as const;
export const KNOWN_REPORT_SOURCES = ["APP", "API", "CANARY_TOKEN", "AUTO_DETECTION", "ASSET_MANAGEMENT"] as const;

import { ASSET_TYPES } from "./asset-types";

type Obj = Record<string, unknown>;
/** A record as read: the service's extra fields kept, and the names of the fields it did not send (or sent unreadable). */
type Read<T> = T & { notSent?: string[] } & { [extra: string]: unknown };

export type Attachment = Read<{ id: OpaqueId; url: string | null }>;
export type Enrichment = Read<{ id: OpaqueId; type: string | null; output?: unknown; status: string | null }>;
export type Scan = Read<{ id: OpaqueId; status: string | null; output?: unknown; createdAt: string | null; enrichments: Enrichment[] }>;
/** An asset as a report's `assets` list and the review answer give it (no scans). */
export type AssetSummary = Read<{ id: OpaqueId; type: string | null; content: string | null; status: string | null }>;
/** The asset a proposal targets (section 2.4). Taken from the report's `assets` it has no scans. */
export type Asset = AssetSummary & { scans: Scan[] };
/**
 * A proposal. `reviewStatus` is the older `status` where only that was sent; `asset` is null when
 * the service sent none and the report's `assets` hold none with its `assetId`: such a proposal
 * cannot be reviewed here (the review needs the asset's id).
 */
export type Proposal = Read<{ id: OpaqueId; reviewStatus: string | null; asset: Asset | null }>;
export type Reporter = Read<{ id: OpaqueId; role: string | null; fullName: string | null; avatarUrl: string | null }>;
export type ExternalReporter = Read<{ id: OpaqueId; displayName: string | null; avatarUrl: string | null; platform: string | null }>;

/**
 * Section 2.1, read field by field (docs/architecture.md, "The boundary tolerates, and counts"):
 * a required field that is missing, null or of another type is null here and named in `notSent`;
 * a time that does not parse likewise. Only the id is needed: a report without one is left out.
 */
export type Report = Read<{
  id: OpaqueId;
  title: string | null;
  description: string | null;
  /** As sent; `imageDisplayOf` says how to show attachments (an unknown or missing value: BLUR). */
  imageDisplay: string | null;
  favoritedAt: string | null;
  status: string | null;
  reportedByCustomer: boolean | null;
  slaDueAt: string | null;
  externalSubmissionLink: string | null;
  duplicateOfId: OpaqueId | null;
  createdAt: string | null;
  updatedAt: string | null;
  attachments: Attachment[];
  proposals: Proposal[];
  assets?: AssetSummary[];
  reporter: Reporter | null;
  externalReporter: ExternalReporter | null;
  source: string | null;
  sourceMetadata?: unknown;
  /** Proposals the service sent in this report without an id, left out of `proposals` (present only when some were). */
  unreadableProposals?: number;
}>;

const idOf = (value: unknown): OpaqueId | null => (isObject(value) && isOpaqueId(value.id) ? value.id : null);

export function readAttachment(value: unknown, at = "reports[].attachments[]"): Attachment | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value as Obj, at);
  return withNotSent(r, { id, url: r.string("url") });
}

function readEnrichment(value: unknown, at: string): Enrichment | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value as Obj, at);
  return withNotSent(r, { id, type: r.string("type"), status: r.string("status") });
}

function readScan(value: unknown, at: string): Scan | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value as Obj, at);
  return withNotSent(r, {
    id,
    status: r.enumValue("status", KNOWN_SCAN_STATUSES),
    createdAt: r.time("createdAt"),
    enrichments: r.list("enrichments", (e) => readEnrichment(e, `${at}.enrichments[]`)),
  });
}

export function readAssetSummary(value: unknown, at: string): AssetSummary | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value as Obj, at);
  return withNotSent(r, {
    id,
    type: r.enumValue("type", ASSET_TYPES),
    content: r.string("content"),
    status: r.enumValue("status", KNOWN_ASSET_STATUSES),
  });
}

function readAsset(value: unknown, at: string): Asset | null {
  const summary = readAssetSummary(value, at);
  if (summary === null) return null;
  const r = new FieldReader(value as Obj, at);
  const scans = r.list("scans", (s) => readScan(s, `${at}.scans[]`));
  const notSentFields = [...(summary.notSent ?? []), ...r.notSent];
  return notSentFields.length > 0 ? { ...summary, scans, notSent: notSentFields } : { ...summary, scans };
}

function readProposal(value: unknown, assets: readonly AssetSummary[]): Proposal | null {
  const id = idOf(value);
  if (id === null) return null;
  const at = "reports[].proposals[]";
  const raw = value as Obj;
  const r = new FieldReader(raw, at);
  let reviewStatus: string | null;
  if (raw.reviewStatus === undefined && typeof raw.status === "string") {
    // The older shape: `status` stands for `reviewStatus`.
    noteTolerated({ kind: "field-missing", path: `${at}.reviewStatus`, value: `status: ${raw.status}` });
    reviewStatus = raw.status;
    if (!(KNOWN_REVIEW_STATUSES as readonly string[]).includes(raw.status.toUpperCase()))
      noteTolerated({ kind: "enum-unknown", path: `${at}.status`, value: raw.status });
  } else {
    reviewStatus = r.enumValue("reviewStatus", KNOWN_REVIEW_STATUSES);
  }
  let asset: Asset | null;
  if (isObject(raw.asset)) {
    asset = readAsset(raw.asset, `${at}.asset`);
    if (asset === null) r.notSent.push("asset");
  } else {
    // No asset: the report's `assets` entry with the proposal's `assetId`, if any (it carries no scans).
    const match = isOpaqueId(raw.assetId) ? assets.find((a) => String(a.id) === String(raw.assetId)) : undefined;
    asset = match ? { ...match, scans: [] } : null;
    noteTolerated({ kind: "field-missing", path: `${at}.asset`, value: raw.asset });
    if (!match) r.notSent.push("asset");
  }
  return withNotSent(r, { id, reviewStatus, asset });
}

function readReporter(value: Obj): Reporter | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value, "reports[].reporter");
  return withNotSent(r, { id, role: r.enumValue("role", KNOWN_REPORTER_ROLES), fullName: r.string("fullName"), avatarUrl: r.string("avatarUrl", true) });
}

function readExternalReporter(value: Obj): ExternalReporter | null {
  const id = idOf(value);
  if (id === null) return null;
  const r = new FieldReader(value, "reports[].externalReporter");
  return withNotSent(r, { id, displayName: r.string("displayName", true), avatarUrl: r.string("avatarUrl", true), platform: r.string("platform") });
}

/** One report of a list answer, or null when it has no id the console can key it by. */
export function readReport(value: unknown): Report | null {
  const id = idOf(value);
  if (id === null) return null;
  const raw = value as Obj;
  const r = new FieldReader(raw, "reports[]");
  const assets = raw.assets === undefined ? undefined : r.list("assets", (a) => readAssetSummary(a, "reports[].assets[]"), false);
  const imageDisplay = r.string("imageDisplay");
  if (imageDisplay !== null && !(KNOWN_IMAGE_DISPLAYS as readonly string[]).includes(imageDisplay.toUpperCase())) {
    noteTolerated({ kind: "enum-unknown", path: "reports[].imageDisplay", value: imageDisplay });
  }
  const report = withNotSent(r, {
    id,
    title: r.string("title"),
    description: r.string("description"),
    imageDisplay,
    favoritedAt: r.time("favoritedAt", true),
    status: r.enumValue("status", KNOWN_REPORT_STATUSES, true),
    reportedByCustomer: r.boolean("reportedByCustomer"),
    slaDueAt: r.time("slaDueAt", true),
    externalSubmissionLink: r.string("externalSubmissionLink", true),
    duplicateOfId: r.id("duplicateOfId", true),
    createdAt: r.time("createdAt"),
    updatedAt: r.time("updatedAt"),
    attachments: r.list("attachments", (a) => readAttachment(a)),
    proposals: r.list("proposals", (p) => readProposal(p, assets ?? [])),
    ...(assets === undefined ? {} : { assets }),
    reporter: r.object("reporter", readReporter, true),
    externalReporter: r.object("externalReporter", readExternalReporter, true),
    source: r.enumValue("source", KNOWN_REPORT_SOURCES, true),
  });
  const droppedProposals = Array.isArray(raw.proposals) ? raw.proposals.length - report.proposals.length : 0;
  return droppedProposals > 0 ? { ...report, unreadableProposals: droppedProposals } : report;
}

/** A record schema built on a reader: the answer is refused only when the reader finds no record at all. */
const recordSchema = <T>(read: (value: unknown) => T | null, message: string) =>
  z.unknown().transform((value, ctx): T => {
    const record = read(value);
    if (record === null) {
      ctx.addIssue({ code: "custom", message, input: value });
      return z.NEVER;
    }
    return record;
  });

export const reportSchema = recordSchema(readReport, "A report needs an id (an integer or a printable string)");
export const proposalSchema = recordSchema((v) => readProposal(v, []), "A proposal needs an id");
export const assetSchema = recordSchema((v) => readAsset(v, "asset"), "An asset needs an id");
export const scanSchema = recordSchema((v) => readScan(v, "scan"), "A scan needs an id");
export const enrichmentSchema = recordSchema((v) => readEnrichment(v, "enrichment"), "An enrichment needs an id");
export const attachmentSchema = recordSchema((v) => readAttachment(v), "An attachment needs an id");
export const reporterSchema = recordSchema((v) => (isObject(v) ? readReporter(v) : null), "A reporter needs an id");
export const externalReporterSchema = recordSchema((v) => (isObject(v) ? readExternalReporter(v) : null), "A reporter needs an id");

/** A page cursor as received: a number or a string; anything else reads as "no further page" and is noted. */
export function readCursor(raw: Obj, keys: readonly string[], at: string): string | null {
  for (const key of keys) {
    const value = raw[key];
    if (value === undefined || value === null) continue;
    if (typeof value === "string" || (typeof value === "number" && Number.isFinite(value))) return String(value);
    noteTolerated({ kind: "field-wrong-type", path: `${at}${key}`, value });
  }
  return null;
}

export type ReportList = {
  reports: Report[];
  /** The opaque cursor of the next page, passed back exactly as received; null on the last page. */
  nextCursor: string | null;
  /** Null when the service did not send it. */
  totalCount: number | null;
  /** Reports of this page left out because they had no id (present only when some were). */
  unreadable?: number;
  /** With `unreadable`: the console's request id of the call, to quote when asking about it. */
  requestId?: string;
};

/**
 * GET /organization/reports. The cursor arrives as `nextCursor` or `cursor`, number or string,
 * absent or null. A report without an id is left out and counted in `unreadable`; only an answer
 * with no `reports` list at all is refused.
 */
export const reportListSchema = z.unknown().transform((value, ctx): ReportList => {
  if (!isObject(value) || !Array.isArray(value.reports)) {
    ctx.addIssue({ code: "custom", message: "The answer has no reports list", path: ["reports"], input: value });
    return z.NEVER;
  }
  const { items, dropped } = readList(value.reports, readReport, "reports[]");
  const nextCursor = readCursor(value, ["nextCursor", "cursor"], "");
  const total = value.totalCount;
  let totalCount: number | null = null;
  if (typeof total === "number" && Number.isSafeInteger(total) && total >= 0) totalCount = total;
  else noteTolerated({ kind: total === undefined || total === null ? "field-missing" : "field-wrong-type", path: "totalCount", value: total });
  return dropped > 0 ? { reports: items, nextCursor, totalCount, unreadable: dropped } : { reports: items, nextCursor, totalCount };
});

export type ReportSearchResult = { reports: Read<{ id: OpaqueId; status: string | null; assets: AssetSummary[] }>[]; unreadable?: number };

function readSearchAsset(value: unknown): AssetSummary | null {
  // The service's search example lists assets as plain strings (their content).
  if (typeof value === "string") return { id: value, type: null, content: value, status: null, notSent: ["id", "type", "status"] };
  return readAssetSummary(value, "reports[].assets[]");
}

/** POST /reports/search: `{ reports: [{ id, status, assets }] }`. */
export const reportSearchResultSchema = z.unknown().transform((value, ctx): ReportSearchResult => {
  if (!isObject(value) || !Array.isArray(value.reports)) {
    ctx.addIssue({ code: "custom", message: "The answer has no reports list", path: ["reports"], input: value });
    return z.NEVER;
  }
  const { items, dropped } = readList(
    value.reports,
    (v) => {
      const id = idOf(v);
      if (id === null) return null;
      const r = new FieldReader(v as Obj, "reports[]");
      return withNotSent(r, { id, status: r.enumValue("status", KNOWN_REPORT_STATUSES, true), assets: r.list("assets", readSearchAsset) });
    },
    "reports[]",
  );
  return dropped > 0 ? { reports: items, unreadable: dropped } : { reports: items };
});

/** A report found by its id, with the organization it belongs to (`GET /api/organization/reports/:id`). */
export type ReportById = { report: Report; organization: string | null };
