import { z } from "zod";
import { ATTACHMENTS_PER_REPORT, CHECK_MAX, FILING_BATCH_ASSETS, PARSE_TEXT_MAX } from "@/lib/contract/filing-limits";
import type { AssetRefusal } from "./filing";
import { FILING_ASSET_STATUSES } from "./filing-request";
import type { OpaqueId } from "./ids";

/**
 * The console's own filing routes (docs/filing.md): what the page sends and what it gets back.
 * The page splits its work within these limits (lib/filing/batches.ts), each within the service's.
 */

const assetContent = z.string().trim().min(1, "an asset must not be empty").max(2048, "an asset is at most 2048 characters");

export const parseTextBodySchema = z.strictObject({
  text: z.string().min(1, "paste something to look for assets in").max(PARSE_TEXT_MAX, `at most ${PARSE_TEXT_MAX} characters at a time`),
  slug: z.string().min(1).max(100).optional(),
});

export const checkBodySchema = z.strictObject({
  contents: z.array(assetContent).min(1).max(CHECK_MAX),
  slug: z.string().min(1).max(100).optional(),
});

export const fileBodySchema = z.strictObject({
  title: z.string().trim().min(3, "a title has at least 3 characters").max(200).optional(),
  description: z.string().max(10_000).optional(),
  brandSlug: z.string().min(1).max(100).optional(),
  assets: z
    .array(z.strictObject({ content: assetContent, status: z.enum(FILING_ASSET_STATUSES).optional() }))
    .min(1, "choose at least one asset to file")
    .max(FILING_BATCH_ASSETS, `at most ${FILING_BATCH_ASSETS} assets in one report`),
  attachmentUrls: z.array(z.string().min(1).max(2048)).max(ATTACHMENTS_PER_REPORT).optional(),
  slug: z.string().min(1).max(100).optional(),
});

export type FileBody = z.output<typeof fileBodySchema>;

/** One row the parse found: the service's content and type, and what was pasted. */
export type ParsedRow = { content: string; type: string | null; submitted: string };
export type ParseTextResult = { rows: ParsedRow[]; unrecognized: string[]; more: number };

/** What the service already knows of an asset, in the order the page says it. */
export const KNOWN_STATES = ["blocked", "allowed", "pending", "reported", "new"] as const;
export type KnownState = (typeof KNOWN_STATES)[number];
export type CheckedRow = { content: string; state: KnownState; reports: { id: OpaqueId; status: string | null }[] };
export type CheckResult = { rows: CheckedRow[] };

/**
 * A filing's answer. `filed` lists the assets the new report holds (null when the service did
 * not say and the console could not look); `skipped` the ones a mixed batch left out.
 */
export type FileResult =
  | { outcome: "filed"; report: { id: OpaqueId; createdAt: string | null }; filed: string[] | null; skipped: string[] }
  | { outcome: "refused"; message: string; refusals: AssetRefusal[] };

/** `?fileName=` of an upload through the console: the file's own name (the extension decides what the service stores). */
export const attachmentQuerySchema = z.strictObject({
  fileName: z.string().trim().min(1, "the file needs a name").max(255, "a file name is at most 255 characters"),
  slug: z.string().min(1).max(100).optional(),
});

/** One stored attachment, as the page keeps it (its `url` goes into the report's `attachmentUrls`). */
export type StoredAttachment = { url: string; fileName: string; sizeBytes: number | null; visibility: string | null };
