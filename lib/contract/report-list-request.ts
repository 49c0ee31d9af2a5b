import * as z from "zod/mini";
import { ASSET_TYPES } from "./asset-types";
import { pathIdSchema } from "./path-id";
import { ACTOR_KINDS, REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS } from "./report-list-values";

export { ACTOR_KINDS, REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS };
export const REPORT_LIST_MAX_LIMIT = 20;
const MAX_ARRAY_ITEMS = 100;

const booleanParam = z.pipe(
  z.enum(["true", "false"], "Expected true or false"),
  z.transform((v) => v === "true"),
);

const isIsoDate = (s: string) => z.iso.date().safeParse(s).success || z.iso.datetime({ offset: true, local: false }).safeParse(s).success;

/** ISO 8601 date (`2026-01-31`) or date-time with offset; normalized to a UTC ISO string with ms. */
export const isoDateParam = z.pipe(
  z.string("Expected an ISO 8601 date or date-time").check(z.trim(), z.refine(isIsoDate, "Expected an ISO 8601 date or date-time")),
  z.transform((s) => new Date(s.length === 10 ? `${s}T00:00:00.000Z` : s).toISOString()),
);

const textParam = (max: number) =>
  z.pipe(
    z.string("Expected text").check(z.trim(), z.maxLength(max, `At most ${max} characters`)),
    z.transform((s) => (s === "" ? undefined : s)),
  );

const oneOf = <const T extends readonly [string, ...string[]]>(values: T, what: string) => z.enum(values, `Not a known ${what}`);

const arrayParam = <T extends z.ZodMiniType<unknown, string>>(item: T) =>
  z.pipe(
    z.pipe(
      z.union([z.string(), z.array(z.string())]),
      z.transform((v) =>
        (Array.isArray(v) ? v : [v])
          .flatMap((part) => part.split(","))
          .map((s) => s.trim())
          .filter((s) => s !== ""),
      ),
    ),
    z.array(item).check(z.maxLength(MAX_ARRAY_ITEMS, `At most ${MAX_ARRAY_ITEMS} values`)),
  );

/**
 * GET /organization/reports query, parsed from a record of raw query values (a key given
 * once is a string, a repeated key an array of strings). Strict: unknown keys are rejected.
 * Written with zod/mini. The /reports page checks its URL filters in the browser without zod, with
 * the same verdicts and messages as these fields (components/reports/filter-value-checks.ts,
 * whose test holds the two together).
 */
export const reportListQuerySchema = z.strictObject({
  limit: z.pipe(
    z.pipe(z.string("limit is required").check(z.regex(/^[0-9]+$/, "limit must be an integer")), z.transform(Number)),
    z.number().check(z.minimum(1, "limit must be at least 1"), z.maximum(REPORT_LIST_MAX_LIMIT, `limit must be at most ${REPORT_LIST_MAX_LIMIT}`)),
  ),
  cursor: z.optional(z.string("Expected a cursor").check(z.minLength(1, "Empty cursor"), z.maxLength(200, "At most 200 characters"))),
  status: z.optional(oneOf([...REPORT_STATUSES, ...REPORT_STATUSES_ALTERNATE], "report status")),
  searchQuery: z.optional(textParam(200)),
  reporterQuery: z.optional(textParam(200)),
  reporterKind: z.optional(oneOf(ACTOR_KINDS, "reporter kind")),
  reviewerKind: z.optional(oneOf(ACTOR_KINDS, "reviewer kind")),
  reviewedByUserId: z.optional(
    z.union(
      [
        z.pipe(
          z.literal("null"),
          z.transform(() => undefined),
        ),
        pathIdSchema,
      ],
      "Expected a positive integer user id or null",
    ),
  ),
  startDate: z.optional(isoDateParam),
  endDate: z.optional(isoDateParam),
  updatedAtStartDate: z.optional(isoDateParam),
  updatedAtEndDate: z.optional(isoDateParam),
  registrars: z.optional(arrayParam(z.string().check(z.minLength(1, "Empty registrar"), z.maxLength(253, "At most 253 characters")))),
  hasMxRecords: z.optional(booleanParam),
  slug: z.optional(z.string("Expected an organization slug").check(z.minLength(1, "Empty slug"), z.maxLength(100, "At most 100 characters"))),
  excludeAutomation: z.optional(booleanParam),
  onlyRejected: z.optional(booleanParam),
  onlyFavorited: z.optional(booleanParam),
  reportedByCustomer: z.optional(booleanParam),
  needsCustomerReview: z.optional(booleanParam),
  reviewStatuses: z.optional(arrayParam(oneOf(REVIEW_DECISIONS, "review decision"))),
  assetTypes: z.optional(arrayParam(oneOf(ASSET_TYPES, "asset type"))),
  brandIds: z.optional(arrayParam(pathIdSchema)),
  countryCodes: z.optional(
    arrayParam(
      z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/, "Country code must be exactly 2 letters")),
        z.transform((s) => s.toUpperCase()),
      ),
    ),
  ),
  sources: z.optional(arrayParam(oneOf(REPORT_SOURCES, "report source"))),
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
export const reportListBodySchema = z.pipe(
  z.pipe(
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null(), z.array(z.union([z.string(), z.number()]))])),
    z.transform((body) => {
      const record: Record<string, string | string[]> = {};
      for (const [key, value] of Object.entries(body)) {
        if (value === null) continue;
        record[key] = Array.isArray(value) ? value.map(String) : String(value);
      }
      return record;
    }),
  ),
  reportListQuerySchema,
);
