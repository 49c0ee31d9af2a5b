import { ASSET_TYPES } from "@/lib/contract/asset-types";
import { ACTOR_KINDS, REPORT_SOURCES, REPORT_STATUSES, REPORT_STATUSES_ALTERNATE, REVIEW_DECISIONS } from "@/lib/contract/report-list-values";
import type { LabelKind } from "@/lib/format/labels";
import { FILTER_VALUE_CHECKS } from "./filter-value-checks";

/**
 * The /reports filters as they live in the URL: one key per parameter of interface-v2 §4.1,
 * same name, same text form the /api route parses. Every value is checked as the field of
 * `reportListQuerySchema` checks it (`filter-value-checks.ts`), so the page never sends what the
 * route would refuse.
 */
export const SCALAR_FILTER_KEYS = [
  "status",
  "searchQuery",
  "reporterQuery",
  "reporterKind",
  "reviewerKind",
  "reviewedByUserId",
  "startDate",
  "endDate",
  "updatedAtStartDate",
  "updatedAtEndDate",
  "hasMxRecords",
  "excludeAutomation",
  "onlyRejected",
  "onlyFavorited",
  "reportedByCustomer",
  "needsCustomerReview",
] as const;

export const LIST_FILTER_KEYS = ["registrars", "reviewStatuses", "assetTypes", "brandIds", "countryCodes", "sources"] as const;

export const FILTER_KEYS = [...SCALAR_FILTER_KEYS, ...LIST_FILTER_KEYS] as const;

export type ScalarFilterKey = (typeof SCALAR_FILTER_KEYS)[number];
export type ListFilterKey = (typeof LIST_FILTER_KEYS)[number];
export type FilterKey = (typeof FILTER_KEYS)[number];

/** Only the filters that are set; arrays are non-empty. Stable enough to be a query key. */
export type ReportFilters = Partial<Record<ScalarFilterKey, string> & Record<ListFilterKey, string[]>>;

export const FILTER_LABELS: Record<FilterKey, string> = {
  status: "Status",
  searchQuery: "Search",
  reporterQuery: "Reporter",
  reporterKind: "Reporter kind",
  reviewerKind: "Reviewer kind",
  reviewedByUserId: "Reviewed by user id",
  startDate: "Created from",
  endDate: "Created to",
  updatedAtStartDate: "Updated from",
  updatedAtEndDate: "Updated to",
  hasMxRecords: "Has MX records",
  excludeAutomation: "Exclude automation",
  onlyRejected: "Only rejected",
  onlyFavorited: "Only favorited",
  reportedByCustomer: "Reported by customer",
  needsCustomerReview: "Needs customer review",
  registrars: "Registrars",
  reviewStatuses: "Review statuses",
  assetTypes: "Asset types",
  brandIds: "Brands",
  countryCodes: "Country codes",
  sources: "Sources",
};

export const STATUS_OPTIONS = { standard: REPORT_STATUSES, alternate: REPORT_STATUSES_ALTERNATE } as const;

/** Which lib/format label table words a filter's fixed values. */
export const FILTER_VALUE_KINDS: Partial<Record<FilterKey, LabelKind>> = {
  status: "reportStatus",
  reporterKind: "reporterKind",
  reviewerKind: "reporterKind",
  reviewStatuses: "reviewDecision",
  assetTypes: "assetType",
  sources: "reportSource",
};
export { ACTOR_KINDS, ASSET_TYPES, REPORT_SOURCES, REVIEW_DECISIONS };

/** The /api route caps every list at 100 items. */
export const MAX_LIST_ITEMS = 100;

export type InvalidFilterValue = { key: string; value: string; reason: string };

type Check = { ok: true; value: string } | { ok: false; reason: string };

/** One scalar value, checked as the route's schema field checks it; the text form is kept (trimmed). */
export function checkScalar(key: ScalarFilterKey, raw: string): Check {
  const value = raw.trim();
  if (value === "") return { ok: false, reason: "Empty value" };
  const reason = FILTER_VALUE_CHECKS[key](value);
  return reason === null ? { ok: true, value } : { ok: false, reason };
}

/** One item of a list filter. Country codes are upper-cased; commas cannot travel inside an item. */
export function checkListItem(key: ListFilterKey, raw: string): Check {
  const value = key === "countryCodes" ? raw.trim().toUpperCase() : raw.trim();
  if (value === "") return { ok: false, reason: "Empty value" };
  if (value.includes(",")) return { ok: false, reason: "A value cannot contain a comma" };
  const reason = FILTER_VALUE_CHECKS[key](value);
  return reason === null ? { ok: true, value } : { ok: false, reason };
}

/** A list value from the URL (comma-separated): the valid items, de-duplicated, and the rejected ones. */
export function checkList(key: ListFilterKey, raw: string): { values: string[]; invalid: InvalidFilterValue[] } {
  const values: string[] = [];
  const invalid: InvalidFilterValue[] = [];
  for (const part of raw.split(",")) {
    if (part.trim() === "") continue;
    const check = checkListItem(key, part);
    if (!check.ok) invalid.push({ key, value: part, reason: check.reason });
    else if (values.length >= MAX_LIST_ITEMS) invalid.push({ key, value: part, reason: `More than ${MAX_LIST_ITEMS} values` });
    else if (!values.includes(check.value)) values.push(check.value);
  }
  return { values, invalid };
}

const isListKey = (key: string): key is ListFilterKey => (LIST_FILTER_KEYS as readonly string[]).includes(key);
const isScalarKey = (key: string): key is ScalarFilterKey => (SCALAR_FILTER_KEYS as readonly string[]).includes(key);
export const isFilterKey = (key: string): key is FilterKey => isListKey(key) || isScalarKey(key);

/**
 * Reads the filters of a page URL. Invalid values are dropped and reported, never sent; a key
 * given twice keeps its first value (as the URL state does) and the others are reported.
 * Keys that are not filters (the open report, the fold toggle, anything else) are ignored.
 */
export function readFiltersFromUrl(params: URLSearchParams): { filters: ReportFilters; invalid: InvalidFilterValue[] } {
  const filters: ReportFilters = {};
  const invalid: InvalidFilterValue[] = [];
  for (const key of new Set(params.keys())) {
    if (!isFilterKey(key)) continue;
    const [first, ...extra] = params.getAll(key);
    for (const value of extra) invalid.push({ key, value, reason: "Given more than once; only the first value is used" });
    if (first === undefined) continue;
    if (isListKey(key)) {
      const list = checkList(key, first);
      invalid.push(...list.invalid);
      if (list.values.length > 0) filters[key] = list.values;
    } else {
      const check = checkScalar(key, first);
      if (check.ok) filters[key] = check.value;
      else invalid.push({ key, value: first, reason: check.reason });
    }
  }
  return { filters: compactFilters(filters), invalid };
}

/** Drops unset values and orders keys, so equal filters give an equal query key. */
export function compactFilters(values: Partial<Record<FilterKey, string | string[] | null | undefined>>): ReportFilters {
  const out: Record<string, string | string[]> = {};
  for (const key of FILTER_KEYS) {
    const value = values[key];
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = [...value];
    } else if (value !== "") {
      out[key] = value;
    }
  }
  return out as ReportFilters;
}

/** The /api query for the filters: lists comma-separated (the form the route and the service read). */
export function filtersToSearchParams(filters: ReportFilters, extra: Record<string, string> = {}): URLSearchParams {
  const params = new URLSearchParams(extra);
  for (const key of FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined) continue;
    params.set(key, Array.isArray(value) ? value.join(",") : value);
  }
  return params;
}
