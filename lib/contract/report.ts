import { z } from "zod";
import { responseIdSchema, timestampSchema } from "./response-id";

/** Values named by the spec, for display (labels, colours). Responses accept any string. */
export const KNOWN_REPORT_STATUSES = ["TODO", "IN_PROGRESS", "CLOSED", "PENDING", "APPROVED", "REJECTED"] as const;
export const KNOWN_IMAGE_DISPLAYS = ["VISIBLE", "BLUR", "HIDDEN"] as const;
export const KNOWN_REVIEW_STATUSES = ["PENDING", "APPROVED", "REJECTED"] as const;
export const KNOWN_ASSET_STATUSES = ["UNKNOWN", "ALLOWED", "BLOCKED"] as const;
export const KNOWN_SCAN_STATUSES = ["PENDING", "IN_PROGRESS", "COMPLETED", "FAILED"] as const;
export const KNOWN_REPORTER_ROLES = [
  "SUPERUSER", "SYSTEM", "CUSTOMER", "SUPPORT", "REVIEWER", "REPORTER", "MANAGER", "READ_ONLY",
] as const;
export const KNOWN_REPORT_SOURCES = ["APP", "API", "CANARY_TOKEN", "AUTO_DETECTION", "ASSET_MANAGEMENT"] as const;
export { ASSET_TYPES as KNOWN_ASSET_TYPES } from "./asset-types";

export const attachmentSchema = z.looseObject({
  id: responseIdSchema,
  url: z.string(),
});

export const enrichmentSchema = z.looseObject({
  id: responseIdSchema,
  type: z.string(),
  output: z.unknown().optional(),
  status: z.string(),
});

export const scanSchema = z.looseObject({
  id: responseIdSchema,
  status: z.string(),
  output: z.unknown().optional(),
  createdAt: timestampSchema,
  enrichments: z.array(enrichmentSchema),
});

/** An asset as a report's `assets` list and the review answer give it (no scans). */
export const assetSummarySchema = z.looseObject({
  id: responseIdSchema,
  type: z.string(),
  content: z.string(),
  status: z.string(),
});

/** The asset a proposal targets (section 2.4): scans are required there. */
export const assetSchema = assetSummarySchema.extend({
  scans: z.array(scanSchema),
});

export const proposalSchema = z.looseObject({
  id: responseIdSchema,
  reviewStatus: z.string(),
  asset: assetSchema,
});

export const reporterSchema = z.looseObject({
  id: responseIdSchema,
  role: z.string(),
  fullName: z.string(),
  avatarUrl: z.string().nullable(),
});

export const externalReporterSchema = z.looseObject({
  id: responseIdSchema,
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  platform: z.string(),
});

/** Section 2.1. Every field the machine-readable description requires is required here. */
export const reportSchema = z.looseObject({
  id: responseIdSchema,
  title: z.string(),
  description: z.string(),
  imageDisplay: z.string(),
  favoritedAt: timestampSchema.nullable(),
  status: z.string().nullable(),
  reportedByCustomer: z.boolean(),
  slaDueAt: timestampSchema.nullable(),
  externalSubmissionLink: z.string().nullable(),
  duplicateOfId: responseIdSchema.nullable(),
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
  attachments: z.array(attachmentSchema),
  proposals: z.array(proposalSchema),
  assets: z.array(assetSummarySchema).optional(),
  reporter: reporterSchema.nullable(),
  externalReporter: externalReporterSchema.nullable(),
  source: z.string().nullable(),
  sourceMetadata: z.unknown().optional(),
});

const cursorValueSchema = z.union([z.string(), z.number()]).nullish();

/**
 * GET /organization/reports. The cursor arrives as `nextCursor` or `cursor`, number or string,
 * absent or null; it is normalized to an opaque string (or null when there are no more pages).
 */
export const reportListSchema = z
  .looseObject({
    reports: z.array(reportSchema),
    nextCursor: cursorValueSchema,
    cursor: cursorValueSchema,
    totalCount: z.number().int().nonnegative(),
  })
  .transform((raw) => {
    const cursor = raw.nextCursor ?? raw.cursor ?? null;
    return {
      reports: raw.reports,
      nextCursor: cursor === null ? null : String(cursor),
      totalCount: raw.totalCount,
    };
  });

/** POST /reports/search: `{ reports: [{ id, status, assets }] }`. */
export const reportSearchResultSchema = z.looseObject({
  reports: z.array(
    z.looseObject({
      id: responseIdSchema,
      status: z.string().nullable(),
      assets: z.array(assetSummarySchema),
    }),
  ),
});

export type Attachment = z.output<typeof attachmentSchema>;
export type Enrichment = z.output<typeof enrichmentSchema>;
export type Scan = z.output<typeof scanSchema>;
export type AssetSummary = z.output<typeof assetSummarySchema>;
export type Asset = z.output<typeof assetSchema>;
export type Proposal = z.output<typeof proposalSchema>;
export type Reporter = z.output<typeof reporterSchema>;
export type ExternalReporter = z.output<typeof externalReporterSchema>;
export type Report = z.output<typeof reportSchema>;
export type ReportList = z.output<typeof reportListSchema>;
export type ReportSearchResult = z.output<typeof reportSearchResultSchema>;
