import { z } from "zod";
import { ASSET_TYPES } from "./asset-types";
import { pathIdSchema } from "./ids";

/** Array filters of GET /organization/reports: sent comma-separated or as repeated keys. */
export const REPORT_LIST_ARRAY_KEYS = [
  "registrars",
  "reviewStatuses",
  "assetTypes",
  "brandIds",
  "countryCodes",
  "sources",
] as const;

export const REPORT_STATUSES = ["TODO", "IN_PROGRESS", "CLOSED"] as const;
/** The alternate vocabulary some descriptions use for the same report status. */
export const REPORT_STATUSES_ALTERNATE = ["PENDING", "APPROVED", "REJECTED"] as const;
export const REPORT_SOURCES = ["APP", "API", "CANARY_TOKEN", "AUTO_DETECTION", "ASSET_MANAGEMENT"] as const;
export const REVIEW_DECISIONS = ["APPROVE", "REJECT", "SKIP", "ESCALATE"] as const;
export const ACTOR_KINDS = ["human", "automation"] as const;
export const REPORT_LIST_MAX_LIMIT = 20;
const MAX_ARRAY_ITEMS = 100;

const booleanParam = z.enum(["true", "false"], "Expected true or false").transform((v) => v === "true");

/** ISO 8601 date (`2026-01-31`) or date-time with offset; normalized to a UTC ISO string with ms. */
export const isoDateParam = z
  .string()
  .trim()
  .refine(
    (s) => z.iso.date().safeParse(s).success || z.iso.datetime({ offset: true, local: false }).safeParse(s).success,
    "Expected an ISO 8601 date or date-time",
  )
  .transform((s) => new Date(s.length === 10 ? `${s}T00:00:00.000Z` : s).toISOString());

const textParam = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((s) => (s === "" ? undefined : s));

const arrayParam = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((v) =>
      (Array.isArray(v) ? v : [v])
        .flatMap((part) => part.split(","))
        .map((s) => s.trim())
        .filter((s) => s !== ""),
    )
    .pipe(z.array(item).max(MAX_ARRAY_ITEMS));

/**
 * GET /organization/reports query, parsed from a record of raw query values (a key given
 * once is a string, a repeated key an array of strings). Strict: unknown keys are rejected.
 */
export const reportListQuerySchema = z.strictObject({
  limit: z
    .string({ error: "limit is required" })
    .regex(/^[0-9]+$/, "limit must be an integer")
    .transform(Number)
    .pipe(z.number().int().min(1).max(REPORT_LIST_MAX_LIMIT)),
  cursor: z.string().min(1).max(200).optional(),
  status: z.enum([...REPORT_STATUSES, ...REPORT_STATUSES_ALTERNATE]).optional(),
  searchQuery: textParam(200).optional(),
  reporterQuery: textParam(200).optional(),
  reporterKind: z.enum(ACTOR_KINDS).optional(),
  reviewerKind: z.enum(ACTOR_KINDS).optional(),
  reviewedByUserId: z
    .union([z.literal("null").transform(() => undefined), pathIdSchema])
    .optional(),
  startDate: isoDateParam.optional(),
  endDate: isoDateParam.optional(),
  updatedAtStartDate: isoDateParam.optional(),
  updatedAtEndDate: isoDateParam.optional(),
  registrars: arrayParam(z.string().min(1).max(253)).optional(),
  hasMxRecords: booleanParam.optional(),
  slug: z.string().min(1).max(100).optional(),
  excludeAutomation: booleanParam.optional(),
  onlyRejected: booleanParam.optional(),
  onlyFavorited: booleanParam.optional(),
  reportedByCustomer: booleanParam.optional(),
  needsCustomerReview: booleanParam.optional(),
  reviewStatuses: arrayParam(z.enum(REVIEW_DECISIONS)).optional(),
  assetTypes: arrayParam(z.enum(ASSET_TYPES)).optional(),
  brandIds: arrayParam(pathIdSchema).optional(),
  countryCodes: arrayParam(
    z
      .string()
      .regex(/^[A-Za-z]{2}$/, "Country code must be exactly 2 letters")
      .transform((s) => s.toUpperCase()),
  ).optional(),
  sources: arrayParam(z.enum(REPORT_SOURCES)).optional(),
});

export type ReportListQuery = z.output<typeof reportListQuerySchema>;

/** A URLSearchParams as a record: a key given once maps to its string, a repeated key to all its values. */
export function searchParamsToRecord(params: URLSearchParams): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {};
  for (const key of new Set(params.keys())) {
    const values = params.getAll(key);
    record[key] = values.length === 1 ? values[0]! : values;
  }
  return record;
}

/** Parses a report-list query string; arrays may be comma-separated, repeated keys, or both. */
export function parseReportListQuery(params: URLSearchParams) {
  return reportListQuerySchema.safeParse(searchParamsToRecord(params));
}

/**
 * JSON body of the deprecated POST /public/getOrganizationReports: the same filters with
 * JSON types (arrays as arrays, booleans and numbers as such), converted to the query form.
 */
export const reportListBodySchema = z
  .record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))]))
  .transform((body) => {
    const record: Record<string, string | string[]> = {};
    for (const [key, value] of Object.entries(body)) {
      if (value === null) continue;
      record[key] = Array.isArray(value) ? value.map(String) : String(value);
    }
    return record;
  })
  .pipe(reportListQuerySchema);
