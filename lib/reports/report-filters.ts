import {
  FILTER_KEYS,
  type FilterKey,
  filterSpec,
  isFilterKey,
  isListFilter,
  type ListFilterKey,
  MAX_LIST_ITEMS,
  type ReportFilters,
  type ScalarFilterKey,
} from "@/lib/contract/report-filters";
import { FILTER_VALUE_CHECKS } from "./filter-value-checks";

/**
 * The /reports filters as they live in the URL: one key per filter of REPORT_FILTERS
 * (lib/contract/report-filters.ts), same name, same text form the /api route parses. Every value
 * is checked as the route's schema field checks it (`filter-value-checks.ts`), so the page never
 * sends what the route would refuse.
 */

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
  const value = filterSpec(key).kind === "country" ? raw.trim().toUpperCase() : raw.trim();
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
    if (isListFilter(key)) {
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
