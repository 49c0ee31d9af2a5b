import { FILTER_KEYS, type FilterKey, REPORT_FILTERS, type ReportFilterSpec } from "@/lib/contract/report-filters";

/**
 * The browser's check of one filter value, without zod: the same verdicts and messages as the
 * route's field for it (`reportFilterShape` in lib/contract/report-list-request.ts; zod's core was
 * an eighth of /reports' first load). Both are derived from the filter's kind in REPORT_FILTERS.
 * The /api route still parses every request with the schema itself; `filter-value-checks.test.ts`
 * holds the two to the same answers, field by field.
 *
 * `value` is trimmed and non-empty (a country code upper-cased). Returns why it is refused, or null.
 */
export type FilterValueCheck = (value: string) => string | null;

const oneOf =
  (values: readonly string[], what: string): FilterValueCheck =>
  (value) =>
    values.includes(value) ? null : `Not a known ${what}`;

// In code points, as zod counts (a lone surrogate counts one).
const atMost =
  (max: number): FilterValueCheck =>
  (value) =>
    value.length > max && [...value].length > max ? `At most ${max} characters` : null;

const booleanCheck: FilterValueCheck = (value) => (value === "true" || value === "false" ? null : "Expected true or false");

// zod's own ISO patterns (zod/v4/core regexes: `date`, and `datetime` with `offset: true`).
const DATE = String.raw`(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|(?:02)-(?:0[1-9]|1\d|2[0-8])))`;
const ISO_DATE = new RegExp(`^${DATE}$`);
const ISO_DATE_TIME = new RegExp(String.raw`^${DATE}T(?:(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|([+-](?:[01]\d|2[0-3]):[0-5]\d)))$`);
const isoDate: FilterValueCheck = (value) => (ISO_DATE.test(value) || ISO_DATE_TIME.test(value) ? null : "Expected an ISO 8601 date or date-time");

// lib/contract/path-id.ts
const ID_PATTERN = /^[1-9][0-9]{0,15}$/;
const id =
  (patternMessage: string): FilterValueCheck =>
  (value) =>
    !ID_PATTERN.test(value) ? patternMessage : Number.isSafeInteger(Number(value)) ? null : "Id is too large";

const countryCheck: FilterValueCheck = (value) => (/^[A-Za-z]{2}$/.test(value) ? null : "Country code must be exactly 2 letters");

/** The check of one declared filter, by its kind. */
export function valueCheckOf(spec: ReportFilterSpec): FilterValueCheck {
  switch (spec.kind) {
    case "enum":
      return oneOf(spec.values, spec.what);
    case "text":
      return atMost(spec.max);
    case "boolean":
      return booleanCheck;
    case "date":
      return isoDate;
    case "id": {
      const check = id(spec.message);
      // "null" is the service's "no reviewer filter": valid, but it filters nothing.
      return spec.orNull ? (value) => (value === "null" ? "Empty value" : check(value)) : check;
    }
    case "country":
      return countryCheck;
  }
}

export const FILTER_VALUE_CHECKS = Object.fromEntries(FILTER_KEYS.map((key) => [key, valueCheckOf(REPORT_FILTERS[key])])) as Record<
  FilterKey,
  FilterValueCheck
>;
