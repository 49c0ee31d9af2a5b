// Plain parser objects (nuqs' `SingleParser` shape), not `createParser` from "nuqs": that module is a
// client module (a server page cannot call it), and nuqs/server is a second, self-contained copy of
// nuqs' parsers in the browser's bundle. So one set serves the page's URL state and its server render.
import type { SingleParser } from "nuqs";
import { FILTER_KEYS, type FilterKey, isListFilter, type ListFilterKey, type ReportFilters, type ScalarFilterKey } from "@/lib/contract/report-filters";
import { checkList, checkScalar, compactFilters } from "./report-filters";

/** A scalar filter: an invalid URL value reads as unset (the page reports it separately). */
const scalarParser = (key: ScalarFilterKey): SingleParser<string> => ({
  type: "single",
  parse: (raw: string) => {
    const check = checkScalar(key, raw);
    return check.ok ? check.value : null;
  },
  serialize: (value: string) => value,
  eq: (a, b) => a === b,
});

/** A list filter, comma-separated in the URL like the service's own query; invalid items are dropped. */
const listParser = (key: ListFilterKey): SingleParser<string[]> => ({
  type: "single",
  parse: (raw: string) => {
    const { values } = checkList(key, raw);
    return values.length > 0 ? values : null;
  },
  serialize: (values: string[]) => values.join(","),
  eq: (a, b) => a.length === b.length && a.every((v, i) => v === b[i]),
});

type FilterParsers = { [K in FilterKey]: K extends ListFilterKey ? SingleParser<string[]> : SingleParser<string> };

/** The /reports filters' URL state: `useQueryStates(reportFilterParsers)` in the browser, `loadReportFilters` on the server. */
export const reportFilterParsers = Object.fromEntries(
  FILTER_KEYS.map((key) => [key, isListFilter(key) ? listParser(key) : scalarParser(key)]),
) as FilterParsers;

/** The filters of a page URL read by the same parsers as the browser's URL state (the first value of a key counts). */
export function loadReportFilters(params: URLSearchParams): ReportFilters {
  const values: Partial<Record<FilterKey, string | string[] | null>> = {};
  for (const key of FILTER_KEYS) {
    const raw = params.get(key);
    values[key] = raw === null ? null : reportFilterParsers[key].parse(raw);
  }
  return compactFilters(values);
}
