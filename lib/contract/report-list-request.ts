import * as z from "zod/mini";
import { pathIdSchema } from "./path-id";
import { FILTER_KEYS, type FilterKey, MAX_LIST_ITEMS, REPORT_FILTERS } from "./report-filters";

export const REPORT_LIST_MAX_LIMIT = 20;

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
    z.array(item).check(z.maxLength(MAX_LIST_ITEMS, `At most ${MAX_LIST_ITEMS} values`)),
  );

type Spec = (typeof REPORT_FILTERS)[FilterKey];
type Values<S> = S extends { values: readonly (infer V)[] } ? V : never;
/** What a filter's field gives the service's call, by kind (before `list`). */
type Parsed<S> = S extends { kind: "enum" }
  ? Values<S>
  : S extends { kind: "text" }
    ? S extends { list: true }
      ? string
      : string | undefined
    : S extends { kind: "boolean" }
      ? boolean
      : S extends { kind: "id" }
        ? S extends { orNull: true }
          ? number | undefined
          : number
        : string;
type FieldOf<S> = z.ZodMiniOptional<S extends { list: true } ? z.ZodMiniType<Parsed<S>[], string | string[]> : z.ZodMiniType<Parsed<S>, string>>;

/** One item (or the one value) of a filter, by its kind. */
function itemSchema(spec: Spec): z.ZodMiniType<unknown, string> {
  switch (spec.kind) {
    case "enum":
      return oneOf(spec.values, spec.what);
    case "text":
      // A list's items are trimmed and never empty by then (arrayParam).
      return "list" in spec
        ? z.string().check(z.minLength(1, `Empty ${spec.what}`), z.maxLength(spec.max, `At most ${spec.max} characters`))
        : textParam(spec.max);
    case "boolean":
      return booleanParam;
    case "date":
      return isoDateParam;
    case "id":
      if (!("orNull" in spec)) return pathIdSchema;
      return z.union(
        [
          z.pipe(
            z.literal("null"),
            z.transform(() => undefined),
          ),
          pathIdSchema,
        ],
        spec.message,
      );
    case "country":
      return z.pipe(
        z.string().check(z.regex(/^[A-Za-z]{2}$/, "Country code must be exactly 2 letters")),
        z.transform((s) => s.toUpperCase()),
      );
  }
}

/** The route's field of every declared filter (lib/contract/report-filters.ts): optional, a list as `arrayParam`. */
export const reportFilterShape = Object.fromEntries(
  FILTER_KEYS.map((key) => {
    const spec = REPORT_FILTERS[key];
    return [key, z.optional("list" in spec ? arrayParam(itemSchema(spec)) : itemSchema(spec))];
  }),
) as { [K in FilterKey]: FieldOf<(typeof REPORT_FILTERS)[K]> };

/**
 * GET /organization/reports query, parsed from a record of raw query values (a key given
 * once is a string, a repeated key an array of strings). Strict: unknown keys are rejected.
 * Written with zod/mini. The /reports page checks its URL filters in the browser without zod, with
 * the same verdicts and messages as these fields (lib/reports/filter-value-checks.ts,
 * whose test holds the two together).
 */
export const reportListQuerySchema = z.strictObject({
  limit: z.pipe(
    z.pipe(z.string("limit is required").check(z.regex(/^[0-9]+$/, "limit must be an integer")), z.transform(Number)),
    z.number().check(z.minimum(1, "limit must be at least 1"), z.maximum(REPORT_LIST_MAX_LIMIT, `limit must be at most ${REPORT_LIST_MAX_LIMIT}`)),
  ),
  cursor: z.optional(z.string("Expected a cursor").check(z.minLength(1, "Empty cursor"), z.maxLength(200, "At most 200 characters"))),
  ...reportFilterShape,
  slug: z.optional(z.string("Expected an organization slug").check(z.minLength(1, "Empty slug"), z.maxLength(100, "At most 100 characters"))),
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
