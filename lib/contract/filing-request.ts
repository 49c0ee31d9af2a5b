import { z } from "zod";

/**
 * Bodies of the filing operations as the service documents them (docs/filing.md). Strict: a key
 * no page documents is refused. Every documented form is accepted: assets as objects or (the
 * superseded form) plain strings, the organization as `organizationSlug`, `discordGuildId` or
 * `telegramGroupId`, and the fields only the machine description shows.
 */

const content = z.string({ error: "content is required" }).min(1, "content must not be empty").max(2048, "content is at most 2048 characters");
const short = z.string().max(2048);

export const FILING_ASSET_STATUSES = ["BLOCKED", "ALLOWED", "UNKNOWN"] as const;

const assetObject = z.strictObject({
  content,
  status: z.enum(FILING_ASSET_STATUSES).optional(),
  brandSlug: z.string().min(1).max(100).optional(),
  reporterConfidence: z.string().max(40).optional(),
  enrichments: z
    .array(z.looseObject({ type: z.string().max(100), source: z.string().max(200).optional(), output: z.unknown().optional() }))
    .max(20)
    .optional(),
  screenshot: z.strictObject({ url: short, takenBy: z.string().max(200).optional() }).optional(),
});

/** Assets in one report: the service names no limit; this console's own calls send at most FILING_BATCH_ASSETS. */
export const REPORT_CREATE_MAX_ASSETS = 1000;

export const reportCreateBodySchema = z.strictObject({
  assets: z
    .array(z.union([content, assetObject]), { error: "assets is required" })
    .min(1, "assets must list at least one asset")
    .max(REPORT_CREATE_MAX_ASSETS),
  organizationSlug: z.string().min(1).max(100).optional(),
  discordGuildId: z.string().min(1).max(100).optional(),
  telegramGroupId: z.string().min(1).max(100).optional(),
  title: z.string().min(3, "title must be at least 3 characters").max(500).optional(),
  description: z.string().max(20_000).optional(),
  contactInfo: z.string().max(500).optional(),
  attachmentUrls: z.array(short).max(50).optional(),
  externalSubmissionLink: short.optional(),
  userAgent: z.string().max(1000).optional(),
  referrer: short.optional(),
  rawAssetsInput: z.string().max(200_000).optional(),
  externalReporter: z
    .strictObject({
      platformIdentifier: z.string().max(200),
      platform: z.string().max(100),
      displayName: z.string().max(200).optional(),
      avatarUrl: short.optional(),
    })
    .optional(),
  /** Only in the superseded form (assets as strings). */
  reason: z.string().max(200).optional(),
});

export type ReportCreateBody = z.output<typeof reportCreateBodySchema>;

/** `POST /asset/parse`: `{ content }`, at least one character. */
export const assetParseBodySchema = z.strictObject({ content: z.string({ error: "content is required" }).min(1, "content must not be empty").max(2048) });
